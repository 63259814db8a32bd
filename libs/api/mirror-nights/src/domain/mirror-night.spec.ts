import {
  checkHunts,
  decideEnter,
  drawSeeds,
  editProblem,
  MirrorNight,
  phaseOf,
  rankEntrants,
  ReplayedHunt,
  scheduleProblems,
  scoreOf,
} from './mirror-night';

const night: MirrorNight = { id: 'n', name: 'Night', startsAt: 1_000, endsAt: 2_000, hunts: 3, parScore: 50, seeds: [7, 8, 9] };
const hunt = (index: number, seed: number, xp = 10, replayMatches = true): ReplayedHunt => ({
  index,
  journalEntryId: `j${index}`,
  at: 1_100 + index,
  seed,
  xp,
  replayMatches,
});

describe('phaseOf', () => {
  it('is upcoming before the start, running until the end, finished from the end on', () => {
    expect(phaseOf(night, 999)).toBe('upcoming');
    expect(phaseOf(night, 1_000)).toBe('running');
    expect(phaseOf(night, 1_999)).toBe('running');
    expect(phaseOf(night, 2_000)).toBe('finished');
  });
});

describe('drawSeeds', () => {
  it('draws whole 32-bit seeds, as many as asked', () => {
    const values = [0, 0.5, 0.999999999];
    let i = 0;
    expect(drawSeeds(() => values[i++], 3)).toEqual([0, 0x8000_0000, Math.floor(0.999999999 * 0x1_0000_0000)]);
    expect(drawSeeds(() => 0.25, 20)).toHaveLength(20);
  });
});

describe('decideEnter', () => {
  const base = { night, alreadyEntered: false, enteredElsewhere: false };
  it('accepts before the start and while it runs', () => {
    expect(decideEnter({ ...base, now: 500 })).toBeNull();
    expect(decideEnter({ ...base, now: 1_500 })).toBeNull();
  });
  it('refuses after the end, a second entry, and an entrant of another open night', () => {
    expect(decideEnter({ ...base, now: 2_000 })).toBe('ended');
    expect(decideEnter({ ...base, now: 1_500, alreadyEntered: true })).toBe('already-entered');
    expect(decideEnter({ ...base, now: 1_500, enteredElsewhere: true })).toBe('entered-elsewhere');
  });
});

describe('scheduleProblems and editProblem', () => {
  const ok = { name: 'Night', startsAt: 0, endsAt: 3_600_000, hunts: 20, parScore: 100 };
  it('accepts a sound schedule and names each problem', () => {
    expect(scheduleProblems(ok)).toEqual([]);
    expect(scheduleProblems({ ...ok, name: ' ' })).toHaveLength(1);
    expect(scheduleProblems({ ...ok, endsAt: 0 })).toEqual(['ends must be after starts']);
    expect(scheduleProblems({ ...ok, endsAt: 8 * 24 * 3_600_000 })).toHaveLength(1);
    expect(scheduleProblems({ ...ok, hunts: 0 })).toHaveLength(1);
    expect(scheduleProblems({ ...ok, hunts: 51 })).toHaveLength(1);
    expect(scheduleProblems({ ...ok, parScore: -1 })).toHaveLength(1);
  });
  it('lets the end move until the night has ended, the start only before it starts', () => {
    const same = { name: 'x', startsAt: night.startsAt, endsAt: night.endsAt, hunts: 3, parScore: 1 };
    expect(editProblem(night, { ...same, startsAt: 900 }, 500)).toBeNull();
    expect(editProblem(night, { ...same, startsAt: 900 }, 1_500)).toBe('started');
    expect(editProblem(night, { ...same, endsAt: 1_500 }, 1_500)).toBeNull();
    expect(editProblem(night, { ...same, endsAt: 3_000 }, 2_500)).toBe('finished');
    expect(editProblem(night, same, 2_500)).toBeNull();
  });
});

describe('scoreOf and rankEntrants', () => {
  it('sums the engine xp of the planned hunts', () => {
    expect(scoreOf([hunt(0, 7, 12), hunt(1, 8, 0), hunt(2, 9, 30)])).toBe(42);
    expect(scoreOf([])).toBe(0);
  });
  it('ranks by score, equal scores share a rank, then by name', () => {
    const ranked = rankEntrants([
      { name: 'b', score: 10 },
      { name: 'a', score: 10 },
      { name: 'c', score: 30 },
      { name: 'd', score: 0 },
    ]);
    expect(ranked.map((e) => [e.name, e.rank])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 2],
      ['d', 4],
    ]);
  });
});

describe('checkHunts', () => {
  it('matches hunts that took the seeds in order and replay to their outcome', () => {
    const result = checkHunts(night.seeds, [hunt(0, 7), hunt(1, 8)]);
    expect(result.matches).toBe(true);
    expect(result.hunts.map((h) => h.expectedSeed)).toEqual([7, 8]);
  });
  it('detects a changed outcome, a foreign seed, a skipped or repeated place', () => {
    expect(checkHunts(night.seeds, [hunt(0, 7), hunt(1, 8, 10, false)]).matches).toBe(false);
    expect(checkHunts(night.seeds, [hunt(0, 7), hunt(1, 99)]).hunts[1]).toMatchObject({ seedMatches: false, matches: false });
    expect(checkHunts(night.seeds, [hunt(0, 7), hunt(2, 9)]).matches).toBe(false);
    expect(checkHunts(night.seeds, [hunt(0, 7), hunt(0, 7)]).matches).toBe(false);
    expect(checkHunts(night.seeds, [hunt(5, 7)]).hunts[0].expectedSeed).toBeNull();
  });
});
