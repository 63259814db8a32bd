import { useState } from 'react';
import { formatAmount } from '../../../lib/format';
import { LADDER_PAGE_SIZE } from '@grimhunt/contracts';
import { FramedAvatar } from '../../../components/art/avatar-frame';
import { AvatarArt } from '../../../components/item-art';
import { EquippedTitleBadge } from '../../../components/title-badge';
import { Spinner } from '../../../components/spinner';
import { LADDER_AROUND_ME, useLadder } from '../api/get-ladder';
import '../ladder.css';

const MEDALS: Record<number, string> = { 1: 'ladder__rank--gold', 2: 'ladder__rank--silver', 3: 'ladder__rank--bronze' };

/**
 * The ladder: rank, avatar, name, XP; pages of 50, starting on the caller's page. A player's equipped token shop
 * frame is drawn around their avatar and their title shown beside the name.
 */
export function LadderTable() {
  const [from, setFrom] = useState(LADDER_AROUND_ME);
  const ladder = useLadder(from);

  if (ladder.isPending) return <Spinner label="Counting the bodies..." />;
  if (ladder.isError && !ladder.data) {
    return (
      <p className="alert alert--error" role="alert">
        Could not load the ladder: {ladder.error.message}
      </p>
    );
  }
  const page = ladder.data;
  const start = Math.max(0, page.from);
  const hasPrevious = start > 0;
  const hasNext = start + LADDER_PAGE_SIZE < page.total;
  const last = Math.min(page.total, start + page.entries.length);

  const pager = (
    <div className="ladder__pager">
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={!hasPrevious || ladder.isFetching}
        onClick={() => setFrom(Math.max(0, start - LADDER_PAGE_SIZE))}
      >
        Previous
      </button>
      <span className="ladder__range" data-testid="ladder-range">
        {page.entries.length > 0 ? `${start + 1}–${last}` : '0'} of {page.total.toLocaleString('en-US')}
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={!hasNext || ladder.isFetching}
        onClick={() => setFrom(start + LADDER_PAGE_SIZE)}
      >
        Next
      </button>
    </div>
  );

  return (
    <div className={`ladder${ladder.isFetching ? ' ladder--loading' : ''}`}>
      {pager}
      <div className="ladder__scroll">
        <table className="ladder__table">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">
                <span className="sr-only">Avatar</span>
              </th>
              <th scope="col">Name</th>
              <th scope="col" className="ladder__xp">
                XP
              </th>
            </tr>
          </thead>
          <tbody>
            {page.entries.length === 0 && (
              <tr>
                <td colSpan={4} className="muted">
                  No hunters on this page.
                </td>
              </tr>
            )}
            {page.entries.map((entry) => (
              <tr
                key={`${entry.ladderRank}-${entry.name}`}
                className={entry.isMe ? 'ladder__row ladder__row--me' : 'ladder__row'}
                aria-current={entry.isMe ? 'true' : undefined}
              >
                <td>
                  <span className={`ladder__rank ${MEDALS[entry.ladderRank] ?? ''}`}>{entry.ladderRank}</span>
                </td>
                <td className="ladder__avatar">
                  <FramedAvatar frame={entry.frameKey}>
                    <AvatarArt imageId={entry.avatarImageID} name={`${entry.name} avatar`} size={36} />
                  </FramedAvatar>
                </td>
                <td className="ladder__name">
                  {entry.name}
                  <EquippedTitleBadge titleKey={entry.titleKey} />
                  {entry.isMe && <span className="badge ladder__you">You</span>}
                </td>
                <td className="ladder__xp">{formatAmount(entry.xp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pager}
    </div>
  );
}
