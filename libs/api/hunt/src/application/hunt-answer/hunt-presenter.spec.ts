import { COFFIN_MESSAGES } from '@grimhunt/contracts';
import { HuntOutcome } from '../../domain/hunt.types';
import { JournalEntry } from '../../domain/journal-entry';
import { TakenAlongRecord } from '../../domain/hunting-party';
import { JournalCatalogue } from '../journal.presenter';
import { coffinView, explainCooldown, HuntAnswerView, huntView, presentHunt } from './hunt-presenter';

const NOW = 1_000_000;
const hunter = (nextHuntAt = NOW + 840_000) => ({
  xp: 42,
  now: NOW,
  state: { nextHuntAt } as never,
  chrono: { charges: 1, max: 2, rechargeAt: null },
});
const catalogue: JournalCatalogue = {
  enemy: (id) => (id === 'wisp' ? ({ id: 'wisp', name: 'Wisp' } as never) : undefined),
  clientEnemy: (enemy) => ({ id: enemy.id, name: enemy.name }) as never,
  itemRef: (id) => ({ id, name: `item ${id}` }) as never,
};
const entry = (id: string, at = NOW): JournalEntry => ({
  id,
  userId: 'u',
  type: 8,
  at,
  enemyId: 'wisp',
  huntResult: 'SuccessRegular',
  strategy: 'HuntingTable',
  seed: 7,
  xp: 10,
  currencies: [],
  loot: [{ itemId: 'moss', amount: 1 }],
  data: { huntResult: 'SuccessRegular' } as never,
});
const caught = {
  huntResult: 'SuccessRegular',
  sounded: true,
  enemyId: 'wisp',
  rounds: 2,
  encounter: { enemyId: 'wisp', strategy: 'HuntingTable' },
  catch: null,
} as unknown as HuntOutcome;

describe('the hunt presenter', () => {
  it('answers a sounded hunt: result, text, entries in the player shape, xp, timers, rounds', () => {
    const answer = presentHunt(
      huntView(hunter(), { huntResult: 'SuccessRegular', enemyName: 'Wisp', outcome: caught }, entry('e1'), [entry('e0')]),
      catalogue,
    );
    expect(Object.keys(answer)).toEqual([
      'huntResult',
      'success',
      'message',
      'journalEntry',
      'extraEntries',
      'xp',
      'cached',
      'nextAllowedHuntTimeStamp',
      'currentTimeStamp',
      'nextChronoCrystalRechargeTimeStamp',
      'chronocrystalCharges',
      'chronocrystalMaxCharges',
      'rounds',
      'catch',
      'party',
      'takenAlong',
    ]);
    expect(answer).toMatchObject({
      huntResult: 'SuccessRegular',
      success: true,
      message: 'You caught Wisp!',
      journalEntry: { id: 'e1', enemy: { id: 'wisp', name: 'Wisp' }, loot: [{ item: { id: 'moss', name: 'item moss' }, amount: 1 }] },
      extraEntries: [{ id: 'e0' }],
      xp: 42,
      cached: false,
      nextAllowedHuntTimeStamp: NOW + 840_000,
      currentTimeStamp: NOW,
      nextChronoCrystalRechargeTimeStamp: NOW,
      chronocrystalCharges: 1,
      chronocrystalMaxCharges: 2,
      party: [],
      takenAlong: null,
    });
    expect(answer.rounds.map((r) => r.round)).toEqual([1, 2]);
  });

  it('answers a refused hunt without entry, rounds or catch', () => {
    const answer = presentHunt(huntView(hunter(), { huntResult: 'NoBait' }, null, []), catalogue);
    expect(answer).toMatchObject({ huntResult: 'NoBait', success: false, journalEntry: null, rounds: [], catch: null });
  });

  it('explains a cooldown a friend’s party hunt started, and only that one', () => {
    const record: TakenAlongRecord = {
      by: { userId: 'v', name: 'Van' },
      huntedAt: NOW - 1000,
      until: NOW + 840_000,
      entry: { id: 'party-entry' } as never,
    };
    const refused = huntView(hunter(), { huntResult: 'OnCooldown' }, null, []);
    const answer = presentHunt(explainCooldown(refused, record), catalogue);
    expect(answer).toMatchObject({
      journalEntry: { id: 'party-entry' },
      takenAlong: { by: { userId: 'v', name: 'Van' }, huntedAt: NOW - 1000 },
    });
    // Another cooldown (the player hunted since), or another result: no explanation.
    expect(explainCooldown(huntView(hunter(NOW + 1), { huntResult: 'OnCooldown' }, null, []), record).takenAlong).toBeNull();
    const bait: HuntAnswerView = huntView(hunter(), { huntResult: 'NoBait' }, null, []);
    expect(explainCooldown(bait, record)).toBe(bait);
  });

  it('answers a coffin hunt with its last auto-hunt, a refusal, or the hour already hunted', () => {
    const name = (id: string | null) => (id === 'wisp' ? 'Wisp' : null);
    const run = {
      last: caught,
      hunts: [
        { outcome: caught, entry: entry('a1'), extra: [entry('r1')] },
        { outcome: caught, entry: entry('a2'), extra: [] },
      ],
    };
    const served = coffinView(hunter(), run, name);
    expect(served.entry?.id).toBe('a2');
    expect(served.extra.map((e) => e.id)).toEqual(['a1', 'r1']);
    const refused = { ...caught, sounded: false, huntResult: 'NoBait' } as HuntOutcome;
    expect(coffinView(hunter(), { last: refused, hunts: [] }, name)).toMatchObject({ huntResult: 'NoBait', entry: null });
    expect(presentHunt(coffinView(hunter(NOW - 1), { last: null, hunts: [] }, name), catalogue).message).toBe(
      COFFIN_MESSAGES.alreadyHunted,
    );
    expect(presentHunt(coffinView(hunter(), { last: null, hunts: [] }, name), catalogue).message).toBe('Your Trap is on cooldown.');
  });
});
