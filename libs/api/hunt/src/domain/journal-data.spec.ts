import { huntJournalData } from './journal-data';
import { HuntOutcome, PROC_NAMES } from './hunt.types';

const procs = (on: string[]) => Object.fromEntries(PROC_NAMES.map((p) => [p, on.includes(p)])) as HuntOutcome['procs'];
const base: HuntOutcome = {
  huntResult: 'SuccessRegular',
  sounded: true,
  seed: 7,
  kind: 'regular',
  rounds: 1,
  enemyId: 'w',
  encounter: 'table',
  xp: 15,
  currencies: [{ name: 'gold', value: 22 }],
  loot: [],
  procs: procs(['goldenrain', 'doppelgaenger']),
  baitUsed: 1,
  chronoChargesDelta: 0,
  nextAllowedHuntAt: 0,
  effectivePower: 10,
  mysticChanceBp: 0,
  catch: null,
};

describe('huntJournalData', () => {
  it('holds result, title, message, reward JSON, proc flags, strategy and LH_ amounts (doubled by the doppelgaenger)', () => {
    const data = huntJournalData(base, 'Wisp', [{ name: 'ectoplasm', value: 2 }]);
    expect(data).toMatchObject({
      huntResult: 'SuccessRegular',
      title: 'Wisp',
      message: 'You caught Wisp!',
      autoHunt: false,
      huntStrategy: 'HuntingTable',
      goldenrain: true,
      doppelgaenger: true,
      xplosion: false,
      LH_ectoplasm: 4,
    });
    expect(JSON.parse(data.reward!)).toEqual({ xp: 15, currencyEntries: [{ name: 'gold', value: 22 }] });
  });
  it('failures carry the spec texts and no procs or bonuses; auto-hunts are flagged', () => {
    const data = huntJournalData(
      { ...base, huntResult: 'NoGhost', enemyId: null, encounter: null, xp: 0, currencies: [], kind: 'auto' },
      null,
      [{ name: 'x', value: 1 }],
    );
    expect(data).toMatchObject({
      huntResult: 'NoGhost',
      title: 'No Ghost',
      message: 'You could not attract any Ghost.',
      autoHunt: true,
      goldenrain: false,
      huntStrategy: 'None',
    });
    expect(data.LH_x).toBeUndefined();
  });
});
