import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { COVEN_MAX_MEMBERS, type CovenDto } from '@grimhunt/contracts';
import { useMe } from '../../../api/get-me';
import { CovenEmblem } from '../../../components/art/coven-emblem';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { useCovenAction } from '../api/coven-action';
import { useCoven } from '../api/get-coven';
import { useMyCoven } from '../api/get-my-coven';
import { canManage, viewerRole, visitorAction } from '../coven-view';
import { CovenApplications } from './coven-applications';
import { CovenBoard } from './coven-board';
import { CovenMembers } from './coven-members';
import { LeaveCovenButton } from './leave-coven-button';
import '../covens.css';

const VISITOR_LABELS = { join: 'Join coven', apply: 'Apply to join' } as const;

interface CovenScreenProps {
  covenId: string;
  /** The captain's choice of emblem design (the route composes it with the token shop's purchases); captains only. */
  emblemPicker?: (coven: CovenDto) => ReactNode;
}

/**
 * /covens/{covenId}: the emblem, name and motto, members, and for members the board (and applications for leaders,
 * the emblem choice for the captain).
 */
export function CovenScreen({ covenId, emblemPicker }: CovenScreenProps) {
  const coven = useCoven(covenId);
  const me = useMe();
  const mine = useMyCoven();
  const action = useCovenAction();

  if (coven.isPending) return <Spinner label="Lighting the coven's candles..." />;
  if (coven.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {coven.error.message} <Link to={paths.game.covens.getHref()}>Back to the covens</Link>
      </p>
    );
  }
  const data = coven.data;
  const role = viewerRole(data, me.data?.id);
  const offer = mine.isSuccess ? visitorAction(data, mine.data !== null, COVEN_MAX_MEMBERS) : null;
  const answer = action.isSuccess ? action.data.message : action.isError ? action.error.message : null;

  return (
    <section className="coven-screen" aria-labelledby="coven-title">
      <header className="panel coven-head">
        <CovenEmblem seed={data.emblemImageId} design={data.emblemDesign} name={data.name} size={96} className="coven-head__emblem" />
        <div className="coven-head__text">
          <p className="eyebrow">{data.open ? 'Open coven' : 'Coven by application'}</p>
          <h1 id="coven-title" className="section-title coven-head__title">
            {data.name}
          </h1>
          <p className="muted coven-head__motto">{data.motto || 'No motto yet.'}</p>
          <p className="coven-head__facts">
            Captain <strong>{data.captain.name}</strong> · {data.members.length}/{COVEN_MAX_MEMBERS} members
          </p>
        </div>
        <div className="coven-head__actions">
          {offer && (
            <button
              type="button"
              className="btn btn--primary"
              disabled={action.isPending}
              onClick={() => action.mutate({ kind: offer, covenId })}
            >
              {VISITOR_LABELS[offer]}
            </button>
          )}
          {role && <LeaveCovenButton coven={data} role={role} />}
          {answer && (
            <p className={`alert ${action.isSuccess ? 'alert--ok' : 'alert--error'}`} role={action.isSuccess ? 'status' : 'alert'}>
              {answer}
            </p>
          )}
        </div>
      </header>
      <div className="coven-screen__grid">
        <CovenMembers coven={data} viewerId={me.data?.id} role={role} />
        <div className="coven-screen__side">
          {role === 'captain' && emblemPicker?.(data)}
          {canManage(role) && <CovenApplications covenId={covenId} />}
          {role && <CovenBoard covenId={covenId} />}
        </div>
      </div>
    </section>
  );
}
