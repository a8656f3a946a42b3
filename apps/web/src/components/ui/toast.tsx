import { useState, useSyncExternalStore } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { CircleAlertIcon, CircleCheckIcon, XIcon } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { translateText, useLanguage, useT } from '@/lib/i18n';
import { languageFacts } from '@/lib/language';
import { shellText } from '@/lib/shell-messages';
import { cn } from '@/lib/utils';
import {
  TOAST_DURATION_MS,
  dismissToast,
  getToasts,
  subscribeToasts,
  type ToastItem,
  type ToastPosition,
} from '@/lib/toast';

// The places keep their English names; in right-to-left languages they sit at the left (end).
const viewportClasses = {
  // bottom-end is the spec's default place; newest toast sits nearest the corner.
  'bottom-right': 'bottom-0 flex-col-reverse',
  'top-right': 'top-0 flex-col',
} as const satisfies Record<ToastPosition, string>;

// Each position is its own Radix provider: a provider portals its toasts into one viewport.
const places = [
  { position: 'bottom-right', label: 'toastsLabel', hotkey: ['F8'] },
  { position: 'top-right', label: 'validationLabel', hotkey: ['altKey', 'F8'] },
] as const;

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-md border bg-popover p-4 pe-8 text-popover-foreground shadow-lg animate-slide-in-right rtl:animate-slide-in-left data-[state=closed]:animate-fade-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-slide-out-right rtl:data-[swipe=end]:animate-slide-out-left',
  {
    variants: {
      kind: {
        success: 'border-success/40 [&_[data-slot=toast-icon]]:text-success',
        error: 'border-destructive/40 [&_[data-slot=toast-icon]]:text-destructive',
      },
    },
  },
);

function ToastCard({ item }: { item: ToastItem }) {
  const t = useT(shellText);
  const [paused, setPaused] = useState(false);
  const Icon = item.kind === 'success' ? CircleCheckIcon : CircleAlertIcon;
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-kind={item.kind}
      open={item.open}
      onOpenChange={(open) => !open && dismissToast(item.id)}
      duration={TOAST_DURATION_MS}
      // Errors interrupt screen readers (assertive); successes wait their turn.
      type={item.kind === 'error' ? 'foreground' : 'background'}
      onPause={() => setPaused(true)}
      onResume={() => setPaused(false)}
      className={toastVariants({ kind: item.kind })}
    >
      <Icon data-slot="toast-icon" className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        {item.title && (
          <ToastPrimitive.Title data-slot="toast-title" className="text-sm font-semibold">
            {translateText(item.title)}
          </ToastPrimitive.Title>
        )}
        <ToastPrimitive.Description data-slot="toast-description" className="text-sm break-words">
          {item.asList ? (
            <ul className="list-disc space-y-0.5 ps-4">
              {item.messages.map((text, i) => (
                <li key={i}>{translateText(text)}</li>
              ))}
            </ul>
          ) : (
            translateText(item.messages[0] ?? '')
          )}
        </ToastPrimitive.Description>
      </div>
      <ToastPrimitive.Close
        data-slot="toast-close"
        aria-label={t('close')}
        className="absolute end-2 top-2 rounded-sm p-1 opacity-60 outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <XIcon className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
      <div
        data-slot="toast-progress"
        data-paused={paused || undefined}
        aria-hidden="true"
        className={cn(
          'absolute inset-x-0 bottom-0 h-1 origin-left animate-toast-progress rtl:origin-right',
          item.kind === 'success' ? 'bg-success' : 'bg-destructive',
        )}
        style={{
          animationDuration: `${TOAST_DURATION_MS}ms`,
          animationPlayState: paused ? 'paused' : 'running',
        }}
      />
    </ToastPrimitive.Root>
  );
}

/** Mount once, in the root route. */
export function Toaster() {
  const t = useT(shellText);
  const rtl = languageFacts[useLanguage()].dir === 'rtl';
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return places.map(({ position, label, hotkey }) => (
    <ToastPrimitive.Provider
      key={position}
      duration={TOAST_DURATION_MS}
      swipeDirection={rtl ? 'left' : 'right'}
      label={t('toast')}
    >
      {items
        .filter((t) => t.position === position)
        .map((t) => (
          <ToastCard key={t.id} item={t} />
        ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        data-position={position}
        // Radix puts the keys in place of {hotkey}.
        label={t(label, { hotkey: '{hotkey}' })}
        hotkey={[...hotkey]}
        // The viewport ignores the pointer so only a toast itself pauses the timers.
        className={cn(
          'pointer-events-none fixed end-0 z-[100] m-0 flex max-h-screen w-full list-none gap-2 p-4 outline-none sm:max-w-sm',
          viewportClasses[position],
        )}
      />
    </ToastPrimitive.Provider>
  ));
}
