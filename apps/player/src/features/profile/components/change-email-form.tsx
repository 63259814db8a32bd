import { useForm } from 'react-hook-form';
import { validateEmail } from '@grimhunt/contracts';
import { PasswordFormField } from '../../../components/form/password-form-field';
import { rule } from '../../../lib/form';
import { useUpdateEmail } from '../api/update-account';
import { changedMessage, CURRENT_PASSWORD_REQUIRED, failedMessage } from '../profile-messages';
import '../profile.css';
import { FormFooter } from '../../../components/form/form-footer';

interface EmailValues {
  email: string;
  password: string;
}

/** Change email: the new address and the current password. */
export function ChangeEmailForm({ userId, currentEmail }: { userId: string; currentEmail: string }) {
  const update = useUpdateEmail();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<EmailValues>({ defaultValues: { email: '', password: '' } });

  const submit = handleSubmit((values) => update.mutate({ userId, ...values }, { onSettled: () => resetField('password') }));
  const result = update.isSuccess ? changedMessage(update.data) : update.isError ? { ok: false, text: failedMessage(update.error) } : null;

  return (
    <form className="panel profile-card" onSubmit={(event) => void submit(event)} aria-labelledby="profile-email-title" noValidate>
      <h2 id="profile-email-title" className="section-title">
        Change email
      </h2>
      <p className="muted">
        Current: <strong>{currentEmail}</strong>
      </p>
      <div className="field">
        <label htmlFor="profile-email">New email</label>
        <input
          id="profile-email"
          className="input"
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'profile-email-error' : undefined}
          {...register('email', { validate: rule<EmailValues>(validateEmail) })}
        />
        {errors.email && (
          <span id="profile-email-error" className="field__error" role="alert">
            {errors.email.message}
          </span>
        )}
      </div>
      <PasswordFormField
        id="profile-email-password"
        label="Current password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={register('password', { required: CURRENT_PASSWORD_REQUIRED })}
      />
      <FormFooter result={result} pending={update.isPending} label="Change email" />
    </form>
  );
}
