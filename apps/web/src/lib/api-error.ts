/**
 * Thrown by the API client after it has told the user what went wrong, so callers (TanStack
 * Query, form handlers) only need to stop; they should not show the error again.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** Parsed error body: `{ message }`, `{ errors }`, raw text, or undefined when empty. */
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }
}
