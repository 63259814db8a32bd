import { newMirrorNight, validateMirrorNight } from './mirror-night-rules';

describe('mirror night rules', () => {
  it('starts a new night on the next Friday evening, 20 hunts', () => {
    const night = newMirrorNight(new Date(2026, 10, 26, 12, 0)); // a Thursday
    const start = new Date(night.starts);
    expect([start.getDay(), start.getHours(), start.getDate()]).toEqual([5, 20, 27]);
    expect(Date.parse(night.ends) - Date.parse(night.starts)).toBe(3 * 3_600_000);
    expect(night.hunts).toBe(20);
  });
  it('refuses an end before the start or more than a week after it', () => {
    expect(validateMirrorNight({ starts: '2026-01-01T20:00:00Z', ends: '2026-01-01T23:00:00Z' })).toEqual({});
    expect(validateMirrorNight({ starts: '2026-01-01T20:00:00Z', ends: '2026-01-01T19:00:00Z' })).toEqual({
      ends: 'ends must be after starts',
    });
    expect(validateMirrorNight({ starts: '2026-01-01T20:00:00Z', ends: '2026-01-09T20:00:00Z' }).ends).toMatch(/at most/);
  });
});
