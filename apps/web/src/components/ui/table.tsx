import type * as React from 'react';
import { useScrollRegion } from '@/components/use-scroll-region';
import { UserText } from '@/components/user-text';
import { cn } from '@/lib/utils';

/**
 * Plain table parts; the shared DataTable composes them with TanStack Table. A table wider than
 * the screen scrolls inside its container, which takes the width it is given and lends none of
 * the table's (inline-size containment): on a phone the page itself never runs off the edge, to
 * the right, or to the left in Arabic. While it scrolls, the container is a keyboard stop named
 * as the table is.
 */
export function Table({ className, ...props }: React.ComponentProps<'table'>) {
  const region = useScrollRegion<HTMLDivElement>(props['aria-label']);
  return (
    <div
      ref={region.ref}
      data-slot="table-container"
      className="relative w-full overflow-x-auto rounded-sm outline-none [contain:inline-size] focus-visible:ring-[3px] focus-visible:ring-ring/50"
      {...region.props}
    >
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t bg-muted/50 font-medium [&>tr]:last:border-b-0', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        'h-10 whitespace-nowrap px-2 text-start align-middle font-medium text-foreground [&:has([role=checkbox])]:pe-0',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A cell whose content is plain text (a name, a remark, a value as it was typed) isolates it
 * (`<bdi dir="auto">`, components/user-text), so the text keeps its own direction and its full stop
 * at its end in a right-to-left table.
 */
export function TableCell({ className, children, ...props }: React.ComponentProps<'td'>) {
  return (
    <td
      data-slot="table-cell"
      className={cn('whitespace-nowrap p-2 align-middle [&:has([role=checkbox])]:pe-0', className)}
      {...props}
    >
      {typeof children === 'string' ? <UserText>{children}</UserText> : children}
    </td>
  );
}

// A hairline on its start edge marks where the scrolled columns pass under it.
const pinned =
  'sticky end-0 z-10 before:absolute before:inset-y-0 before:start-0 before:border-s before:border-border';

/**
 * A column pinned to the end edge (the right, or the left in Arabic) of a table that scrolls
 * sideways: a row's actions stay in view. Its cells are opaque, in the colour the header, a
 * hovered row or the totals row shows, so the columns scrolling under it do not show through.
 */
export const pinnedEnd = {
  head: `${pinned} bg-[color-mix(in_srgb,var(--color-muted)_40%,var(--color-background))]`,
  cell: `${pinned} bg-background [tr:hover>&]:bg-[color-mix(in_srgb,var(--color-muted)_50%,var(--color-background))]`,
  footer: `${pinned} bg-[color-mix(in_srgb,var(--color-muted)_50%,var(--color-background))]`,
};
