import { describe, expect, it } from 'vitest';
import { buttonVariants } from '@/components/ui/button';
import { cn } from './utils';

describe('cn', () => {
  it('joins conditional classes as clsx does', () => {
    expect(cn('a', false, null, undefined, { b: true, c: false }, ['d', ['e']])).toBe('a b d e');
    expect(cn()).toBe('');
  });

  it('lets a later class override an earlier one of the same kind', () => {
    expect(cn('h-9 px-4 py-2 text-sm', 'px-2 text-xs')).toBe('h-9 py-2 px-2 text-xs');
    expect(cn('sm:max-w-lg max-w-[calc(100%-2rem)]', 'sm:max-w-[600px]')).toBe(
      'max-w-[calc(100%-2rem)] sm:max-w-[600px]',
    );
    expect(cn('bg-primary text-primary-foreground', 'bg-[color-mix(in_srgb,red_50%,blue)]')).toBe(
      'text-primary-foreground bg-[color-mix(in_srgb,red_50%,blue)]',
    );
  });

  it('keeps classes of different kinds that share a prefix', () => {
    expect(cn('text-sm text-muted-foreground text-center text-balance')).toBe(
      'text-sm text-muted-foreground text-center text-balance',
    );
    expect(cn('border border-input border-dashed border-b')).toBe(
      'border border-input border-dashed border-b',
    );
    expect(cn('font-mono font-semibold flex flex-1 flex-col flex-wrap')).toBe(
      'font-mono font-semibold flex flex-1 flex-col flex-wrap',
    );
    expect(cn('shadow-xs shadow-black ring-2 ring-ring/50 rounded-md rounded-t-lg')).toBe(
      'shadow-xs shadow-black ring-2 ring-ring/50 rounded-md rounded-t-lg',
    );
  });

  it('lets a class override the narrower classes it covers, not the other way round', () => {
    expect(cn('pl-2 pt-1 px-4', 'p-3')).toBe('p-3');
    expect(cn('p-3', 'pl-2')).toBe('p-3 pl-2');
    expect(cn('h-9 w-full', 'size-4')).toBe('size-4');
    expect(cn('left-2 top-0', 'inset-x-0')).toBe('top-0 inset-x-0');
    expect(cn('border-b border-t-2', 'border-0')).toBe('border-0');
    expect(cn('rounded-tl-md rounded-s-lg', 'rounded-none')).toBe('rounded-none');
    // In Tailwind 4 a line height set beside a font size wins over the size's own: both stay.
    expect(cn('leading-none', 'text-xs')).toBe('leading-none text-xs');
  });

  it('compares classes under the same variants only', () => {
    expect(cn('hover:bg-accent bg-background', 'hover:bg-muted')).toBe('bg-background hover:bg-muted');
    expect(cn('[&_svg]:size-4 data-[state=open]:rotate-90', '[&_svg]:size-3')).toBe(
      'data-[state=open]:rotate-90 [&_svg]:size-3',
    );
    expect(cn('-translate-y-1/2', 'translate-y-0', 'p-2!', 'p-4')).toBe('translate-y-0 p-2! p-4');
  });

  it('keeps what it cannot place', () => {
    expect(cn('group/collapsible peer', 'custom-thing', 'peer')).toBe(
      'group/collapsible peer custom-thing peer',
    );
  });

  it('lets a caller override a variant of a primitive', () => {
    // As Button does: the small size's text-xs replaces the base text-sm, the caller's h-7 its h-8.
    const classes = cn(buttonVariants({ size: 'sm', className: 'h-7 w-full' })).split(' ');
    expect(classes).toEqual(expect.arrayContaining(['h-7', 'w-full', 'px-3', 'text-xs']));
    expect(classes).not.toContain('text-sm');
    expect(classes).not.toContain('h-8');
  });
});
