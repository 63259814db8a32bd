import { useState, type InputHTMLAttributes, type Ref } from 'react';
import './password-field.css';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  id: string;
  /** react-hook-form's `register(name)` passes name, onChange, onBlur and ref through here. */
  ref?: Ref<HTMLInputElement>;
  autoComplete: 'current-password' | 'new-password';
  invalid?: boolean;
  describedBy?: string;
};

/** Password input with a show/hide toggle. */
export function PasswordField({ invalid, describedBy, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="input-with-action">
      <input
        name="password"
        {...input}
        className="input"
        type={visible ? 'text' : 'password'}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      <button
        type="button"
        className="input-action"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
