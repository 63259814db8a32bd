import { HuntAnswerDto } from '@grimhunt/contracts';
import { StoredAnswer } from '../../domain/hunter.entity';
import { JournalCatalogue } from '../journal.presenter';
import { HuntAnswerView, presentHunt } from './hunt-presenter';

/**
 * What the hunter row keeps of a sounded hunt, to answer its repeat within 2 seconds: the presenter's view of the
 * hunt (`v: 2`), without the journal entries' replay records, which no answer shows. The repeat is presented again
 * from it, as the first answer was.
 */
export interface HuntAnswerRecord {
  v: 2;
  view: HuntAnswerView;
}

export function answerRecord(view: HuntAnswerView): HuntAnswerRecord {
  const bare = ({ replay: _replay, ...entry }: HuntAnswerView['extra'][number]) => entry;
  return { v: 2, view: { ...view, entry: view.entry ? bare(view.entry) : null, extra: view.extra.map(bare) } };
}

/**
 * The answer of a repeated request, marked cached. A record written before outcome records existed is the HTTP
 * answer itself: answered as it is (one stored before answers had rounds carries none: empty rather than missing).
 */
export function repeatedAnswer(stored: StoredAnswer, catalogue: JournalCatalogue): HuntAnswerDto {
  if ((stored as { v?: unknown }).v === 2) return { ...presentHunt((stored as unknown as HuntAnswerRecord).view, catalogue), cached: true };
  const answer = stored as unknown as HuntAnswerDto;
  return { ...answer, rounds: answer.rounds ?? [], catch: answer.catch ?? null, cached: true };
}
