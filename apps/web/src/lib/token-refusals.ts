import { tokenTimes } from './token-claims';

/**
 * What the API client has learnt of the session's tokens between requests, so that a session the
 * server has ended (an idle timeout, ended in the security centre) ends once on the page: one 401,
 * one toast, one trip to sign-in, and no request sent after it with a token known to be dead.
 */

/** A token the server refused without a word (401, no body), and what replaced it, if anything. */
interface Refusal {
  token: string;
  /** The token of the same session that replaced it (a renewal), or null: the session is over. */
  successor: Promise<string | null>;
}

let refusal: Refusal | null = null;
/** The last refusal had no successor: nothing signed in is left on this page. */
let ended = false;
/** The request sent alone with a token past its expiry; the others with that token wait for its answer. */
let probe: { token: string; answered: Promise<void> } | null = null;
/** A token the server accepted although this browser's clock says it has expired (a clock that is off). */
let vouched: string | null = null;

/** Forgets it all: a new source of tokens (tests register one per case). */
export function forgetRefusals(): void {
  refusal = null;
  ended = false;
  probe = null;
  vouched = null;
}

/** The refusal of this token, when the server has refused it. */
export const refusalOf = (token: string): Refusal | null => (refusal?.token === token ? refusal : null);

/**
 * Records that the server refused `token`. The first request to hear it looks for a successor
 * (`find`) and is the one that tells the user; any other refused with it shares that answer.
 */
export function refuse(
  token: string,
  find: ((sent: string) => Promise<string | null>) | null,
): { first: boolean; successor: Promise<string | null> } {
  const known = refusalOf(token);
  if (known) return { first: false, successor: known.successor };
  const successor = find ? find(token).catch(() => null) : Promise.resolve(null);
  refusal = { token, successor };
  return { first: true, successor };
}

/** The session of the refused token is over on this page. */
export function markEnded(): void {
  ended = true;
}

/** Whether a request without a token would only hear that the session is over. */
export const sessionEnded = (): boolean => ended;

/** The server accepted this token: a session is alive (a new sign-in after an end, too). */
export function accepted(token: string | null | undefined): void {
  if (!token) return;
  if (refusal?.token !== token) ended = false;
  if (expired(token)) vouched = token;
}

const expired = (token: string): boolean => {
  const times = tokenTimes(token);
  return times !== null && times.expiresAt <= Date.now();
};

/**
 * Before sending with `token`: the answer of the request already out alone with it, when the
 * token is past its expiry. Then the caller looks again (a 401 has been recorded meanwhile, or the
 * token was good). Undefined when the request may go now.
 */
export const probeOf = (token: string): Promise<void> | undefined =>
  probe?.token === token ? probe.answered : undefined;

/**
 * A request about to go with `token`. Past its expiry (after an idle timeout the server has ended
 * the session), it goes alone: this returns what to call once its answer is known, and until
 * then the others with that token wait (`probeOf`). A token the server has vouched for goes as any.
 */
export function sendingWith(token: string | null | undefined): () => void {
  if (!token || token === vouched || !expired(token)) return () => undefined;
  let answer = () => undefined as void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const mine = { token, answered };
  probe = mine;
  return () => {
    if (probe === mine) probe = null;
    answer();
  };
}
