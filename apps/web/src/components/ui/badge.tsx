import type * as React from 'react';
import { Slot } from './slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { statusTone, type BadgeTone } from '@console/contract/core';
import { useLanguage } from '@/lib/i18n';
import { statusLabel } from '@/lib/status-messages';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-medium [&>svg]:pointer-events-none [&>svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground dark:bg-destructive/60',
        outline: 'text-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & { asChild?: boolean };

export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : 'span';
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

/**
 * The contract names a tone per status; the palette lives here so both themes stay readable.
 * `satisfies` makes a new tone in the contract a compile error until it gets its colours.
 */
export const toneClasses = {
  slate:
    'border-slate-300 bg-slate-100 text-slate-700 dark:border-slate-500/40 dark:bg-slate-500/15 dark:text-slate-300',
  amber:
    'border-amber-300 bg-amber-100 text-amber-800 dark:border-amber-500/40 dark:bg-amber-500/15 dark:text-amber-300',
  green:
    'border-green-300 bg-green-100 text-green-800 dark:border-green-500/40 dark:bg-green-500/15 dark:text-green-300',
  red: 'border-red-300 bg-red-100 text-red-800 dark:border-red-500/40 dark:bg-red-500/15 dark:text-red-300',
  blue: 'border-blue-300 bg-blue-100 text-blue-800 dark:border-blue-500/40 dark:bg-blue-500/15 dark:text-blue-300',
  orange:
    'border-orange-300 bg-orange-100 text-orange-800 dark:border-orange-500/40 dark:bg-orange-500/15 dark:text-orange-300',
  rose: 'border-rose-300 bg-rose-100 text-rose-800 dark:border-rose-500/40 dark:bg-rose-500/15 dark:text-rose-300',
  gray: 'border-gray-300 bg-gray-100 text-gray-600 dark:border-gray-500/40 dark:bg-gray-500/15 dark:text-gray-400',
} as const satisfies Record<BadgeTone, string>;

export type StatusBadgeProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  status: string | null | undefined;
};

/** A status in its colour (spec 1 §9); an empty or unknown status shows as grey, named Unknown if empty. */
export function StatusBadge({ status, className, ...props }: StatusBadgeProps) {
  useLanguage();
  const tone = statusTone(status);
  return (
    <span
      data-slot="status-badge"
      data-tone={tone}
      className={cn(badgeVariants({ variant: 'outline' }), toneClasses[tone], className)}
      {...props}
    >
      {statusLabel(status || 'Unknown')}
    </span>
  );
}

/** A state in a tone of its own, with its mark and its meaning as a title: the name carries it, not the colour. */
export function ToneBadge({
  tone,
  icon: Icon,
  meaning,
  children,
}: {
  tone: BadgeTone;
  icon: LucideIcon;
  meaning: string;
  children: React.ReactNode;
}) {
  return (
    <span
      data-slot="status-badge"
      data-tone={tone}
      title={meaning}
      className={cn(badgeVariants({ variant: 'outline' }), toneClasses[tone])}
    >
      <Icon aria-hidden="true" />
      {children}
    </span>
  );
}
