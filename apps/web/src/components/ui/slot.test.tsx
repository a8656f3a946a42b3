import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { Label } from './label';
import { Slot } from './slot';

describe('Slot', () => {
  it('renders the child with the classes joined, the child winning other props, both handlers called', () => {
    const slotClick = vi.fn();
    const childClick = vi.fn();
    const calls: string[] = [];
    slotClick.mockImplementation(() => calls.push('slot'));
    childClick.mockImplementation(() => calls.push('child'));
    render(
      <Slot
        className="a"
        title="slot"
        data-slot="button"
        onClick={slotClick}
        style={{ color: 'red', margin: 1 }}
      >
        <a href="/x" className="b" title="child" onClick={childClick} style={{ color: 'blue' }}>
          Go
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link.className).toBe('a b');
    expect(link.title).toBe('child');
    expect(link.dataset.slot).toBe('button');
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('1px');
    fireEvent.click(link);
    expect(calls).toEqual(['child', 'slot']);
  });

  it('gives the element to both refs', () => {
    const outer = createRef<HTMLAnchorElement>();
    const inner = createRef<HTMLAnchorElement>();
    render(
      <Slot ref={outer}>
        <a href="/x" ref={inner}>
          Go
        </a>
      </Slot>,
    );
    expect(outer.current).toBe(screen.getByRole('link'));
    expect(inner.current).toBe(screen.getByRole('link'));
  });

  it('styles a link as a button with asChild', () => {
    render(
      <Button variant="outline" size="sm" asChild>
        <a href="/customers" className="w-full">
          Customers
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Customers' });
    expect(link.dataset.slot).toBe('button');
    expect(link.className.split(' ')).toEqual(expect.arrayContaining(['border', 'h-8', 'w-full']));
    expect(link.getAttribute('type')).toBeNull();
  });
});

describe('Label', () => {
  it('keeps a double click on its text from selecting it, not one on a control inside', () => {
    render(
      <Label>
        Name <input aria-label="inside" />
      </Label>,
    );
    const label = screen.getByText(/Name/);
    expect(fireEvent.mouseDown(label, { detail: 2 })).toBe(false);
    expect(fireEvent.mouseDown(label, { detail: 1 })).toBe(true);
    expect(fireEvent.mouseDown(screen.getByLabelText('inside'), { detail: 2 })).toBe(true);
  });
});
