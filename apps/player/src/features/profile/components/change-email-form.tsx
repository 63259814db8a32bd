import { useState, type FormEvent } from 'react';
import { validateEmail } from '@grimhunt/contracts';
import { PasswordField } from '../../../components/form/password-field';
import { useUpdateEmail } from '../api/update-account';
import { changedMessage, failedMessage } from '../profile-messages';
import '../profile.css';

/** Change email: the new address and the current password (spec player §2). */
export function ChangeEmailForm({ userId, currentEmail }: { userId: string; currentEmail: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const update = useUpdateEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    if (invalid) return setResult({ ok: false, text: invalid });
    if (!password) return setResult({ ok: false, text: 'Please enter your current password' });
    setResult(null);
    update.mutate(
      { userId, email, password },
      {
        onSuccess: (answer) => {
          setResult(changedMessage(answer));
          setPassword('');
        },
        onError: (error) => setResult({ ok: false, text: failedMessage(error) }),
      },
    );
  };

  return (
    <form className="panel profile-card" onSubmit={submit} aria-labelledby="profile-email-title" noValidate>
      <h2 id="profile-email-title" className="section-title">
        Change email
      </h2>
      <p className="muted">
        Current: <strong>{currentEmail}</strong>
      </p>
      <div className="field">
        <label htmlFor="profile-email">New email</label>
        <input id="profile-email" className="input" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="profile-email-password">Current password</label>
        <PasswordField id="profile-email-password" value={password} onChange={setPassword} autoComplete="current-password" />
      </div>
      {result && (
        <p className={`alert ${result.ok ? 'alert--ok' : 'alert--error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Change email'}
      </button>
    </form>
  );
}
