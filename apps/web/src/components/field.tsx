import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { translateText } from '@/lib/i18n';

/** A labelled control with its error message announced under it. */
export function Field({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ?? 'grid content-start gap-2'}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {translateText(error)}
        </p>
      )}
    </div>
  );
}

/** aria props tying an input to its error. */
export const invalidProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

type InputFieldProps = ComponentProps<typeof Input> & { label: string; error?: string | undefined };

/** The common case: a labelled text input tied to its error. */
export function InputField({ label, error, id, ...props }: InputFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <Field id={inputId} label={label} error={error}>
      <Input id={inputId} {...invalidProps(inputId, error)} {...props} />
    </Field>
  );
}
