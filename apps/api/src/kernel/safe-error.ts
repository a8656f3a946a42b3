import { AppError } from './errors.ts';

/**
 * An error as the log keeps it: what kind of failure it was and where, never the values it was
 * about. A failed statement's text and parameters (a customer's phone, the before and after of an
 * audited change), PostgreSQL's `detail` ("Key (mobile)=(+252…) already exists"), `where` and
 * `hint`, and the values its messages quote (`invalid input syntax for type uuid: "…"`) stay out.
 */
export type LoggedError = {
  type: string;
  message: string;
  /** PostgreSQL's SQLSTATE, a Node or Fastify error code, or the API's own code. */
  code?: string;
  /** A failed statement, described without its literals or parameters: `insert into customers`. */
  statement?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  /** The stack's frames under a first line of the above: the original first line holds the message. */
  stack: string;
  cause?: LoggedError;
};

const REDACTED = '[redacted]';
/** A cause chain longer than this is cut: it only repeats. */
const MAX_CAUSES = 5;

/**
 * What looks like personal data in a free-text message: an e-mail address, a phone or any longer
 * run of digits (an account, a document or an ID number), a word mixing letters and digits.
 */
const personalText = [
  /[^\s@"'()<>,;:]+@[^\s@"'()<>,;:]+/g,
  /\+?\d[\d ]{4,}\d/g,
  /\b(?=[A-Za-z-]*\d)(?=[\d-]*[A-Za-z])[A-Za-z\d-]{6,}\b/g,
];

/** A message with what could be personal data in it replaced; the words around it are kept. */
export function redactText(text: string): string {
  return personalText.reduce((out, pattern) => out.replace(pattern, REDACTED), text);
}

/** PostgreSQL's messages quote values ("…") and identifiers alike; the fields name the identifiers. */
const quoted = /"(?:[^"]|"")*"|'(?:[^']|'')*'/g;

const identifier = String.raw`"?([A-Za-z_][\w$]*)"?(?:\."?([A-Za-z_][\w$]*)"?)?`;
const statementTarget = new RegExp(String.raw`\b(into|update|from|table)\s+${identifier}`, 'i');

/**
 * A statement described by its first keyword and the first relation it names: `update sessions`.
 * Only a keyword and an identifier are taken from the text, so no literal can come along.
 */
export function describeStatement(text: string): string {
  const keyword = /^\s*\(?\s*([A-Za-z]+)/.exec(text)?.[1]?.toLowerCase() ?? 'statement';
  const target = statementTarget.exec(text);
  if (!target) return keyword;
  const relation = target[3] ? `${target[2]}.${target[3]}` : target[2];
  return `${keyword} ${target[1]!.toLowerCase()} ${relation}`.replace(/^(\w+) \1 /, '$1 ');
}

interface DatabaseFields {
  code: string;
  severity: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

/** An error PostgreSQL sent, through node-postgres or the embedded database (same protocol parser). */
function isDatabaseError(err: Error): err is Error & DatabaseFields {
  const e = err as Partial<DatabaseFields>;
  return typeof e.severity === 'string' && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);
}

/** drizzle's wrapper of a failed statement: `Failed query: <text>\nparams: <values>`. */
function failedStatement(err: Error): string | null {
  const e = err as { query?: unknown; params?: unknown };
  return typeof e.query === 'string' && Array.isArray(e.params) ? e.query : null;
}

function framesOf(stack: string | undefined): string[] {
  return (typeof stack === 'string' ? stack : '').split('\n').filter((line) => /^\s+at /.test(line));
}

const definedFields = (fields: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string' && v !== ''));

/** An Error, or a copy of one's fields (pg-boss reports a worker's failure so). */
function isErrorLike(err: unknown): err is Error {
  return err instanceof Error || (typeof err === 'object' && err !== null && 'message' in err);
}

function typeOf(err: Error): string {
  const name = err.constructor.name;
  if (name && name !== 'Error' && name !== 'Object') return name;
  return typeof err.name === 'string' && err.name ? err.name : 'Error';
}

function loggedOf(err: unknown, depth: number): LoggedError {
  if (!isErrorLike(err)) {
    const message = 'a thrown value that is not an Error';
    return { type: typeof err, message, stack: `${typeof err}: ${message}` };
  }
  const type = typeOf(err);
  const statementText = failedStatement(err);
  let logged: Omit<LoggedError, 'stack'>;
  if (statementText !== null) {
    const statement = describeStatement(statementText);
    logged = { type, message: `Failed query: ${statement}`, statement };
  } else if (isDatabaseError(err)) {
    const { code, constraint, table, column, routine } = err;
    // The type shows as DatabaseError on both drivers (the embedded one's class name is minified).
    logged = {
      type: 'DatabaseError',
      message: String(err.message).replace(quoted, REDACTED),
      ...definedFields({ code, constraint, table, column, routine }),
    };
  } else {
    const code = (err as { code?: unknown }).code;
    logged = {
      type,
      // The API's own messages are the contract's texts; any other could quote what it failed on.
      message: err instanceof AppError ? err.message : redactText(String(err.message)),
      ...(typeof code === 'string' ? { code: redactText(code) } : {}),
    };
  }
  const stack = [`${logged.type}: ${logged.message}`, ...framesOf(err.stack)].join('\n');
  const cause = err.cause !== undefined && depth < MAX_CAUSES ? loggedOf(err.cause, depth + 1) : undefined;
  return { ...logged, stack, ...(cause ? { cause } : {}) };
}

/** The log's serializer of errors (`err`), and the text a job's failure is stored with. */
export function loggedError(err: unknown): LoggedError {
  return loggedOf(err, 0);
}
