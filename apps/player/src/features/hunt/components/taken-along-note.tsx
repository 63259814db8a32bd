import { useQuery } from '@tanstack/react-query';
import { huntedWithMessage } from '@grimhunt/contracts';
import { journalQueryOptions } from '../../../api/get-journal';
import { useNow } from '../../../hooks/use-now';
import './hunt-party.css';

/**
 * Under the countdown: "Hunted with Mara 40 s ago" when the cooldown comes from a friend's hunt that took the player
 * along (the newest journal entry says who). It observes the journal query itself, so a live party-hunt event (which
 * invalidates the journal) refetches it while the note is on screen; a cached journal is not fetched again on mount.
 */
export function TakenAlongNote({ clock = Date.now }: { clock?: () => number }) {
  const now = useNow(1000, clock);
  // Not refetched on mount: after the player's own hunt the journal is updated in the cache and only marked stale.
  const { data: journal } = useQuery({ ...journalQueryOptions(), refetchOnMount: false });
  const latest = journal?.[0];
  const by = latest?.data.huntedWith;
  if (!latest || !by) return null;
  return (
    <p className="hunt-taken-along" data-testid="taken-along">
      {huntedWithMessage(by.name, (now - latest.timeStamp) / 1000)}
    </p>
  );
}
