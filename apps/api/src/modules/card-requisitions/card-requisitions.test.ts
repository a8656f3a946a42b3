import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, P } from '@console/contract';
import { DEMO_CORE } from '../../core-banking/sandbox/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore } from '../../test/core-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let cards: string;
let checker: string;
let admin: string;
const org = DEMO_CORE.org.id;
const account = DEMO_CORE.accountWithCards;

interface Row {
  id: string;
  status: string;
  rowVersion: number;
  userId: string;
  accountNumber: string;
  entity: string;
  remarks: { status: string; remarks: string | null; by: string; at: string }[];
}
interface Page {
  items: Row[];
  totalItems: number;
}

beforeAll(async () => {
  ({ t } = await createAppWithCore());
  await seed(t);
  cards = await tokenFor(t, 'cards');
  checker = await tokenFor(t, 'cards.checker');
  admin = await tokenFor(t, 'admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/api/${url}`, headers: bearer(token), payload });
const decide = (row: Pick<Row, 'id' | 'rowVersion'>, status: string, token = checker, extra: object = {}) =>
  call('POST', 'Accounts/Cards/RequisitionStatusChange', token, {
    requestType: 'Card',
    requestId: row.id,
    status,
    rowVersion: row.rowVersion,
    ...extra,
  });
const requestCard = (token = cards) =>
  call('POST', 'Accounts/Cards/Requisitions', token, {
    organizationId: org,
    accountNumber: account,
    productType: 'Visa Gold',
    cardType: 'Debit',
  });
const cardsOfAccount = async () =>
  (await call('GET', `Accounts/Cards/${org}/${account}`, cards)).json<{ id: string; product: string }[]>();

describe('Card requisitions', () => {
  it('says which field is missing, and refuses an unknown account', async () => {
    const empty = await call('POST', 'Accounts/Cards/Requisitions', cards, {
      organizationId: org,
      accountNumber: '',
    });
    expect(empty.json()).toEqual({
      errors: {
        accountNumber: [messages.accountNumberRequired],
        productType: [messages.productTypeRequired],
        cardType: [messages.cardTypeRequired],
      },
    });
    const unknown = await call('POST', 'Accounts/Cards/Requisitions', cards, {
      organizationId: org,
      accountNumber: '9990000000',
      productType: 'Visa Gold',
      cardType: 'Debit',
    });
    expect(unknown.json()).toEqual({ errors: { accountNumber: [messages.accountNotFound] } });
  });

  it('goes Pending → Approved → Completed with four eyes, and the core issues the card', async () => {
    const before = (await cardsOfAccount()).length;
    const created = await requestCard();
    expect(created.statusCode).toBe(201);
    const row = created.json<Row>();
    expect(row).toMatchObject({
      status: 'Pending',
      userId: 'cards',
      accountNumber: account,
      entity: 'Dahab Bank',
    });

    const own = await decide(row, 'Approved', cards);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: messages.ownRequisition });
    const skip = await decide(row, 'Completed');
    expect(skip.json()).toEqual({ message: 'A requisition that is Pending cannot become Completed.' });

    const approved = await decide(row, 'Approved', checker, { remarks: 'Customer verified at branch' });
    expect(approved.statusCode).toBe(200);
    const stale = await decide(row, 'Completed');
    expect(stale.statusCode).toBe(409);
    const next = approved.json<Row>();
    expect((await decide(next, 'Rejected', checker, { remarks: 'x' })).statusCode).toBe(400);
    const completing = await decide(next, 'Completed');
    expect(completing.statusCode).toBe(200);
    // The decision is recorded; a job carries it out at the core, and nothing else is decided meanwhile.
    expect(completing.json()).toMatchObject({ status: 'Approved' });
    const busy = await decide(completing.json<Row>(), 'Completed');
    expect(busy.json()).toEqual({ message: messages.alreadyAtCore });
    expect(await cardsOfAccount()).toHaveLength(before);
    expect(await t.jobs.runDue()).toBe(1);
    expect(await cardsOfAccount()).toHaveLength(before + 1);
    const completed = (await call('GET', `Accounts/Cards/Requisitions?account=${account}&size=50`, cards))
      .json<Page>()
      .items.find((r) => r.id === row.id)!;
    expect(completed).toMatchObject({ status: 'Completed', awaitingCore: false, coreError: null });

    const final = await decide(completed, 'Approved');
    expect(final.json()).toEqual({ message: messages.requisitionCompleted });

    const listed = (await call('GET', `Accounts/Cards/Requisitions?account=${account}`, cards)).json<Page>();
    const found = listed.items.find((r) => r.id === row.id);
    expect(found?.status).toBe('Completed');
    expect(found?.remarks.map((r) => [r.status, r.remarks, r.by])).toEqual([
      ['Pending', null, 'cards'],
      ['Approved', 'Customer verified at branch', 'cards.checker'],
      ['Completed', null, 'cards.checker'],
    ]);
  });

  it('needs a decline reason to reject, and lets a rejected one be reopened', async () => {
    const row = (await requestCard()).json<Row>();
    const bare = await decide(row, 'Rejected');
    expect(bare.json()).toEqual({ errors: { remarks: [messages.declineReasonRequired] } });
    const rejected = await decide(row, 'Rejected', checker, { remarks: 'Duplicate request' });
    expect(rejected.statusCode).toBe(200);
    const same = await decide(rejected.json<Row>(), 'Rejected', checker, { remarks: 'again' });
    expect(same.statusCode).toBe(400);
    expect((await decide(rejected.json<Row>(), 'Pending')).statusCode).toBe(200);
  });

  it('completes a rejected requisition at the core as well', async () => {
    const before = (await cardsOfAccount()).length;
    const row = (await requestCard()).json<Row>();
    const rejected = await decide(row, 'Rejected', checker, { remarks: 'Duplicate request' });
    const completed = await decide(rejected.json<Row>(), 'Completed', checker, {
      remarks: 'Not a duplicate',
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'Rejected', rowVersion: row.rowVersion + 2 });
    await t.jobs.runDue();
    expect(await cardsOfAccount()).toHaveLength(before + 1);
  });

  it('answers 404 for a requisition of the other kind or outside the organizations of the user', async () => {
    const row = (await requestCard()).json<Row>();
    const wrongKind = await call('POST', 'Accounts/Cards/RequisitionStatusChange', checker, {
      requestType: 'Limit',
      requestId: row.id,
      status: 'Approved',
      rowVersion: row.rowVersion,
    });
    expect(wrongKind.statusCode).toBe(404);
    const salaam = await tokenFor(t, 'salaam.supervisor', [
      P.ListCardRequisitions,
      P.ChangeCardRequisitionStatus,
    ]);
    expect((await decide(row, 'Approved', salaam)).statusCode).toBe(404);
    const theirs = (await call('GET', 'Accounts/Cards/Requisitions', salaam)).json<Page>();
    expect(theirs.items.some((r) => r.entity === 'Dahab Bank')).toBe(false);
  });

  it('needs its permissions: viewing does not allow deciding or requesting', async () => {
    const viewer = await tokenFor(t, 'cards', [P.ListCardRequisitions]);
    const row = (await requestCard()).json<Row>();
    expect((await call('GET', 'Accounts/Cards/Requisitions', viewer)).statusCode).toBe(200);
    expect((await decide(row, 'Approved', viewer)).statusCode).toBe(403);
    expect((await requestCard(viewer)).statusCode).toBe(403);
    const officer = await tokenFor(t, 'officer');
    expect((await call('GET', 'Accounts/Cards/Requisitions', officer)).statusCode).toBe(403);
  });

  it('filters by status, account and date range', async () => {
    const pending = (
      await call('GET', 'Accounts/Cards/Requisitions?status=Pending&size=50', cards)
    ).json<Page>();
    expect(pending.items.length).toBeGreaterThan(0);
    expect(pending.items.every((r) => r.status === 'Pending')).toBe(true);
    expect(pending.totalItems).toBe(pending.items.length);
    const day = t.clock.now().toISOString().slice(0, 10);
    const today = (
      await call('GET', `Accounts/Cards/Requisitions?from=${day}&to=${day}`, cards)
    ).json<Page>();
    expect(today.totalItems).toBeGreaterThan(0);
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const none = (await call('GET', `Accounts/Cards/Requisitions?from=${tomorrow}`, cards)).json<Page>();
    expect(none.totalItems).toBe(0);
    const other = (await call('GET', 'Accounts/Cards/Requisitions?account=0020000002', cards)).json<Page>();
    expect(other.totalItems).toBe(0);
    expect((await call('GET', 'Accounts/Cards/Requisitions?from=yesterday', cards)).statusCode).toBe(400);
  });
});

describe('Limit requisitions', () => {
  it('requests a limit change of a card, and Completed applies it in the core', async () => {
    const [card] = await cardsOfAccount();
    const empty = await call('POST', 'Accounts/Cards/Requisitions/Limit', cards, {
      organizationId: org,
      accountNumber: account,
      cardId: card!.id,
      limitType: 'ATM Withdrawal',
      amount: '0.5',
    });
    expect(empty.json()).toEqual({ errors: { amount: [messages.amountPositive] } });
    const created = await call('POST', 'Accounts/Cards/Requisitions/Limit', cards, {
      organizationId: org,
      accountNumber: account,
      cardId: card!.id,
      limitType: 'ATM Withdrawal',
      amount: '750.25',
    });
    expect(created.statusCode).toBe(201);
    const row = created.json<Row & { cardNumber: string; amount: string; currency: string }>();
    expect(row).toMatchObject({ amount: '750.25', currency: 'USD', status: 'Pending' });
    expect(row.cardNumber).toMatch(/^\d{6}\*{6}\d{4}$/);
    const limitDecide = (r: Pick<Row, 'id' | 'rowVersion'>, status: string) =>
      call('POST', 'Accounts/Cards/RequisitionStatusChange', checker, {
        requestType: 'Limit',
        requestId: r.id,
        status,
        rowVersion: r.rowVersion,
      });
    const approved = await limitDecide(row, 'Approved');
    expect(approved.statusCode).toBe(200);
    expect((await limitDecide(approved.json<Row>(), 'Completed')).statusCode).toBe(200);
    await t.jobs.runDue();
    const listed = (
      await call('GET', 'Accounts/Cards/Requisitions/Limit?status=Completed', cards)
    ).json<Page>();
    expect(listed.items.map((r) => r.id)).toContain(row.id);
    const events = (await call('GET', 'Reports/Activity?size=500', admin)).json<{
      items: { type: string; event: string }[];
    }>().items;
    expect(
      events.filter((e) => e.type === 'CardRequisition' && e.event === 'StatusChanged').length,
    ).toBeGreaterThan(3);
  });

  it('refuses a card that is not of the account', async () => {
    const res = await call('POST', 'Accounts/Cards/Requisitions/Limit', cards, {
      organizationId: org,
      accountNumber: '0020000002',
      cardId: (await cardsOfAccount())[0]!.id,
      limitType: 'POS Purchase',
      amount: '100',
    });
    expect(res.json()).toEqual({ errors: { cardId: [messages.cardNotFound] } });
  });
});
