import { AppError } from '../kernel/errors.ts';

/** The HTTP status and message of the refusal that `decide` throws; none thrown fails the test. */
export function refusalOf(decide: () => unknown): { status: number; message: string } {
  try {
    decide();
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error('The decision was not refused.');
}
