import { useState } from 'react';
import { JOURNAL_TYPES } from '@grimhunt/contracts';
import { Spinner } from '../../../components/spinner';
import { JournalEntry } from '../../../components/journal/journal-entry';
import { WhatIfReplay } from '../../../components/what-if/what-if-replay';
import { useGhostTally } from '../../../api/get-ghost-tally';
import { entryKey } from '../../../lib/journal-view';
import { useJournalHistory, type JournalHistoryFilters } from '../api/get-journal-history';
import '../journal.css';
import { NEXT_PAGE } from '../../../lib/next-page';

/** The type filter's choices (journal types the server writes). */
export const HISTORY_TYPE_OPTIONS: { value: string; label: string }[] = [
  { value: '', label: 'Every entry' },
  { value: String(JOURNAL_TYPES.hunt), label: 'Hunts' },
  { value: String(JOURNAL_TYPES.chronoHunt), label: 'Chrono hunts' },
  { value: String(JOURNAL_TYPES.autoHunt), label: 'Auto-hunts' },
  { value: String(JOURNAL_TYPES.travel), label: 'Travels' },
  { value: String(JOURNAL_TYPES.rankUp), label: 'Rank ups' },
  { value: String(JOURNAL_TYPES.missionReward), label: 'Mission rewards' },
];

const MISSED = new Set(['GhostTooPowerful', 'NoSpecialBait']);

/**
 * The whole journal, newest first, a page at a time ("Older entries"), filtered by entry type and by ghost (the
 * ghosts the player has met). A missed hunt offers to replay it with another saved setup.
 */
export function JournalHistory() {
  const [filters, setFilters] = useState<JournalHistoryFilters>({ type: '', enemyId: '' });
  const history = useJournalHistory(filters);
  const ghosts = useGhostTally();
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="journal-history">
      <div className="journal-history__filters">
        <label className="field">
          <span>Show</span>
          <select className="input" value={filters.type} onChange={(event) => setFilters((f) => ({ ...f, type: event.target.value }))}>
            {HISTORY_TYPE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Ghost</span>
          <select
            className="input"
            value={filters.enemyId}
            onChange={(event) => setFilters((f) => ({ ...f, enemyId: event.target.value }))}
          >
            <option value="">Every ghost</option>
            {(ghosts.data?.ghosts ?? []).map((g) => (
              <option key={g.enemy.id} value={g.enemy.id}>
                {g.enemy.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {history.isPending ? (
        <Spinner label="Opening the journal..." />
      ) : history.isError ? (
        <p className="alert alert--error" role="alert">
          Could not load the journal: {history.error.message}
        </p>
      ) : entries.length === 0 ? (
        <p className="empty-note">
          {filters.type || filters.enemyId
            ? 'No entry matches these filters.'
            : 'Your journal is empty. Sound the hunt and the first page writes itself.'}
        </p>
      ) : (
        <>
          <ol className="journal-list" aria-label="Journal entries">
            {entries.map((entry, i) => (
              <li key={entryKey(entry, i)}>
                <JournalEntry entry={entry} />
                {entry.seed !== null && MISSED.has(String(entry.data.huntResult)) && <WhatIfReplay journalEntryId={entry.id} />}
              </li>
            ))}
          </ol>
          {history.hasNextPage && (
            <button
              type="button"
              className="btn btn--ghost btn--block journal-history__more"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage(NEXT_PAGE)}
            >
              {history.isFetchingNextPage ? 'Turning the page...' : 'Older entries'}
            </button>
          )}
        </>
      )}
    </div>
  );
}
