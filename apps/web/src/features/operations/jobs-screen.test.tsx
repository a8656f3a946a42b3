import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
import { P, messages, type operationsApi, type StoredSession } from '@console/contract';
import { RequirePermission } from '@/lib/permissions';
import { clearToasts, getToasts } from '@/lib/toast';
import { signedInAs } from '@/test/session';
import { mockApi, renderInRouter } from '@/test/table-support';
import { JobsScreen } from './jobs-screen';
import { validateJobsSearch } from './jobs-search';

const signedIn = signedInAs();
const as = (permissions: string[]) => {
  signedIn.session = { userName: 'operator', permissions } as StoredSession;
};

afterEach(() => {
  signedIn.session = null;
  clearToasts();
});

const job = (overrides: Partial<operationsApi.Job>): operationsApi.Job => ({
  id: '10',
  kind: 'open-application-account',
  state: 'done',
  record: { type: 'Application', id: '0a0a0a0a-0000-4000-8000-000000000001', name: 'Faadumo Cali' },
  attempts: 1,
  maxAttempts: 9,
  lastError: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  startedAt: '2026-11-20T08:00:01.000Z',
  nextAttemptAt: null,
  completedAt: '2026-11-20T08:00:02.000Z',
  ...overrides,
});
const BUSINESS_ID = '0b0b0b0b-0000-4000-8000-000000000001';
const dead = job({
  id: '11',
  kind: 'open-business-account',
  state: 'dead',
  record: { type: 'Business', id: BUSINESS_ID, name: 'Horn Traders' },
  attempts: 9,
  lastError: 'The core banking system did not answer.',
  completedAt: null,
});
const failed = job({
  id: '12',
  kind: 'fulfil-card-requisition',
  state: 'failed',
  record: {
    type: 'CardRequisition',
    id: '0e0e0e0e-0000-4000-8000-000000000001',
    name: 'Card requisition 0010000001',
  },
  attempts: 2,
  lastError: 'The core banking system did not answer.',
  nextAttemptAt: '2026-11-20T08:05:00.000Z',
  completedAt: null,
});
const upkeep = job({ id: '13', kind: 'purge-expired', record: null, maxAttempts: 2 });
const counts = { queued: 0, running: 0, failed: 1, dead: 1, done: 2 };
const page = (items: operationsApi.Job[]) => ({
  body: { items, page: 0, size: 10, totalItems: items.length, totalPages: 1, counts },
});

function Screen() {
  const search = useRouterState({ select: (s) => validateJobsSearch(s.location.search) });
  return (
    <RequirePermission permission={P.ViewJobs}>
      <JobsScreen search={search} />
    </RequirePermission>
  );
}

const row = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text))!;

describe('/operations/jobs', () => {
  it('lists the jobs with their record, state, attempts, last error and times', async () => {
    as([P.ViewJobs]);
    mockApi({ 'GET Operations/Jobs': page([failed, dead, job({}), upkeep]) });
    renderInRouter(() => <Screen />, '/operations/jobs');
    expect(await screen.findByRole('heading', { name: 'Background jobs' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Background jobs' });
    await within(table).findByText('Horn Traders');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1, 8)).toEqual([
      'Job',
      'Record',
      'State',
      'Attempts',
      'Last error',
      'Queued at',
      'Next attempt',
    ]);
    const cells = [...row(table, 'Horn Traders').querySelectorAll('td')].map((c) => c.textContent);
    expect(cells.slice(1, 6)).toEqual([
      'Open the account of a business',
      'BusinessHorn Traders',
      'Dead',
      '9 / 9',
      'The core banking system did not answer.',
    ]);
    // A business has a profile to go to; an application or a requisition has no page of its own.
    expect(within(table).getByRole('link', { name: 'Horn Traders' }).getAttribute('href')).toBe(
      `/businesses/${BUSINESS_ID}`,
    );
    expect(within(table).queryByRole('link', { name: 'Faadumo Cali' })).toBeNull();
    expect(within(row(table, 'Card requisition 0010000001')).getByText('Failed')).toBeTruthy();
    expect(row(table, 'Card requisition 0010000001').querySelectorAll('td')[7]?.textContent).not.toBe('');
    expect(within(row(table, 'Purge expired')).getByText('Scheduled upkeep')).toBeTruthy();
    // Only a dead job is retried or discarded.
    expect(within(table).getAllByRole('button', { name: /^Retry / })).toHaveLength(1);
    expect(within(table).getAllByRole('button', { name: /^Discard / })).toHaveLength(1);
  });

  it('shows the count of each state in the State filter, and filters by state and kind through the address', async () => {
    as([P.ViewJobs]);
    const calls = mockApi({ 'GET Operations/Jobs': page([dead]) });
    const user = userEvent.setup();
    const { router } = renderInRouter(() => <Screen />, '/operations/jobs?page=1');
    await within(await screen.findByRole('table', { name: 'Background jobs' })).findByText('Horn Traders');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All states (4)',
      'Queued (0)',
      'Running (0)',
      'Failed (1)',
      'Dead (1)',
      'Done (2)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Dead (1)' }));
    await user.click(screen.getByRole('combobox', { name: 'Job' }));
    await user.click(screen.getByRole('option', { name: 'Open the account of a business' }));
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ state: 'dead', kind: 'open-business-account' }),
    );
    await waitFor(() => {
      const last = vi.mocked(globalThis.fetch).mock.calls.at(-1)?.[0] as string;
      const query = new URL(last, 'http://test').searchParams;
      expect([query.get('state'), query.get('kind'), query.get('page')]).toEqual([
        'dead',
        'open-business-account',
        '0',
      ]);
    });
    expect(calls.every((c) => c.path === 'Operations/Jobs')).toBe(true);
  });

  it('retries a dead job after a confirmation, says so and asks for the list again', async () => {
    as([P.ViewJobs, P.RetryJobs, P.DiscardJobs]);
    const calls = mockApi({
      'GET Operations/Jobs': page([dead]),
      [`POST Operations/Jobs/${dead.id}/Retry`]: { body: { ...dead, state: 'queued', attempts: 0 } },
    });
    const user = userEvent.setup();
    renderInRouter(() => <Screen />, '/operations/jobs');
    const table = await screen.findByRole('table', { name: 'Background jobs' });
    await user.click(
      await within(table).findByRole('button', {
        name: 'Retry Open the account of a business: Horn Traders',
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Retry this job?' });
    expect(confirm.textContent).toContain('It last failed with: The core banking system did not answer.');
    const listsBefore = calls.filter((c) => c.method === 'GET').length;
    await user.click(within(confirm).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(getToasts().flatMap((t) => t.messages)).toEqual([messages.jobRetried]));
    expect(calls.some((c) => c.method === 'POST' && c.path === `Operations/Jobs/${dead.id}/Retry`)).toBe(
      true,
    );
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(listsBefore));
  });

  it('discards a dead job after a confirmation; Cancel sends nothing', async () => {
    as([P.ViewJobs, P.DiscardJobs]);
    const calls = mockApi({
      'GET Operations/Jobs': page([dead]),
      [`POST Operations/Jobs/${dead.id}/Discard`]: { status: 204 },
    });
    const user = userEvent.setup();
    renderInRouter(() => <Screen />, '/operations/jobs');
    const table = await screen.findByRole('table', { name: 'Background jobs' });
    const discard = await within(table).findByRole('button', {
      name: 'Discard Open the account of a business: Horn Traders',
    });
    await user.click(discard);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard this job?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(discard);
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard this job?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    // Its own message, not the generic one of a 204.
    await waitFor(() => expect(getToasts().flatMap((t) => t.messages)).toEqual([messages.jobDiscarded]));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `Operations/Jobs/${dead.id}/Discard`,
    ]);
  });

  it('shows the server message when a retry is refused', async () => {
    as([P.ViewJobs, P.RetryJobs]);
    mockApi({
      'GET Operations/Jobs': page([dead]),
      [`POST Operations/Jobs/${dead.id}/Retry`]: { status: 400, body: { message: messages.jobRunning } },
    });
    const user = userEvent.setup();
    renderInRouter(() => <Screen />, '/operations/jobs');
    const table = await screen.findByRole('table', { name: 'Background jobs' });
    await user.click(await within(table).findByRole('button', { name: /^Retry / }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Retry this job?' })).getByRole('button', {
        name: 'Retry',
      }),
    );
    await waitFor(() => expect(getToasts().flatMap((t) => t.messages)).toEqual([messages.jobRunning]));
  });

  it('disables Retry and Discard without their permissions, and refuses the screen without operations.view_jobs', async () => {
    as([P.ViewJobs]);
    const calls = mockApi({ 'GET Operations/Jobs': page([dead]) });
    const first = renderInRouter(() => <Screen />, '/operations/jobs');
    const table = await screen.findByRole('table', { name: 'Background jobs' });
    const buttons = await within(table).findAllByRole<HTMLButtonElement>('button', {
      name: /^(Retry|Discard) /,
    });
    expect(buttons.map((b) => b.disabled)).toEqual([true, true]);
    first.unmount();

    as([P.RetryJobs, P.DiscardJobs]);
    const before = calls.length;
    renderInRouter(() => <Screen />, '/operations/jobs');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.notAllowed);
    expect(calls.length).toBe(before);
  });
});
