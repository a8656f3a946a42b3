// A session signed in through the API, put into the browser's storage as the console's own sign-in
// leaves it (src/lib/session.ts, startSession): the token's claims with the user's permissions,
// encrypted under `sys_user` with the browser's own AES-GCM key in IndexedDB. The encryption is
// the console's own code (src/lib/session-storage.ts), run in the page, so that a change of the
// stored form reaches these tests too.
import { readFileSync } from 'node:fs';
import { sessionFromToken } from '@console/contract/core';
import type { Page } from 'playwright-core';
import ts from 'typescript';

const SOURCE = new URL('../src/lib/session-storage.ts', import.meta.url);

let storageCode: string | undefined;

/** session-storage.ts as a script: its types gone (it imports nothing else), its exports plain. */
function sessionStorageScript(): string {
  storageCode ??= ts
    .transpileModule(readFileSync(SOURCE, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    })
    .outputText.replace(/^export /gm, '');
  if (/^\s*import /m.test(storageCode)) throw new Error('session-storage.ts imports a module now');
  return storageCode;
}

/**
 * Stores the session of `token` in the page's origin (`origin`, where the page is taken first if
 * it is elsewhere). The next page the console loads there is signed in as that user.
 */
export async function storeSession(page: Page, origin: string, token: string): Promise<void> {
  const claims = sessionFromToken(token);
  if (!claims) throw new Error('the sign-in token could not be read');
  // The console adopts a language kept for the user at sign-in; these users keep none.
  if (claims.language) throw new Error(`${claims.userName} keeps a language: sign in through the page`);
  // The permissions as the console asks for them at sign-in (myPermissions).
  const res = await fetch(`${origin}/api/api/AppUsers/Permissions`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`the permissions of ${claims.userName} answered ${res.status}`);
  const session = { ...claims, permissions: (await res.json()) as string[] };
  // A page of the origin that is not the console (the health answer), whose policy lets a script
  // run but fetch nothing: the storage needs no request.
  if (new URL(page.url()).origin !== origin) await page.goto(`${origin}/api/api/health`);
  await page.evaluate(
    `(async (session) => {
      ${sessionStorageScript()}
      await saveStoredSession(session);
    })(${JSON.stringify(session)})`,
  );
}
