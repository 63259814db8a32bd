import { GameDialog } from '../../../components/game-dialog';
import { Popup } from '../../../components/popup';
import { Spinner } from '../../../components/spinner';
import { useTransactionsTable } from '../hooks/use-transactions-table';
import { TransactionRow } from './transaction-row';
import '../payment.css';

/** The player's payments: name, date, status and the action the status allows. */
export function TransactionsTable({ nowSeconds }: { nowSeconds: number }) {
  const { payments, cancelling, popup, closePopup, confirming, askCancel, keep, confirmCancel } = useTransactionsTable();

  return (
    <section className="panel profile-card profile-card--wide" aria-labelledby="profile-tx-title">
      <h2 id="profile-tx-title" className="section-title">
        Transactions
      </h2>
      {payments.isPending ? (
        <Spinner label="Counting the coins..." />
      ) : payments.isError ? (
        <p className="alert alert--error" role="alert">
          Could not load your transactions: {payments.error.message}
        </p>
      ) : payments.data.length === 0 ? (
        <p className="empty-note">No transactions yet.</p>
      ) : (
        <div className="profile-tx__scroll">
          <table className="profile-tx">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {payments.data.map((payment) => (
                <TransactionRow
                  key={payment.id}
                  payment={payment}
                  nowSeconds={nowSeconds}
                  cancelling={cancelling}
                  onCancel={() => askCancel(payment)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Popup popup={popup} onClose={closePopup} />
      {confirming && (
        <GameDialog
          title="Cancel this subscription?"
          onClose={keep}
          footer={
            <>
              <button type="button" className="btn btn--ghost" onClick={keep}>
                Keep subscription
              </button>
              <button type="button" className="btn btn--primary" onClick={() => confirmCancel(confirming)}>
                Yes, cancel subscription
              </button>
            </>
          }
        >
          <p>{confirming.packageName}: no further monthly payments will be taken. What you already received stays yours.</p>
        </GameDialog>
      )}
    </section>
  );
}
