import type { ReactNode } from 'react';
import type { ClientUserDto, RoleName } from '@grimhunt/contracts';
import { formatAmount, truncateName } from '../../../lib/format';

const ROLE_LABELS: Record<string, string> = {
  user: 'Hunter',
  betaUser: 'Beta Hunter',
  admin: 'Admin',
  notActivated: 'Not activated',
  banned: 'Banned',
  guest: 'Guest',
};

interface HunterIdentityProps {
  user: ClientUserDto;
  role: RoleName | '';
  patron: string | null;
  /** XP towards the next rank, 0 to 100. */
  progress: number;
  nameBadge?: ReactNode;
}

/** The hunter's name (cut to 14), badge, role, patron tier, rank and XP bar. */
export function HunterIdentity({ user, role, patron, progress, nameBadge }: HunterIdentityProps) {
  return (
    <div className="hunt-header__who">
      <h1 id="home-title" className="home__name" title={user.name}>
        {truncateName(user.name)}
      </h1>
      {nameBadge}
      <p className="home__meta">
        <span className="badge" data-testid="role-name">
          {ROLE_LABELS[role] ?? role}
        </span>
        {patron && (
          <span className="badge badge--patron" title={`Patron: ${patron}`}>
            ✦ {patron}
          </span>
        )}
        <span className="home__rank" data-testid="rank-name">
          {user.currentRank?.name ?? 'Unranked'}
        </span>
      </p>
      <div className="xp" aria-label="Experience">
        <div className="xp__head">
          <span>XP</span>
          <span data-testid="xp-value">
            {formatAmount(user.xp)}
            {user.nextRankXP > 0 && ` / ${formatAmount(user.nextRankXP)}`}
          </span>
        </div>
        <div
          className="xp__bar"
          role="progressbar"
          aria-label="XP to next rank"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <span style={{ width: `${progress}%` }} />
        </div>
      </div>
    </div>
  );
}
