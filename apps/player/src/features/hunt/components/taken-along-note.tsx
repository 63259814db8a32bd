import { skipToken, useQuery } from '@tanstack/react-query';
import { huntedWithMessage, type JournalEntryDto } from '@grimhunt/contracts';
import { useNow } from '../../../hooks/use-now';
import { JOURNAL_KEY } from '../api/sound-hunt';
import './hunt-party.css';

/**
 * Under the countdown: "Hunted with Mara 40 s ago" when the cooldown comes from a friend's hunt that took the player
 * along (the newest journal entry says who). It reads the journal home already loads and follows its updates; it
 * fetches nothing itself (`skipToken`: the cache entry is observed, never fetched from here).
 */
export function TakenAlongNote({ clock = Date.now }: { clock?: () => number }) {
  const now = useNow(1000, clock);
  const { data: journal } = useQuery<JournalEntryDto[]>({ queryKey: JOURNAL_KEY, queryFn: skipToken });
  const latest = journal?.[0];
  const by = latest?.data.huntedWith;
  if (!latest || !by) return null;
  return (
    <p className="hunt-taken-along" data-testid="taken-along">
      {huntedWithMessage(by.name, (now - latest.timeStamp) / 1000)}
    </p>
  );
}
