import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lookups, messages } from '@console/contract/core';
import { renderInRouter } from '@/test/table-support';
import { jsonResponse } from '@/test/tokens';
import { UploadDocumentForm } from './upload-document-form';

const CUSTOMER = '44444444-4444-4444-8444-444444444444';

/** The lookup answers from the contract; the upload answers 201 and records its form. */
function mockServer() {
  const uploads: FormData[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('Metadata/Lookups/DocumentName'))
      return Promise.resolve(jsonResponse(200, lookups.DocumentName));
    if (url.endsWith('/api/api/Documents') && init?.body instanceof FormData) {
      uploads.push(init.body);
      return Promise.resolve(jsonResponse(201, { id: 'd1' }));
    }
    return Promise.resolve(jsonResponse(404));
  });
  return uploads;
}

const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Upload' });
/** Upload is disabled while the form is invalid, yet reachable: pressing it shows what is missing. */
const blocked = () => submit().getAttribute('aria-disabled') === 'true';
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });

async function chooseType(u: ReturnType<typeof userEvent.setup>, name: string) {
  await u.click(screen.getByRole('combobox', { name: 'Document Type' }));
  await u.click(await screen.findByRole('option', { name }));
}

describe('Upload Document form', () => {
  it('keeps Upload disabled while invalid; pressing it says what is missing and sends nothing', async () => {
    const uploads = mockServer();
    const onDone = vi.fn();
    const u = userEvent.setup();
    renderInRouter(() => <UploadDocumentForm customerId={CUSTOMER} onDone={onDone} />);
    await screen.findByRole('combobox', { name: 'Document Type' });
    expect(blocked()).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();

    await u.click(submit());
    await screen.findByText(messages.documentTypeRequired);
    expect(screen.getByText(messages.selectFile)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Document Type' }));
    expect(uploads).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();

    // Each message goes once its field is filled.
    await chooseType(u, 'Photo');
    await waitFor(() => expect(screen.queryByText(messages.documentTypeRequired)).toBeNull());
    expect(screen.getByText(messages.selectFile)).toBeTruthy();
    await u.upload(screen.getByLabelText('File'), png());
    await waitFor(() => expect(screen.queryByText(messages.selectFile)).toBeNull());
    expect(blocked()).toBe(false);
  });

  it('says the message of a field once it is touched', async () => {
    mockServer();
    const u = userEvent.setup();
    renderInRouter(() => <UploadDocumentForm customerId={CUSTOMER} onDone={vi.fn()} />);
    await screen.findByRole('combobox', { name: 'Document Type' });

    // Opened and closed without a choice.
    await u.click(screen.getByRole('combobox', { name: 'Document Type' }));
    await screen.findByRole('option', { name: 'Passport' });
    await u.keyboard('{Escape}');
    await screen.findByText(messages.documentTypeRequired);
    expect(screen.queryByText(messages.selectFile)).toBeNull();

    fireEvent.blur(screen.getByLabelText('File'));
    await screen.findByText(messages.selectFile);
    expect(blocked()).toBe(true);
  });

  it('hides number and dates for Photo and Signature, and uploads type and file only', async () => {
    const uploads = mockServer();
    const onDone = vi.fn();
    const u = userEvent.setup();
    renderInRouter(() => <UploadDocumentForm customerId={CUSTOMER} onDone={onDone} />);
    await screen.findByRole('combobox', { name: 'Document Type' });
    expect(screen.getByLabelText('Document Number')).toBeTruthy();

    for (const type of ['Signature', 'Photo']) {
      await chooseType(u, type);
      await waitFor(() => expect(screen.queryByLabelText('Document Number')).toBeNull());
      expect(screen.queryByLabelText('Issue Date')).toBeNull();
      expect(screen.queryByLabelText('Expiry Date')).toBeNull();
    }
    expect(blocked()).toBe(true);
    await u.upload(screen.getByLabelText('File'), png());
    await waitFor(() => expect(blocked()).toBe(false));
    await u.click(submit());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = uploads[0]!;
    expect([...sent.keys()].sort()).toEqual(['customerId', 'documentType', 'file']);
    expect(sent.get('customerId')).toBe(CUSTOMER);
    expect(sent.get('documentType')).toBe('Photo');
    expect((sent.get('file') as File).name).toBe('photo.png');
  });

  it('asks for number and dates for other types before Upload is enabled', async () => {
    const uploads = mockServer();
    const onDone = vi.fn();
    const u = userEvent.setup();
    renderInRouter(() => <UploadDocumentForm customerId={CUSTOMER} onDone={onDone} />);
    await screen.findByRole('combobox', { name: 'Document Type' });
    await chooseType(u, 'Passport');
    await u.upload(screen.getByLabelText('File'), png());
    expect(blocked()).toBe(true);
    await u.type(screen.getByLabelText('Document Number'), 'P1234567');
    fireEvent.change(screen.getByLabelText('Issue Date'), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText('Expiry Date'), { target: { value: '2034-01-01' } });
    await waitFor(() => expect(blocked()).toBe(false));
    await u.click(submit());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(Object.fromEntries([...uploads[0]!.entries()].filter(([k]) => k !== 'file'))).toEqual({
      customerId: CUSTOMER,
      documentType: 'Passport',
      documentNo: 'P1234567',
      issueDate: '2024-01-01',
      expireDate: '2034-01-01',
    });
  });
});
