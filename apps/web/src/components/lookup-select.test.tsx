import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setLanguage } from '@/lib/language';
import { LookupSelect } from './lookup-select';

const genders = [
  { id: 'Male', name: 'Male' },
  { id: 'Female', name: 'Female' },
];

describe('LookupSelect', () => {
  it('shows the chosen item of a metadata lookup in the active language', async () => {
    await setLanguage('ar');
    render(
      <LookupSelect id="gender" value="Female" onChange={() => undefined} items={genders} lookup="Gender" />,
    );
    expect(screen.getByRole('combobox').textContent).toBe('أنثى');
  });

  it('shows data as it came, and its own placeholder translated', async () => {
    await setLanguage('so');
    const branches = [{ id: 'b1', name: 'Market Branch' }];
    const { rerender } = render(
      <LookupSelect id="branch" value="b1" onChange={() => undefined} items={branches} lookup={null} />,
    );
    expect(screen.getByRole('combobox').textContent).toBe('Market Branch');
    rerender(<LookupSelect id="branch" value="" onChange={() => undefined} items={branches} lookup={null} />);
    expect(screen.getByRole('combobox').textContent).toBe('Dooro');
  });
});
