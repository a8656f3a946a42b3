import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { translateText } from '@/lib/i18n';

/**
 * A labelled control with its hint (what it takes, e.g. a password's length) and its error message
 * announced under it; the control points at both with `invalidProps`.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ?? 'grid content-start gap-2'}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {translateText(error)}
        </p>
      )}
    </div>
  );
}

/** aria props tying an input to its error, and to its hint when the field shows one. */
export function invalidProps(
  id: string,
  error: string | undefined,
  hint?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

type InputFieldProps = ComponentProps<typeof Input> & {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
};

/** The common case: a labelled text input tied to its hint and its error. */
export function InputField({ label, hint, error, id, ...props }: InputFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <Field id={inputId} label={label} hint={hint} error={error}>
      <Input id={inputId} {...invalidProps(inputId, error, hint)} {...props} />
    </Field>
  );
}
