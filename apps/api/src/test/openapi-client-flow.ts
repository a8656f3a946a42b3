// What an integrator writes against the client generated from the OpenAPI document alone: the
// types come from the document (openapi-typescript), the calls go through openapi-fetch. The
// client test type-checks this file against freshly generated types, then runs it.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../../../.tmp/openapi-types.ts';

export type ApiClient = Client<paths>;

/** A client of the server at `origin`, with the base path the document's `servers` gives. */
export const apiClient = (origin: string, serverPath: string, token?: string): ApiClient =>
  createClient<paths>({
    baseUrl: new URL(serverPath, origin).toString(),
    ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
  });

/**
 * The first sign-in of a user: the password answers 203 with the authenticator key to set up,
 * then the password and a code from that authenticator answer 200 with the token.
 */
export async function firstSignIn(
  api: ApiClient,
  credentials: { userName: string; password: string },
  codeFor: (manualEntryKey: string) => Promise<string>,
): Promise<string> {
  const setup = await api.POST('/auth', { body: credentials });
  if (setup.response.status !== 203 || !setup.data || !('manualEntryKey' in setup.data))
    throw new Error(`Sign-in set-up answered ${setup.response.status}`);
  const totp = await codeFor(setup.data.manualEntryKey);
  const signedIn = await api.POST('/auth', { body: { ...credentials, totp } });
  if (!signedIn.data || !('token' in signedIn.data))
    throw new Error(`Sign-in answered ${signedIn.response.status}`);
  return signedIn.data.token;
}

/** A page of customers, sorted by one of the list's keys. */
export async function customersByName(api: ApiClient, size: number) {
  const { data, error, response } = await api.GET('/Customers', {
    params: { query: { page: 0, size, sort: 'name,asc' } },
  });
  if (!data) throw new Error(`Customers answered ${response.status}: ${JSON.stringify(error)}`);
  return data.items.map((c) => ({ id: c.id, name: c.name }));
}

/** Uploads a photo of a customer as multipart form data: the fields and the file. */
export async function uploadPhoto(api: ApiClient, customerId: string, file: Blob) {
  const { data, error, response } = await api.POST('/Documents', {
    body: { customerId, documentType: 'Photo', file },
    bodySerializer: (body) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(body)) form.append(name, value);
      return form;
    },
  });
  return { status: response.status, data, error };
}
