/**
 * What a log must never hold, found in its text: a Somali phone number (with or without its +, as
 * it travels in URLs), an e-mail address, and any of the `known` values (document and ID numbers,
 * names) a test wrote.
 */
const patterns = [/(?<![\w-])\+?252\d{7,9}(?!\d)/g, /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g];

export function personalDataIn(text: string, known: readonly string[] = []): string[] {
  const found = patterns.flatMap((pattern) => text.match(pattern) ?? []);
  for (const value of known) if (text.includes(value)) found.push(value);
  return [...new Set(found)];
}
