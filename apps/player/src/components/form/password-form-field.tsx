import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './password-field';

interface PasswordFormFieldProps {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** The field's message, shown under it and announced; none while the field is valid. */
  error?: string | null;
  registration: UseFormRegisterReturn;
}

/** A labelled password field of a react-hook-form form, with its error (`<id>-error`) wired for screen readers. */
export function PasswordFormField({ id, label, autoComplete, error, registration }: PasswordFormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <PasswordField id={id} autoComplete={autoComplete} invalid={!!error} describedBy={error ? errorId : undefined} {...registration} />
      {error && (
        <span id={errorId} className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
