import { hourOf, pendingAutoHunts } from './auto-hunt';

const H = 3_600_000;
const hour = 500_000;
const at = (h: number, minutes = 0) => h * H + minutes * 60_000;

describe('pendingAutoHunts: one free hunt per clock hour', () => {
  it('the current hour is due once the trap is ready', () => {
    expect(pendingAutoHunts(hour - 1, 0, at(hour, 10), H, 24)).toEqual([{ hour, at: at(hour) }]);
    expect(pendingAutoHunts(hour, 0, at(hour, 10), H, 24)).toEqual([]);
  });
  it('waits for the cooldown within the hour and never runs while the trap is on cooldown', () => {
    expect(pendingAutoHunts(hour - 1, at(hour, 20), at(hour, 10), H, 24)).toEqual([]);
    expect(pendingAutoHunts(hour - 1, at(hour, 20), at(hour, 30), H, 24)).toEqual([{ hour, at: at(hour, 20) }]);
  });
  it('makes up missed hours (at most maxCatchUp), skipping hours spent on cooldown', () => {
    const due = pendingAutoHunts(hour - 5, at(hour - 3, 50), at(hour, 5), H, 24);
    expect(due).toEqual([
      { hour: hour - 3, at: at(hour - 3, 50) },
      { hour: hour - 2, at: at(hour - 2) },
      { hour: hour - 1, at: at(hour - 1) },
      { hour, at: at(hour) },
    ]);
    expect(pendingAutoHunts(0, 0, at(hour, 5), H, 3).map((d) => d.hour)).toEqual([hour - 2, hour - 1, hour]);
    expect(hourOf(at(hour, 59), H)).toBe(hour);
  });
});
