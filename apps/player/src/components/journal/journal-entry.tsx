import { JOURNAL_TYPES, type JournalEntryDto } from '@grimhunt/contracts';
import { formatTimestamp, huntToneOf, kindOf, typeLabel } from '../../lib/journal-view';
import { JournalEntryArt } from './journal-entry-art';
import { HuntBody, PlainBody } from './journal-entry-bodies';
import './journal-entry.css';

function titleOf(entry: JournalEntryDto): string {
  switch (kindOf(entry.type)) {
    case 'hunt':
      return entry.enemy?.name ?? entry.data.title ?? 'Hunt';
    case 'travel':
      return `Travelled to ${entry.data.travel_name ?? 'a new hunting ground'}`;
    case 'rankUp':
      return `New rank: ${entry.data.newRank_name ?? 'unknown'}`;
    case 'unknown':
      return 'Unknown entry';
    default:
      return entry.data.title ?? typeLabel(entry.type);
  }
}

/** One journal entry, drawn by its type (3 rank up, 4 mission reward, 5 system, 6 auto-hunt, 7 fetch, 8/9 hunts). */
export function JournalEntry({ entry }: { entry: JournalEntryDto }) {
  const kind = kindOf(entry.type);
  const title = titleOf(entry);
  const isAuto = entry.type === JOURNAL_TYPES.autoHunt || entry.data.autoHunt === true;
  const label = isAuto ? 'Auto-hunt' : typeLabel(entry.type);
  const tone = kind === 'hunt' ? huntToneOf(entry.data.huntResult) : kind;
  return (
    <article className={`journal-entry journal-entry--${kind} journal-entry--${tone}`} aria-label={title} data-type={entry.type}>
      <div className="journal-entry__art">
        <JournalEntryArt entry={entry} />
      </div>
      <div className="journal-entry__body">
        <div className="journal-entry__head">
          <h3 className="journal-entry__title">{title}</h3>
          <span className="journal-entry__type">{label}</span>
          <time className="journal-entry__time" dateTime={new Date(entry.timeStamp).toISOString()}>
            {formatTimestamp(entry.timeStamp)}
          </time>
        </div>
        {kind === 'hunt' ? <HuntBody entry={entry} /> : <PlainBody entry={entry} />}
      </div>
    </article>
  );
}
