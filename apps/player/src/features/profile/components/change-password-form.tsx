import { useState, type FormEvent } from 'react';
import { validatePassword } from '@grimhunt/contracts';
import { PasswordField } from '../../../components/form/password-field';
import { useUpdatePassword } from '../api/update-account';
import { changedMessage, failedMessage, PASSWORDS_DIFFER } from '../profile-messages';
import '../profile.css';

/** Change password: current, new and the new one repeated, which must match (spec player §2, §5). */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const update = useUpdatePassword();
  const mismatch = repeat.length > 0 && next !== repeat;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current) return setResult({ ok: false, text: 'Please enter your current password' });
    const invalid = validatePassword(next);
    if (invalid) return setResult({ ok: false, text: invalid });
    if (next !== repeat) return setResult({ ok: false, text: PASSWORDS_DIFFER });
    setResult(null);
    update.mutate(
      { userId, currPw: current, newPw: next },
      {
        onSuccess: (answer) => {
          const message = changedMessage(answer);
          setResult(message);
          if (message.ok) {
            setCurrent('');
            setNext('');
            setRepeat('');
          }
        },
        onError: (error) => setResult({ ok: false, text: failedMessage(error) }),
      },
    );
  };

  return (
    <form className="panel profile-card" onSubmit={submit} aria-labelledby="profile-password-title" noValidate>
      <h2 id="profile-password-title" className="section-title">
        Change password
      </h2>
      <div className="field">
        <label htmlFor="profile-current-password">Current password</label>
        <PasswordField id="profile-current-password" value={current} onChange={setCurrent} autoComplete="current-password" />
      </div>
      <div className="field">
        <label htmlFor="profile-new-password">New password</label>
        <PasswordField id="profile-new-password" value={next} onChange={setNext} autoComplete="new-password" />
      </div>
      <div className="field">
        <label htmlFor="profile-repeat-password">Repeat new password</label>
        <PasswordField
          id="profile-repeat-password"
          value={repeat}
          onChange={setRepeat}
          autoComplete="new-password"
          invalid={mismatch}
          describedBy={mismatch ? 'profile-repeat-error' : undefined}
        />
        {mismatch && (
          <span id="profile-repeat-error" className="field__error">
            {PASSWORDS_DIFFER}
          </span>
        )}
      </div>
      {result && (
        <p className={`alert ${result.ok ? 'alert--ok' : 'alert--error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Change password'}
      </button>
    </form>
  );
}
