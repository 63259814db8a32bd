import { useForm } from 'react-hook-form';
import { validatePassword } from '@grimhunt/contracts';
import { PasswordFormField } from '../../../components/form/password-form-field';
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

/** Change password: current, new and the new one repeated, which must match. */
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

  return (
    <form className="panel profile-card" onSubmit={(event) => void submit(event)} aria-labelledby="profile-password-title" noValidate>
      <h2 id="profile-password-title" className="section-title">
        Change password
      </h2>
      <PasswordFormField
        id="profile-current-password"
        label="Current password"
        autoComplete="current-password"
        error={errors.current?.message}
        registration={register('current', { required: CURRENT_PASSWORD_REQUIRED })}
      />
      <PasswordFormField
        id="profile-new-password"
        label="New password"
        autoComplete="new-password"
        error={errors.next?.message}
        registration={register('next', { validate: rule<PasswordValues>(validatePassword) })}
      />
      <PasswordFormField
        id="profile-repeat-password"
        label="Repeat new password"
        autoComplete="new-password"
        error={repeatError}
        registration={register('repeat', { validate: (value, values) => value === values.next || PASSWORDS_DIFFER })}
      />
      <FormFooter result={result} pending={update.isPending} label="Change password" />
    </form>
  );
}
