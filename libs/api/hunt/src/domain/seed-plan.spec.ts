import { plannedSeed, SeedPlan } from './seed-plan';

describe('plannedSeed', () => {
  const plan: SeedPlan = { id: 'night', startsAt: 1_000, endsAt: 2_000, seeds: [11, 22, 33], used: 0 };

  it('gives the seeds in order while the window is open', () => {
    expect(plannedSeed(plan, 1_000, 'regular')).toEqual({ id: 'night', index: 0, seed: 11 });
    expect(plannedSeed({ ...plan, used: 1 }, 1_500, 'chrono')).toEqual({ id: 'night', index: 1, seed: 22 });
    expect(plannedSeed({ ...plan, used: 2 }, 1_999, 'regular')).toEqual({ id: 'night', index: 2, seed: 33 });
  });

  it('gives nothing before the start, from the end on, once used up, to auto-hunts, or without a plan', () => {
    expect(plannedSeed(plan, 999, 'regular')).toBeNull();
    expect(plannedSeed(plan, 2_000, 'regular')).toBeNull();
    expect(plannedSeed({ ...plan, used: 3 }, 1_500, 'regular')).toBeNull();
    expect(plannedSeed(plan, 1_500, 'auto')).toBeNull();
    expect(plannedSeed(null, 1_500, 'regular')).toBeNull();
  });
});
