import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { useMe } from '../../../api/get-me';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import '../profile.css';
import { ScreenHeader } from '../../../components/screen-header';

/** /profile: change email, change password and the transactions the route passes in. */
export function ProfileScreen({ transactions }: { transactions?: ReactNode }) {
  const me = useMe();
  return (
    <section className="profile" aria-labelledby="profile-title">
      <ScreenHeader titleId="profile-title" eyebrow="Your hunter" title="Profile" tagline={me.data?.name} />
      {me.isPending ? (
        <Spinner label="Reading your papers..." />
      ) : me.isError ? (
        <p className="alert alert--error" role="alert">
          Could not load your profile: {me.error.message}
        </p>
      ) : (
        <div className="profile__grid">
          <ChangeEmailForm userId={me.data.id} currentEmail={me.data.email} />
          <ChangePasswordForm userId={me.data.id} />
          {transactions}
        </div>
      )}
    </section>
  );
}
