import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { customersApi } from '@console/contract';
import { mockApi, renderInRouter } from '@/test/table-support';
import { AddApplicationForm } from './add-application-dialog';
import { CUSTOMER_ID, DAHAB_ID, application, organizations } from '@/test/application-fixtures';

const customer = {
  id: CUSTOMER_ID,
  name: 'Amina Hassan Ali',
  mobile: '+252615550001',
  organizationId: DAHAB_ID,
  coreCustomerId: 'C0001001',
} as customersApi.Customer;

describe('Add Application (account request)', () => {
  it('offers the organization’s account types, verifies the phone by OTP and requests the account', async () => {
    const calls = mockApi({
      'GET Organizations': { body: organizations },
      'POST Applications/SendOtp': { body: { sentTo: '*****0001', expiresAt: '2026-11-01T08:05:00.000Z' } },
      'POST Applications/AccountRequest': { status: 201, body: application({ isShadow: true }) },
    });
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderInRouter(() => <AddApplicationForm customer={customer} onDone={onDone} />);
    const submit = await screen.findByRole<HTMLButtonElement>('button', { name: 'Submit' });
    expect(submit.disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('combobox', { name: 'Currency' }).disabled).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Account Type' }));
    await user.click(screen.getByRole('option', { name: 'Current' }));
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['USD', 'SOS', 'EUR']);
    await user.click(screen.getByRole('option', { name: 'EUR' }));

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('button', { name: 'OTP Sent' });
    expect(calls.find((c) => c.path === 'Applications/SendOtp')?.body).toEqual({
      organizationId: DAHAB_ID,
      phone: '+252615550001',
      operation: 'AccountRequest',
      customerId: 'C0001001',
    });
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('OTP is required.');
    await user.type(screen.getByLabelText('OTP'), '654321');
    await user.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.path === 'Applications/AccountRequest')?.body).toEqual({
      organizationId: DAHAB_ID,
      customerId: CUSTOMER_ID,
      accountType: 'CUR',
      currency: 'EUR',
      mobile: '+252615550001',
      oTP: '654321',
    });
  });
});
