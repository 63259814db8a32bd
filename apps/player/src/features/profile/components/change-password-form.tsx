import { useForm } from 'react-hook-form';
import { validatePassword } from '@grimhunt/contracts';
import { PasswordField } from '../../../components/form/password-field';
import { rule } from '../../../lib/form';
import { useUpdatePassword } from '../api/update-account';
import { changedMessage, CURRENT_PASSWORD_REQUIRED, failedMessage, PASSWORDS_DIFFER } from '../profile-messages';
import '../profile.css';
import { FormFooter } from '../../../components/form/form-footer';

interface PasswordValues {
  current: string;
  next: string;
  repeat: string;
}

/** Change password: current, new and the new one repeated, which must match (spec player §2, §5). */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const update = useUpdatePassword();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<PasswordValues>({ defaultValues: { current: '', next: '', repeat: '' } });
  const [next, repeat] = watch(['next', 'repeat']);
  // The repeat is compared while typing; the one message shows under the field, never twice.
  const repeatError = errors.repeat?.message ?? (repeat.length > 0 && next !== repeat ? PASSWORDS_DIFFER : null);

  const submit = handleSubmit((values) =>
    update.mutate({ userId, currPw: values.current, newPw: values.next }, { onSuccess: (answer) => changedMessage(answer).ok && reset() }),
  );
  const result = update.isSuccess ? changedMessage(update.data) : update.isError ? { ok: false, text: failedMessage(update.error) } : null;

  const fieldError = (id: string, text: string | null | undefined) =>
    text ? (
      <span id={id} className="field__error" role="alert">
        {text}
      </span>
    ) : null;

  return (
    <form className="panel profile-card" onSubmit={(event) => void submit(event)} aria-labelledby="profile-password-title" noValidate>
      <h2 id="profile-password-title" className="section-title">
        Change password
      </h2>
      <div className="field">
        <label htmlFor="profile-current-password">Current password</label>
        <PasswordField
          id="profile-current-password"
          autoComplete="current-password"
          invalid={!!errors.current}
          describedBy={errors.current ? 'profile-current-error' : undefined}
          {...register('current', { required: CURRENT_PASSWORD_REQUIRED })}
        />
        {fieldError('profile-current-error', errors.current?.message)}
      </div>
      <div className="field">
        <label htmlFor="profile-new-password">New password</label>
        <PasswordField
          id="profile-new-password"
          autoComplete="new-password"
          invalid={!!errors.next}
          describedBy={errors.next ? 'profile-new-error' : undefined}
          {...register('next', { validate: rule<PasswordValues>(validatePassword) })}
        />
        {fieldError('profile-new-error', errors.next?.message)}
      </div>
      <div className="field">
        <label htmlFor="profile-repeat-password">Repeat new password</label>
        <PasswordField
          id="profile-repeat-password"
          autoComplete="new-password"
          invalid={!!repeatError}
          describedBy={repeatError ? 'profile-repeat-error' : undefined}
          {...register('repeat', { validate: (value, values) => value === values.next || PASSWORDS_DIFFER })}
        />
        {fieldError('profile-repeat-error', repeatError)}
      </div>
      <FormFooter result={result} pending={update.isPending} label="Change password" />
    </form>
  );
}
