import type { CovenDto, CovenRole } from '@grimhunt/contracts';
import { EquippedTitleBadge } from '../../../components/title-badge';
import { useCovenAction } from '../api/coven-action';
import { memberActions, ROLE_LABELS, sortMembers, type MemberAction } from '../coven-view';
import '../covens.css';

const ACTION_LABELS: Record<MemberAction, string> = { promote: 'Promote', demote: 'Demote', kick: 'Remove' };

interface CovenMembersProps {
  coven: CovenDto;
  viewerId: string | undefined;
  role: CovenRole | null;
}

/** The members with their equipped title, role, rank and date joined; the captain and officers get their buttons on each row. */
export function CovenMembers({ coven, viewerId, role }: CovenMembersProps) {
  const action = useCovenAction();
  return (
    <div className="panel coven-members">
      <h2 className="section-title">Members</h2>
      {action.isError && (
        <p className="alert alert--error" role="alert">
          {action.error.message}
        </p>
      )}
      <ul className="coven-members__list" aria-label="Members">
        {sortMembers(coven.members).map((member) => (
          <li key={member.userId} className={`coven-member coven-member--${member.role}`} aria-label={member.name}>
            <span className="coven-member__who">
              <span className="coven-member__name">{member.name}</span>
              <EquippedTitleBadge titleKey={member.titleKey} />
              {member.userId === viewerId && <span className="badge">You</span>}
              <span className={`coven-role coven-role--${member.role}`}>{ROLE_LABELS[member.role]}</span>
            </span>
            <span className="muted coven-member__meta">
              {member.rankName ?? 'No rank yet'} · since {new Date(member.joinedAt).toLocaleDateString('en-GB')}
            </span>
            <span className="coven-member__actions">
              {memberActions(role, member, viewerId).map((kind) => (
                <button
                  key={kind}
                  type="button"
                  className={`btn btn--tiny ${kind === 'kick' ? 'btn--ghost coven-member__kick' : 'btn--ghost'}`}
                  disabled={action.isPending}
                  aria-label={`${ACTION_LABELS[kind]} ${member.name}`}
                  onClick={() => action.mutate({ kind, covenId: coven.id, userId: member.userId })}
                >
                  {ACTION_LABELS[kind]}
                </button>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
