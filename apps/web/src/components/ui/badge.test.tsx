import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statusTones, type ToneStatus } from '@console/contract/core';
import { StatusBadge, type toneClasses } from './badge';

describe('StatusBadge', () => {
  it.each(Object.entries(statusTones) as [ToneStatus, keyof typeof toneClasses][])(
    'renders %s in %s',
    (status, tone) => {
      render(<StatusBadge status={status} />);
      const badge = screen.getByText(status);
      expect(badge.dataset.tone).toBe(tone);
      expect(badge.className).toContain(`bg-${tone}-100`);
    },
  );

  it('shows an unknown status by name in grey', () => {
    render(<StatusBadge status="Archived" />);
    expect(screen.getByText('Archived').dataset.tone).toBe('gray');
  });

  it('shows a missing status as Unknown in grey', () => {
    render(<StatusBadge status={null} />);
    expect(screen.getByText('Unknown').dataset.tone).toBe('gray');
  });
});
