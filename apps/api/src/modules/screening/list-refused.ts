/** A list file refused: malformed, cut short, of another format, or empty. The message says which. */
export class ListRefused extends Error {
  override readonly name = 'ListRefused';
}
