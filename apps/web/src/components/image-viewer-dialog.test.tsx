import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { messages } from '@console/contract/core';
import { renderInRouter } from '@/test/table-support';
import { ImageViewerDialog } from './image-viewer-dialog';

const blobFile = (fetch: () => Promise<Blob>) =>
  queryOptions({ queryKey: ['test', 'file', Math.random()], queryFn: fetch });

describe('ImageViewerDialog', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:http://test/1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  const show = (fetch: () => Promise<Blob>) =>
    renderInRouter(() => (
      <ImageViewerDialog open onOpenChange={vi.fn()} title="Passport" file={blobFile(fetch)} />
    ));

  it('says Loading image... while the file comes, then shows an image', async () => {
    let answer: (b: Blob) => void = () => undefined;
    show(() => new Promise<Blob>((resolve) => (answer = resolve)));
    await screen.findByText(messages.loadingImage);
    answer(new Blob(['png'], { type: 'image/png' }));
    expect((await screen.findByRole('img', { name: 'Passport' })).getAttribute('src')).toBe(
      'blob:http://test/1',
    );
  });

  it('shows a PDF in a frame', async () => {
    show(() => Promise.resolve(new Blob(['%PDF'], { type: 'application/pdf' })));
    expect((await screen.findByTitle('Passport')).tagName).toBe('IFRAME');
  });

  it('says No image available. when the file cannot be had', async () => {
    show(() => Promise.reject(new Error('404')));
    await screen.findByText(messages.noImage);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
