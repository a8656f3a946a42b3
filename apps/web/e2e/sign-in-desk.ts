// The sign-ins of the demo users on the suite's shared server, made in one process for every test
// file. A user's authenticator accepts each step once and never an earlier one than the last it
// accepted (the server keeps it), so two files signing the same user in at once from their own
// processes would spoil each other's codes. The suite's set-up opens this desk; the files ask it
// over HTTP on 127.0.0.1, and it signs each user in one request at a time, in step order.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_PASSWORD } from './auth-shell-steps.ts';
import { freshCode } from './totp-helper.ts';

/**
 * How long a code handed out for a step-up keeps the user's later sign-ins waiting: the step the
 * test is about to send must stay the newest one until the server has taken it.
 */
const STEP_UP_HOLD_MS = 20_000;

interface Desk {
  url: string;
  close(): Promise<void>;
}

interface Holder {
  secret?: string;
  /** The user's requests, one after another. */
  queue: Promise<unknown>;
  apiToken?: Promise<string>;
}

export async function openSignInDesk(baseUrl: string): Promise<Desk> {
  const users = new Map<string, Holder>();
  const holder = (userName: string) => {
    let found = users.get(userName);
    if (!found) users.set(userName, (found = { queue: Promise.resolve() }));
    return found;
  };
  /** Runs `work` once the user's earlier requests are done. */
  const inTurn = <T>(user: Holder, work: () => Promise<T>): Promise<T> => {
    const done = user.queue.then(work, work);
    user.queue = done.catch(() => undefined);
    return done;
  };

  const auth = async (body: Record<string, string>) => {
    const res = await fetch(`${baseUrl}/api/api/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, string> };
  };
  /** The user's authenticator key, setting it up at their first sign-in (203). */
  const secretOf = async (userName: string, user: Holder) => {
    if (user.secret) return user.secret;
    const first = await auth({ userName, password: DEMO_PASSWORD });
    if (first.status !== 203) throw new Error(`first sign-in of ${userName} answered ${first.status}`);
    return (user.secret = first.json.manualEntryKey!);
  };
  const signIn = (userName: string) => {
    const user = holder(userName);
    return inTurn(user, async () => {
      const totp = await freshCode(await secretOf(userName, user));
      const { status, json } = await auth({ userName, password: DEMO_PASSWORD, totp });
      if (status !== 200) throw new Error(`sign-in of ${userName} answered ${status}`);
      return json.token!;
    });
  };
  const stepUpCode = (userName: string) => {
    const user = holder(userName);
    return new Promise<string>((resolve, reject) => {
      void inTurn(user, async () => {
        try {
          resolve(await freshCode(await secretOf(userName, user)));
        } catch (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
          return;
        }
        await sleep(STEP_UP_HOLD_MS);
      });
    });
  };

  const routes: Record<string, (userName: string) => Promise<string>> = {
    '/session': signIn,
    '/api-token': (userName) => (holder(userName).apiToken ??= signIn(userName)),
    '/code': stepUpCode,
  };
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://desk');
    const route = routes[url.pathname];
    const userName = url.searchParams.get('user');
    if (!route || !userName) {
      res.writeHead(404).end();
      return;
    }
    try {
      const value = await route(userName);
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end(value);
    } catch (err) {
      res
        .writeHead(502, { 'Content-Type': 'text/plain' })
        .end(err instanceof Error ? err.message : String(err));
    }
  };

  const server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Asks the desk at `deskUrl` for what `route` gives: a fresh session's token, the API token, a code. */
export async function askDesk(
  deskUrl: string,
  route: 'session' | 'api-token' | 'code',
  userName: string,
): Promise<string> {
  const res = await fetch(`${deskUrl}/${route}?user=${encodeURIComponent(userName)}`);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`the sign-in desk (${route} of ${userName}): ${text}`);
  return text;
}
