import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint, messages, publicAccess } from '@console/contract/core';
import { ApiError, api, apiWithStatus, setTokenProvider, setUnauthorizedHandler } from './api-client';
import { clearAlerts, getAlerts } from './alert';
import { provideSessionTokens } from './session';
import { clearToasts, getToasts } from './toast';

const getItem = endpoint({
  method: 'GET',
  path: 'Things/:id',
  summary: 'test',
  tags: ['Test'],
  access: publicAccess,
  params: z.object({ id: z.string() }),
  query: z.object({
    q: z.string().optional(),
    page: z.number().optional(),
    tags: z.array(z.string()).optional(),
  }),
  response: z.object({ name: z.string() }),
  success: 200,
});
const create = endpoint({
  method: 'POST',
  path: 'Things',
  summary: 'test',
  tags: ['Test'],
  access: publicAccess,
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.string() }),
  success: 201,
});
const upload = endpoint({
  method: 'POST',
  path: 'Files',
  summary: 'test',
  tags: ['Test'],
  access: publicAccess,
  body: z.object({ kind: z.string(), file: z.instanceof(Blob) }),
  bodyKind: 'multipart',
  success: 204,
});
const download = endpoint({
  method: 'GET',
  path: 'Files/1',
  summary: 'test',
  tags: ['Test'],
  access: publicAccess,
  responseKind: 'blob',
  success: 200,
});

const fetchMock = vi.fn<typeof fetch>();
const reply = (status: number, body?: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
      status,
    }),
  );
const shown = () =>
  getToasts().map((t) => ({ kind: t.kind, title: t.title, text: t.messages.join('|'), at: t.position }));
const lastCall = () => {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: call[0] as string, init: call[1] ?? {} };
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  clearToasts();
  clearAlerts();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setTokenProvider(null);
  setUnauthorizedHandler(null);
});
// The next file in this worker shares the modules: give it back the session's tokens.
afterAll(() => provideSessionTokens());

describe('api: requests', () => {
  it('builds the URL, sends the bearer token and returns the body', async () => {
    setTokenProvider(() => 'tok');
    reply(200, { name: 'x' });
    const result = await api(getItem, { params: { id: 'a/b' }, query: { q: '', page: 0, tags: ['1', '2'] } });
    expect(result).toEqual({ name: 'x' });
    const { url, init } = lastCall();
    expect(url).toBe('/api/api/Things/a%2Fb?page=0&tags=1&tags=2');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
    expect(getToasts()).toHaveLength(0);
  });

  it('sends JSON bodies and toasts 201 unless quiet', async () => {
    reply(201, { id: '1' });
    await expect(api(create, { body: { name: 'n' } })).resolves.toEqual({ id: '1' });
    expect(lastCall().init.body).toBe('{"name":"n"}');
    expect(new Headers(lastCall().init.headers).get('Content-Type')).toBe('application/json');
    expect(shown()).toEqual([
      { kind: 'success', title: undefined, text: messages.created, at: 'bottom-right' },
    ]);
    clearToasts();
    reply(201, { id: '2' });
    await api(create, { body: { name: 'n' }, quiet: true });
    expect(getToasts()).toHaveLength(0);
  });

  it('sends multipart bodies as FormData and toasts 204', async () => {
    reply(204);
    const file = new Blob(['x'], { type: 'text/plain' });
    await expect(api(upload, { body: { kind: 'ID', file } })).resolves.toBeUndefined();
    const body = lastCall().init.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('kind')).toBe('ID');
    expect(shown().map((t) => t.text)).toEqual([messages.updated]);
  });

  it('returns file answers as a Blob', async () => {
    reply(200, 'bytes');
    const blob = await api(download);
    // Node's fetch Response makes its own Blob, not jsdom's, so check the shape rather than the class.
    expect(await blob.text()).toBe('bytes');
  });

  it('gives the status of other answers', async () => {
    reply(202);
    await expect(apiWithStatus(create, { body: { name: 'n' } })).resolves.toEqual({
      status: 202,
      data: undefined,
    });
  });
});

describe('api: the error catalogue (spec 1 §8)', () => {
  const fail = async (status: number, body?: unknown) => {
    reply(status, body);
    const error = await api(create, { body: { name: 'n' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    return shown();
  };

  it.each([
    [403, { message: 'srv' }, undefined, messages.forbidden],
    [404, { message: 'srv' }, undefined, messages.notFound],
    [400, { message: 'Rule broken' }, undefined, 'Rule broken'],
    [400, undefined, undefined, messages.unprecedented],
    [409, { message: 'Stale' }, messages.conflictTitle, 'Stale'],
    [409, undefined, messages.conflictTitle, messages.conflict],
    [500, { message: 'stack trace' }, messages.oopsTitle, messages.unprecedented],
    [502, undefined, messages.oopsTitle, messages.unprecedented],
    [503, { message: 'Core down' }, messages.unavailableTitle, 'Core down'],
    [503, undefined, messages.unavailableTitle, messages.unavailable],
    [429, { message: 'Slow down' }, undefined, 'Slow down'],
  ])('%i %j → toast %s: %s', async (status, body, title, text) => {
    expect(await fail(status, body)).toEqual([{ kind: 'error', title, text, at: 'bottom-right' }]);
  });

  it('lists every validation message top-right', async () => {
    const body = { errors: { name: ['Name is required'], email: ['Email is required', 'Email is invalid'] } };
    expect(await fail(400, body)).toEqual([
      {
        kind: 'error',
        title: undefined,
        text: 'Name is required|Email is required|Email is invalid',
        at: 'top-right',
      },
    ]);
    expect(getToasts()[0]?.asList).toBe(true);
  });

  it('401 with a body shows the server message and keeps the session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    expect((await fail(401, { message: 'Invalid code' })).map((t) => t.text)).toEqual(['Invalid code']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('401 without a body says the session expired and hands over to sign-in', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    expect((await fail(401)).map((t) => t.text)).toEqual([messages.sessionExpired]);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('sends a request refused with a replaced token once more, with the token that replaced it', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const successor = vi.fn((sent: string) => Promise.resolve(sent === 'old' ? 'new' : null));
    setTokenProvider(() => 'old', successor);
    reply(401);
    reply(201, { id: '1' });
    await expect(api(create, { body: { name: 'n' } })).resolves.toEqual({ id: '1' });
    expect(successor).toHaveBeenCalledWith('old');
    expect(fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Authorization'))).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
    expect(lastCall().init.body).toBe('{"name":"n"}');
    expect(shown().map((t) => t.text)).toEqual([messages.created]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('hands over to sign-in when no token replaced the one sent, or the second try is refused too', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    setTokenProvider(
      () => 'old',
      () => Promise.resolve(null),
    );
    expect((await fail(401)).map((t) => t.text)).toEqual([messages.sessionExpired]);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledOnce();

    fetchMock.mockClear();
    setTokenProvider(
      () => 'old',
      () => Promise.resolve('new'),
    );
    reply(401);
    await fail(401);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('takes the 401 to a token given for the call (the renewal) as final', async () => {
    const successor = vi.fn(() => Promise.resolve('new'));
    const provider = vi.fn(() => 'session');
    setTokenProvider(provider, successor);
    reply(401);
    await expect(api(create, { body: { name: 'n' }, bearer: 'old' })).rejects.toMatchObject({ status: 401 });
    expect(new Headers(lastCall().init.headers).get('Authorization')).toBe('Bearer old');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(provider).not.toHaveBeenCalled();
    expect(successor).not.toHaveBeenCalled();
  });

  it('network failure opens the Error alert', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await api(create, { body: { name: 'n' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 0 });
    expect(getAlerts().map((a) => [a.title, a.text])).toEqual([[messages.errorTitle, messages.unreachable]]);
    expect(getToasts()).toHaveLength(0);
  });

  it('a cancelled request is rethrown silently', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(api(create, { body: { name: 'n' }, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(getAlerts()).toHaveLength(0);
  });
});
