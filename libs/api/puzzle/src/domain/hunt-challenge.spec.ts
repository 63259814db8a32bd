import {
  admitManualHunt,
  answersQuestion,
  answerChallenge,
  challengeDue,
  challengeToShow,
  freshChallengeState,
  generateScene,
  huntChallengeConfig,
  HuntChallengeConfig,
  HuntChallengeState,
  PANEL_COUNT,
  questionText,
  samePicks,
  withNewChallenge,
} from './hunt-challenge';

const config: HuntChallengeConfig = { every: 3, windowMs: 60_000, maxWrong: 2, lockMs: 10_000 };

function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function huntN(state: HuntChallengeState, n: number, now: number): HuntChallengeState {
  let s = state;
  for (let i = 0; i < n; i++) {
    const d = admitManualHunt(s, now, config);
    expect(d.admitted).toBe(true);
    s = d.state;
  }
  return s;
}

describe('huntChallengeConfig', () => {
  it('has documented defaults and reads the environment', () => {
    expect(huntChallengeConfig({})).toEqual({ every: 50, windowMs: 24 * 3600_000, maxWrong: 3, lockMs: 120_000 });
    expect(
      huntChallengeConfig({
        HUNT_CHALLENGE_EVERY: '0',
        HUNT_CHALLENGE_WINDOW_MINUTES: '5',
        HUNT_CHALLENGE_TRIES: '5',
        HUNT_CHALLENGE_DELAY_SECONDS: '0',
      }),
    ).toEqual({ every: 0, windowMs: 300_000, maxWrong: 5, lockMs: 0 });
  });
  it.each([
    ['HUNT_CHALLENGE_EVERY', '-1'],
    ['HUNT_CHALLENGE_TRIES', '0'],
    ['HUNT_CHALLENGE_WINDOW_MINUTES', 'x'],
    ['HUNT_CHALLENGE_DELAY_SECONDS', '1.5'],
  ])('refuses %s=%s', (name, value) => expect(() => huntChallengeConfig({ [name]: value })).toThrow(name));
});

describe('admitManualHunt', () => {
  it('admits `every` hunts in a window, then refuses until a puzzle is solved', () => {
    const s = huntN(freshChallengeState(0), 3, 1000);
    expect(s.hunts).toBe(3);
    expect(admitManualHunt(s, 2000, config).admitted).toBe(false);
    expect(challengeDue(s, 2000, config)).toBe(true);
  });

  it('starts a new window when the old one is over', () => {
    const s = huntN(freshChallengeState(0), 3, 1000);
    const later = admitManualHunt(s, 60_000, config);
    expect(later).toEqual({ admitted: true, state: { ...s, hunts: 1, windowStartedAt: 60_000 } });
  });

  it('keeps refusing while a puzzle is pending, even after the window', () => {
    const s = withNewChallenge(huntN(freshChallengeState(0), 3, 0), 'c1', generateScene(seeded(1)));
    expect(admitManualHunt(s, 10 * 60_000, config).admitted).toBe(false);
  });

  it('is off with every = 0', () => {
    const s = { ...freshChallengeState(0), hunts: 1000 };
    expect(admitManualHunt(s, 1, { ...config, every: 0 })).toEqual({ admitted: true, state: s });
    expect(challengeDue(s, 1, { ...config, every: 0 })).toBe(false);
  });
});

describe('challengeToShow and answerChallenge', () => {
  const scene = generateScene(seeded(7));
  const due = huntN(freshChallengeState(0), 3, 0);

  it('shows nothing when no puzzle is due, issues one when due, then keeps showing the same one', () => {
    expect(challengeToShow(freshChallengeState(0), 0, config)).toEqual({ kind: 'none' });
    expect(challengeToShow(due, 0, config)).toEqual({ kind: 'issue' });
    const pending = withNewChallenge(due, 'c1', scene);
    expect(challengeToShow(pending, 0, config)).toEqual({ kind: 'current', pending: { id: 'c1', scene, wrong: 0 } });
  });

  it('the right answer (any order, duplicates ignored) clears the counter and starts a new window', () => {
    const pending = withNewChallenge(due, 'c1', scene);
    const picks = [...scene.answer].reverse().concat(scene.answer[0]);
    const outcome = answerChallenge(pending, 'c1', picks, 5000, config);
    expect(outcome).toEqual({ kind: 'solved', state: { hunts: 0, windowStartedAt: 5000, pending: null, lockedUntil: null } });
  });

  it('an unknown id changes nothing', () => {
    expect(answerChallenge(withNewChallenge(due, 'c1', scene), 'c2', scene.answer, 0, config)).toEqual({ kind: 'unknown' });
    expect(answerChallenge(due, 'c1', scene.answer, 0, config)).toEqual({ kind: 'unknown' });
  });

  it('limits wrong answers, then waits before a new puzzle', () => {
    let s = withNewChallenge(due, 'c1', scene);
    const wrong = scene.answer.slice(1);
    const first = answerChallenge(s, 'c1', wrong, 100, config);
    expect(first).toMatchObject({ kind: 'wrong', triesLeft: 1 });
    s = (first as { state: HuntChallengeState }).state;
    const second = answerChallenge(s, 'c1', wrong, 200, config);
    expect(second).toMatchObject({ kind: 'exhausted', retryAt: 10_200 });
    s = (second as { state: HuntChallengeState }).state;
    expect(s.pending).toBeNull();
    expect(answerChallenge(s, 'c1', scene.answer, 300, config)).toEqual({ kind: 'unknown' });
    expect(admitManualHunt(s, 300, config).admitted).toBe(false);
    expect(challengeToShow(s, 300, config)).toEqual({ kind: 'locked', retryAt: 10_200 });
    expect(challengeToShow(s, 10_200, config)).toEqual({ kind: 'issue' });
  });
});

describe('generateScene', () => {
  it.each([1, 2, 3, 42, 99, 1234])('seed %d: 9 panels, the answer is exactly the panels whose ghosts answer the question', (seed) => {
    const scene = generateScene(seeded(seed));
    expect(scene.panels).toHaveLength(PANEL_COUNT);
    const kind = scene.question!;
    const matching = scene.panels
      .map((p, i) => [i, p.filter((s) => s.kind === 'ghost').length] as const)
      .filter(([, n]) => answersQuestion(n, kind, scene.target))
      .map(([i]) => i);
    expect(matching).toEqual(scene.answer);
    expect(scene.answer.length).toBeGreaterThanOrEqual(2);
    expect(scene.answer.length).toBeLessThanOrEqual(3);
    for (const panel of scene.panels) {
      // At least two decoys, one of them pale like a ghost; at most one shape per cell of the 3 x 3 grid.
      expect(panel.filter((s) => s.kind !== 'ghost').length).toBeGreaterThanOrEqual(2);
      expect(panel.some((s) => ['skull', 'wisp', 'candle'].includes(s.kind))).toBe(true);
      expect(panel.length).toBeLessThanOrEqual(9);
      for (const s of panel) {
        expect(Math.min(s.x, s.y)).toBeGreaterThanOrEqual(0.14);
        expect(Math.max(s.x, s.y)).toBeLessThanOrEqual(0.86);
      }
    }
  });

  it('varies the question: exactly N, N or more, fewer than N', () => {
    const kinds = new Set(Array.from({ length: 60 }, (_, i) => generateScene(seeded(i + 1)).question));
    expect([...kinds].sort()).toEqual(['atLeast', 'exactly', 'fewerThan']);
    expect(questionText({ target: 3, question: 'exactly' })).toBe('Select every picture that shows exactly 3 ghosts.');
    expect(questionText({ target: 1 })).toBe('Select every picture that shows exactly 1 ghost.');
    expect(questionText({ target: 2, question: 'atLeast' })).toBe('Select every picture that shows 2 or more ghosts.');
    expect(questionText({ target: 3, question: 'fewerThan' })).toBe('Select every picture that shows fewer than 3 ghosts.');
  });

  it('differs between seeds', () => {
    expect(generateScene(seeded(1))).not.toEqual(generateScene(seeded(2)));
  });

  it('samePicks compares sets', () => {
    expect(samePicks([3, 1, 1], [1, 3])).toBe(true);
    expect(samePicks([1], [1, 3])).toBe(false);
    expect(samePicks([1, 3, 4], [1, 3])).toBe(false);
  });
});
