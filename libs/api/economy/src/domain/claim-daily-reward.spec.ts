import { DAY_MS, decideClaimDailyReward, utcDayOf } from './claim-daily-reward';

const at = (iso: string) => Date.parse(iso);

describe('utcDayOf', () => {
  it('puts the last millisecond of a UTC day and the first of the next into different days', () => {
    const late = utcDayOf(at('2026-03-01T23:59:59.999Z'));
    const early = utcDayOf(at('2026-03-02T00:00:00.000Z'));
    expect(early.day).toBe(late.day + 1);
    expect(late.nextResetAt).toBe(at('2026-03-02T00:00:00.000Z'));
    expect(early.startsAt).toBe(at('2026-03-02T00:00:00.000Z'));
    expect(early.nextResetAt).toBe(at('2026-03-03T00:00:00.000Z'));
  });

  it('is the same day from 00:00 to 23:59 UTC, whatever the local offset of the caller', () => {
    // 23:30 at UTC-5 is 04:30 UTC the next day: the UTC date decides.
    expect(utcDayOf(at('2026-03-01T23:30:00-05:00')).day).toBe(utcDayOf(at('2026-03-02T04:30:00Z')).day);
    expect(utcDayOf(at('2026-03-02T00:00:00Z')).day).toBe(utcDayOf(at('2026-03-02T23:59:59Z')).day);
  });

  it('counts days from the epoch (1970-01-01 is day 0) and spans a leap day as one day', () => {
    expect(utcDayOf(0)).toEqual({ day: 0, startsAt: 0, nextResetAt: DAY_MS });
    const leap = utcDayOf(at('2028-02-29T12:00:00Z'));
    expect(leap.nextResetAt - leap.startsAt).toBe(DAY_MS);
    expect(leap.nextResetAt).toBe(at('2028-03-01T00:00:00Z'));
  });
});

describe('decideClaimDailyReward', () => {
  const now = at('2026-06-15T08:00:00Z');

  it("gives the setting's gold for today when not claimed yet", () => {
    expect(decideClaimDailyReward({ now, amount: 25, claimedToday: false })).toEqual({ kind: 'accepted', gold: 25, day: utcDayOf(now) });
  });

  it('refuses a second claim the same UTC day', () => {
    expect(decideClaimDailyReward({ now, amount: 25, claimedToday: true })).toEqual({ kind: 'refused', reason: 'already-claimed' });
  });

  it('is switched off by an amount of 0 (before looking at the claim)', () => {
    expect(decideClaimDailyReward({ now, amount: 0, claimedToday: false })).toEqual({ kind: 'refused', reason: 'disabled' });
    expect(decideClaimDailyReward({ now, amount: 0, claimedToday: true })).toEqual({ kind: 'refused', reason: 'disabled' });
  });
});
