import { hostname } from 'node:os';
import { loggedError } from '../kernel/safe-error.ts';

/** pino's number for `fatal`: the line reads as the app's own log lines do. */
const FATAL = 60;

/**
 * A failure of the process itself (its start, a rejection nobody handled) written as one log line
 * on standard error, with the error described as every other log line describes one: Node's own
 * report would print the message, and with it a failed statement's parameters.
 */
export function reportProcessFailure(
  message: string,
  err: unknown,
  write: (line: string) => void = (line) => void process.stderr.write(line),
): void {
  const line = { level: FATAL, time: Date.now(), pid: process.pid, hostname: hostname(), msg: message };
  write(`${JSON.stringify({ ...line, err: loggedError(err) })}\n`);
}

/** A rejection or exception that nothing handled ends the process, as Node's default does, after its line. */
export function exitOnUnhandledFailures(): void {
  const end = (message: string) => (err: unknown) => {
    reportProcessFailure(message, err);
    process.exit(1);
  };
  process.on('unhandledRejection', end('unhandled rejection'));
  process.on('uncaughtException', end('uncaught exception'));
}
