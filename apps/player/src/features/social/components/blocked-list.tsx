import type { BlockedPlayerDto } from '@grimhunt/contracts';
import { useSetBlocked } from '../api/set-blocked';
import { errorText } from '../social-messages';

interface BlockedListProps {
  blocked: BlockedPlayerDto[];
  notify: (text: string, tone: 'ok' | 'error') => void;
}

/** Players I blocked, each with Unblock (they may then ask again; no friendship comes back by itself). */
export function BlockedList({ blocked, notify }: BlockedListProps) {
  const unblock = useSetBlocked();
  return (
    <section className="panel blocked" aria-labelledby="blocked-title">
      <h2 id="blocked-title" className="friends__heading">
        Blocked
      </h2>
      <ul className="friend-requests__list" aria-label="Blocked players">
        {blocked.map((player) => (
          <li key={player.userId} className="friend-request">
            <span className="friend-request__name">{player.name}</span>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              aria-label={`Unblock ${player.name}`}
              disabled={unblock.isPending}
              onClick={() =>
                unblock.mutate(
                  { userId: player.userId, blocked: false },
                  { onSuccess: (answer) => notify(answer.message, 'ok'), onError: (error) => notify(errorText(error), 'error') },
                )
              }
            >
              Unblock
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
