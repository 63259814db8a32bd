import { TransactionsTable } from '../../../features/payment/components/transactions-table';
import { ProfileScreen } from '../../../features/profile/components/profile-screen';

/** /profile: the account forms and the payment feature's transactions table. */
export function ProfileRoute() {
  return <ProfileScreen transactions={<TransactionsTable nowSeconds={Math.floor(Date.now() / 1000)} />} />;
}
