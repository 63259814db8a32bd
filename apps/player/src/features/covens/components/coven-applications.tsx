import { useApplications } from '../api/get-applications';
import { useCovenAction } from '../api/coven-action';
import '../covens.css';

/** Pending applications with accept and decline (shown to the captain and officers only). */
export function CovenApplications({ covenId }: { covenId: string }) {
  const applications = useApplications(covenId, true);
  const action = useCovenAction();
  const list = applications.data ?? [];
  return (
    <div className="panel coven-applications">
      <h2 className="section-title">Applications</h2>
      {applications.isError && (
        <p className="alert alert--error" role="alert">
          Could not load the applications: {applications.error.message}
        </p>
      )}
      {action.isError && (
        <p className="alert alert--error" role="alert">
          {action.error.message}
        </p>
      )}
      {applications.isSuccess && list.length === 0 && <p className="muted">Nobody is waiting at the door.</p>}
      <ul className="coven-applications__list" aria-label="Applications">
        {list.map((application) => (
          <li key={application.userId} className="coven-application" aria-label={application.name}>
            <span className="coven-member__who">
              <span className="coven-member__name">{application.name}</span>
            </span>
            <span className="muted coven-member__meta">{application.rankName ?? 'No rank yet'}</span>
            <span className="coven-member__actions">
              {(['accept', 'decline'] as const).map((kind) => (
                <button
                  key={kind}
                  type="button"
                  className={`btn btn--tiny ${kind === 'accept' ? 'btn--primary' : 'btn--ghost'}`}
                  disabled={action.isPending}
                  aria-label={`${kind === 'accept' ? 'Accept' : 'Decline'} ${application.name}`}
                  onClick={() => action.mutate({ kind, covenId, userId: application.userId })}
                >
                  {kind === 'accept' ? 'Accept' : 'Decline'}
                </button>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
