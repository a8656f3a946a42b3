import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderInRouter } from '@/components/data-table/test-support';
import { ConfirmStatusRequestDialog } from './confirm-status-request-dialog';
import { APP_ID, application } from './test-fixtures';

describe('Resubmit and Retry account opening', () => {
  it.each([
    ['resubmit', 'Resubmit', 'Rejected', 'Pending'],
    ['retry', 'Retry', 'Approved', 'Approved'],
  ] as const)('%s asks for %s → PUT status %s', async (kind, button, current, status) => {
    const calls = mockApi({ [`PUT Applications/${APP_ID}/Status`]: { body: application({ status }) } });
    const user = userEvent.setup();
    renderInRouter(() => (
      <ConfirmStatusRequestDialog
        request={{
          kind,
          application: application({ status: current, openingError: kind === 'retry' ? 'Core down' : null }),
        }}
        onOpenChange={vi.fn()}
      />
    ));
    await user.click(await screen.findByRole('button', { name: button }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'PUT', path: `Applications/${APP_ID}/Status`, body: { status, rowVersion: 1 } },
      ]),
    );
  });
});
