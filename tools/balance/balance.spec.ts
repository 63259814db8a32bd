import { BalanceReport, computeBalance, median } from './metrics';
import { World } from './sim';

/**
 * The balance curve of issue 11, held on the live engine and the committed content pack (few players, so it runs in
 * `npm test`; `npm run balance` runs 30). Thresholds come from the issue, not from the figures of the day.
 */
describe('balance of the content pack', () => {
  let r: BalanceReport;

  beforeAll(() => {
    r = computeBalance(new World(), 4, { seeds: 100 });
  }, 120_000);

  it("the starter setup nets at least 8 gold per hunt, and 6 of a new player's first 10 hunts catch", () => {
    expect(r.starter.netGoldPerHunt).toBeGreaterThanOrEqual(8);
    expect(r.starter.firstTenAtLeastSix).toBe(1);
  });

  it('the first real upgrade comes within 40 to 60 hunts, then one every 1.5 to 2.5 days at 12 hunts a day', () => {
    expect(r.firstUpgrade).toBeGreaterThanOrEqual(40);
    expect(r.firstUpgrade).toBeLessThanOrEqual(60);
    expect(r.upgradeGaps.days).toBeGreaterThanOrEqual(1.5);
    expect(r.upgradeGaps.days).toBeLessThanOrEqual(2.5);
  });

  it('region 1 is finished in 300 to 400 hunts; regions 2 and 3 take weeks each (1 to 8 at 12 hunts a day)', () => {
    const [first, ...later] = r.regions;
    expect(first.hunts).toBeGreaterThanOrEqual(300);
    expect(first.hunts).toBeLessThanOrEqual(400);
    for (const region of later) {
      expect({ region: region.name, weeks: region.casualDays / 7 >= 1 && region.casualDays / 7 <= 8 }).toEqual({
        region: region.name,
        weeks: true,
      });
    }
    // every simulated player finishes every region
    for (const run of r.runs) expect(run.regionDone.every((d) => d !== null)).toBe(true);
  });

  it('every ghost can be caught at 50% or more by a setup a player can obtain', () => {
    expect(r.ghosts.filter((g) => g.bestRate < 0.5)).toEqual([]);
    expect(r.ghosts.length).toBeGreaterThanOrEqual(100);
  });

  it('every ground is reachable without an admin, and players reach them all', () => {
    expect(r.unreachable).toEqual([]);
    for (const g of r.grounds) expect({ ground: g.name, reached: Number.isFinite(g.arrival) }).toEqual({ ground: g.name, reached: true });
  });

  it('no ground loses gold with the gear meant for it', () => {
    for (const g of r.grounds) expect({ ground: g.name, net: g.netGoldPerHunt > 0 }).toEqual({ ground: g.name, net: true });
  });

  it('nothing is sold that does nothing', () => {
    expect(r.useless).toEqual([]);
  });

  it('median is the middle value', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});
