import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@console/contract/core';
import { mockApi, renderInRouter } from '@/test/table-support';
import { CardRequestDialog } from './card-request-dialog';

const organizationId = '11111111-1111-4111-8111-111111111111';
const account = {
  account: '0010000001',
  accountType: 'SAV',
  currency: 'USD',
  branch: '001',
  accStatus: 'Active',
  mobileBanking: true,
  name: 'Amina Hassan Ali',
  phone: '+252615550001',
};
const card = (id: string, cardNumber: string) => ({
  id,
  cardNumber,
  cardHolder: 'Amina Hassan Ali',
  product: 'Visa Classic',
  ccy: 'USD',
  creationDate: '2024-01-10',
});
const cards = [card('tok-1', '412345******1111'), card('tok-2', '412345******2222')];

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Request a limit change, asked from `card`. */
const renderLimitRequest = (from: (typeof cards)[number] | undefined, onClose: () => void) =>
  renderInRouter(() => (
    <CardRequestDialog
      kind="limit"
      organizationId={organizationId}
      account={account}
      card={from}
      cards={cards}
      open
      onClose={onClose}
    />
  ));

describe('card requests from an account', () => {
  it('Request a card: both choices are required, then the requisition is sent with the account', async () => {
    const calls = mockApi({ 'POST Accounts/Cards/Requisitions': { status: 201, body: {} } });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderInRouter(() => (
      <CardRequestDialog
        kind="card"
        organizationId={organizationId}
        account={account}
        open
        onClose={onClose}
      />
    ));
    const dialog = await screen.findByRole('dialog', { name: 'Request a card' });
    expect(within(dialog).getByText('A new physical card for account 0010000001.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Amount')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Request Card' }));
    await waitFor(() => expect(alerts()).toEqual([messages.productTypeRequired, messages.cardTypeRequired]));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await choose(user, 'Product Type', 'Visa Gold');
    await choose(user, 'Card Type', 'Debit');
    await user.click(within(dialog).getByRole('button', { name: 'Request Card' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: 'Accounts/Cards/Requisitions',
        body: { organizationId, accountNumber: '0010000001', productType: 'Visa Gold', cardType: 'Debit' },
      },
    ]);
  });

  it('Request a limit change: starts from the card it was asked from, asks a positive amount, and goes to Limit', async () => {
    const calls = mockApi({ 'POST Accounts/Cards/Requisitions/Limit': { status: 201, body: {} } });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderLimitRequest(cards[1], onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Request a limit change' });
    expect(within(dialog).getByText('A card limit change on account 0010000001.')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Card' }).textContent).toBe(
      '412345******2222 · Visa Classic',
    );

    const submit = within(dialog).getByRole('button', { name: 'Request Limit Change' });
    await user.click(submit);
    await waitFor(() => expect(alerts()).toEqual([messages.limitTypeRequired, messages.amountRequired]));
    await choose(user, 'Limit Type', 'POS Purchase');
    await user.type(within(dialog).getByLabelText('Amount'), '0.50');
    await user.click(submit);
    await waitFor(() => expect(alerts()).toEqual([messages.amountPositive]));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '1500.75');
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: 'Accounts/Cards/Requisitions/Limit',
        body: {
          organizationId,
          accountNumber: '0010000001',
          cardId: 'tok-2',
          limitType: 'POS Purchase',
          amount: '1500.75',
        },
      },
    ]);
  });

  it('puts the server’s message for a field under that field', async () => {
    mockApi({
      'POST Accounts/Cards/Requisitions/Limit': {
        status: 400,
        body: { errors: { cardId: [messages.cardNotFound] } },
      },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderLimitRequest(cards[0], onClose);
    await screen.findByRole('dialog', { name: 'Request a limit change' });
    await choose(user, 'Limit Type', 'E-commerce');
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Request Limit Change' }));
    await waitFor(() => expect(alerts()).toContain(messages.cardNotFound));
    expect(onClose).not.toHaveBeenCalled();
  });
});
