// Test support for screens built on the shared table, filter dialog and API client (not bundled:
// only tests import it).
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { createQueryClient } from '@/lib/query-client';
import { stringifySearch } from '@/lib/search-params';

/** Renders `ui` as the only screen of a router at `url`, inside a fresh query client. */
export function renderInRouter(ui: () => ReactNode, url = '/list') {
  const queryClient = createQueryClient();
  const rootRoute = createRootRoute({
    component: () => <QueryClientProvider client={queryClient}>{ui()}</QueryClientProvider>,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [url] }),
    stringifySearch,
  });
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, queryClient };
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown };

/**
 * Replaces fetch: `answers` maps `METHOD path` (path after /api/api/, without the query) to an
 * answer; anything else answers 404. Returns the calls made.
 */
export function mockApi(answers: Record<string, Answer | ((body: unknown) => Answer)>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://test',
    );
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const entry = answers[`${method} ${path}`];
    const answer = typeof entry === 'function' ? entry(body) : (entry ?? { status: 404 });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return Promise.resolve(
      new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  return calls;
}
