import { JournalEntry } from '../../domain/journal-entry';
import { JournalCatalogue } from '../journal.presenter';
import { answerRecord, repeatedAnswer } from './answer-record';
import { huntView, presentHunt } from './hunt-presenter';

const catalogue: JournalCatalogue = {
  enemy: () => undefined,
  clientEnemy: () => null as never,
  itemRef: (id) => ({ id }) as never,
};
const hunter = { xp: 3, now: 1000, state: { nextHuntAt: 2000 } as never, chrono: { charges: 0, max: 0, rechargeAt: null } };
const entry = {
  id: 'e1',
  userId: 'u',
  type: 8,
  at: 1000,
  enemyId: null,
  huntResult: 'NoGhost',
  strategy: null,
  seed: 1,
  xp: 0,
  currencies: [],
  loot: [],
  data: { huntResult: 'NoGhost' } as never,
  replay: { v: 1, seed: 1 } as never,
} as JournalEntry;

describe('the stored answer record', () => {
  it('keeps the view without replay records, and presents the repeat as the first answer, cached', () => {
    const view = huntView(hunter, { huntResult: 'NoGhost' }, entry, [entry]);
    const record = JSON.parse(JSON.stringify(answerRecord(view)));
    expect(record.v).toBe(2);
    expect(record.view.entry).not.toHaveProperty('replay');
    expect(record.view.extra[0]).not.toHaveProperty('replay');
    expect(JSON.stringify(repeatedAnswer(record, catalogue))).toBe(JSON.stringify({ ...presentHunt(view, catalogue), cached: true }));
  });

  it('answers a row written before outcome records (the HTTP answer itself) as it is, marked cached', () => {
    const old = { huntResult: 'NoGhost', xp: 3, cached: false, journalEntry: null };
    expect(repeatedAnswer(old, catalogue)).toEqual({ ...old, cached: true, rounds: [], catch: null });
  });
});
