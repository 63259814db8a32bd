import { useRef, useState, type FormEvent } from 'react';
import { VALIDATION_MESSAGES, validateEmail, validatePassword, validateUsername } from '@grimhunt/contracts';
import { useFormFields } from '../../../hooks/use-form-fields';
import { useRequest } from '../../../hooks/use-request';
import { ApiError } from '../../../lib/api-client';
import { register, type RegisterInput } from '../api/register';

export type RegisterField = keyof RegisterInput;

export const REGISTER_MESSAGES = {
  failed: 'Registration failed. Please try again later.',
  network: 'Network error. Please check your connection and try again.',
  creating: 'Creating your account...',
} as const;

/** The contract validators (`@grimhunt/contracts`): the browser and the server refuse the same input with the same words. */
const rules: Record<RegisterField, (value: string) => string | null> = {
  username: validateUsername,
  email: validateEmail,
  password: validatePassword,
};
const FIELDS: readonly RegisterField[] = ['username', 'email', 'password'];

/** Text of a failed registration. */
export function registerFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { success?: unknown; message?: unknown } | null;
    const legacy = body && typeof body === 'object' && body.success === false && typeof body.message === 'string';
    if (legacy && body.message) return body.message as string;
    if ((error.status === 400 || error.status === 409 || error.status === 429) && error.hasServerMessage) {
      return error.message;
    }
    return REGISTER_MESSAGES.failed;
  }
  return REGISTER_MESSAGES.network;
}

/**
 * The registration form's state, on plain React state (a signed-out page loads no form library): the values, each
 * field's error (checked on blur, cleared by typing), the form's error (all empty, fix the fields, or the server's
 * refusal), the submit that checks every field with the contract's validators and focuses the first wrong one, and
 * the phase: the form, the account being created, or done.
 */
export function useRegisterForm() {
  const signUp = useRequest(register);
  const [rootError, setRootError] = useState<string | null>(null);
  const { values, errors, setErrors, bind } = useFormFields<RegisterField>(
    { username: '', email: '', password: '' },
    {
      rules,
      onEdit: () => {
        setRootError(null);
        signUp.reset();
      },
    },
  );
  const inputs = useRef<Partial<Record<RegisterField, HTMLInputElement | null>>>({});
  const state = signUp.state;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<RegisterField, string>> = {};
    for (const field of FIELDS) {
      const message = rules[field](values[field]);
      if (message) found[field] = message;
    }
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (!firstInvalid) {
      setErrors({});
      setRootError(null);
      // A second submit in the same tick is dropped while the first is under way.
      void signUp.run(values);
      return;
    }
    if (!values.username.trim() && !values.email.trim() && !values.password) {
      setErrors({});
      setRootError(VALIDATION_MESSAGES.allRequired);
    } else {
      setErrors(found);
      setRootError(VALIDATION_MESSAGES.fixErrors);
      inputs.current[firstInvalid]?.focus();
    }
  };

  const refused = state.status === 'success' && state.data?.success === false;
  const phase: 'form' | 'pending' | 'done' =
    state.status === 'pending' ? 'pending' : state.status === 'success' && !refused ? 'done' : 'form';

  const formError =
    rootError ??
    (state.status === 'success' && refused
      ? state.data?.message || REGISTER_MESSAGES.failed
      : state.status === 'error'
        ? registerFailureText(state.error)
        : null);

  // A field is checked when it loses focus; typing clears its error.
  const fieldProps = (field: RegisterField) => ({
    id: `register-${field}`,
    className: 'input',
    ...bind(field),
    ref: (input: HTMLInputElement | null) => {
      inputs.current[field] = input;
    },
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `register-${field}-error` : undefined,
  });
  return { phase, formError, errors, submit, fieldProps };
}
