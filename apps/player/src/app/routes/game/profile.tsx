import { ProfileScreen } from '../../../features/profile/components/profile-screen';

/** /profile */
export function ProfileRoute() {
  return <ProfileScreen />;
}
