import { Spinner } from '../../../components/spinner';
import { useJournal } from '../../../api/get-journal';
import { entryKey } from '../../../lib/journal-view';
import { JournalEntry } from '../../../components/journal/journal-entry';
import '../journal.css';

/** The journal entries, newest first; `limit` shows only the latest few (home). */
export function JournalList({ limit }: { limit?: number }) {
  const journal = useJournal();
  if (journal.isPending) return <Spinner label="Opening the journal..." />;
  if (journal.isError) {
    return (
      <p className="alert alert--error" role="alert">
        Could not load the journal: {journal.error.message}
      </p>
    );
  }
  const entries = limit ? journal.data.slice(0, limit) : journal.data;
  if (entries.length === 0) {
    return <p className="empty-note">Your journal is empty. Sound the hunt and the first page writes itself.</p>;
  }
  return (
    <ol className="journal-list" aria-label="Journal entries">
      {entries.map((entry, i) => (
        <li key={entryKey(entry, i)}>
          <JournalEntry entry={entry} />
        </li>
      ))}
    </ol>
  );
}
