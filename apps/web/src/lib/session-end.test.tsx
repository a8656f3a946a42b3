import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { messages, notificationsApi, reportsApi, workQueueApi } from '@console/contract';
import { fakeToken, jsonResponse } from '@/test/tokens';
import { api, setUnauthorizedHandler } from './api-client';
import { clearSession, provideSessionTokens, refreshSession, replaceToken } from './session';
import { clearToasts, getToasts } from './toast';

/** A screen as the shell shows it: its queries and the shell's, all asked at once. */
function Screen() {
  useQuery({ queryKey: ['count'], queryFn: () => api(workQueueApi.countWorkQueue) });
  useQuery({ queryKey: ['bell'], queryFn: () => api(notificationsApi.listNotifications) });
  useQuery({
    queryKey: ['stats'],
    queryFn: () => api(reportsApi.dashboardStats, { query: { createdBy: 'officer' } }),
  });
  useQuery({ queryKey: ['activity'], queryFn: () => api(reportsApi.activityReport, { query: {} }) });
  return null;
}

const fetchMock = vi.fn<typeof fetch>();
/** The answers held until the test lets them go, so that requests are out at the same time. */
let held: (() => void)[] = [];
const refusedLater = () =>
  new Promise<Response>((resolve) => held.push(() => resolve(new Response(null, { status: 401 }))));
const letGo = () => {
  const answers = held;
  held = [];
  for (const answer of answers) answer();
};
const onUnauthorized = vi.fn(() => clearSession());
const sessionExpiredToasts = () => getToasts().filter((t) => t.messages.includes(messages.sessionExpired));

function showScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  provideSessionTokens();
  setUnauthorizedHandler(onUnauthorized);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(refusedLater);
  clearToasts();
});
afterEach(() => {
  letGo();
  fetchMock.mockReset();
  onUnauthorized.mockClear();
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
  clearSession();
});

describe('a session the server has ended', () => {
  it('after an idle timeout (its token past its expiry): one request, one toast, one trip to sign-in', async () => {
    const now = Math.floor(Date.now() / 1000);
    // Issued 20 minutes ago, expired 5 minutes ago: the user left the page alone.
    await replaceToken(fakeToken({ iat: now - 1200, exp: now - 300 }));
    const client = showScreen();
    // The shell renews an older token as the page loads, beside the screen's queries.
    const renewal = refreshSession().catch(() => undefined);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    letGo();
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    await renewal;
    await waitFor(() => expect(client.isFetching()).toBe(0));
    // Whatever the screen asks afterwards is not sent either.
    await client.refetchQueries();
    await refreshSession().catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(sessionExpiredToasts()).toHaveLength(1);
  });

  it('ended while its token is young: the requests already out say nothing more, and none is sent after', async () => {
    await replaceToken(fakeToken());
    const client = showScreen();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    letGo();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await client.refetchQueries();
    await refreshSession().catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(sessionExpiredToasts()).toHaveLength(1);
  });

  it('with a clock that is off (a live token past its expiry here), the others follow the first', async () => {
    const now = Math.floor(Date.now() / 1000);
    await replaceToken(fakeToken({ iat: now - 1200, exp: now - 300 }));
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, {})));
    const client = showScreen();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('lets the next session send again', async () => {
    await replaceToken(fakeToken({ sid: 'gone' }));
    showScreen();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    letGo();
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    fetchMock.mockResolvedValue(jsonResponse(200, { waiting: 3, assignedToMe: 0 }));
    await replaceToken(fakeToken({ sid: 'signed-in-again' }));
    await expect(api(workQueueApi.countWorkQueue)).resolves.toEqual({ waiting: 3, assignedToMe: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });
});
