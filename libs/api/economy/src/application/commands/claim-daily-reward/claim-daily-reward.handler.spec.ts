import { fixedClock } from '@grimhunt/testing';
import type { Tx, UnitOfWork } from '@grimhunt/api-kernel';
import type { CatalogueFacade } from '@grimhunt/api-catalogue';
import { DAILY_REWARD_ERROR_CODES } from '@grimhunt/contracts';
import type { HoldingMovement, HoldingsFacade } from '../../facades/holdings.facade';
import type { PlayerLock } from '../../player-lock';
import type { ClaimDailyRewardStore } from '../../ports/claim-daily-reward.store.port';
import { ClaimDailyRewardHandler } from './claim-daily-reward.handler';

/** The handler over fakes: a clock the test moves, an in-memory claim table, a holdings facade that records moves. */
function setup(amount = 25) {
  const clock = fixedClock('2026-05-10T23:59:00Z');
  const rows = new Set<string>();
  const moves: HoldingMovement[] = [];
  const store: ClaimDailyRewardStore = {
    record: async (_tx, userId, claim) => (rows.has(`${userId}:${claim.day}`) ? false : (rows.add(`${userId}:${claim.day}`), true)),
    claimedOn: async (userId, day) => rows.has(`${userId}:${day}`),
  };
  const uow = { run: <T>(work: (tx: Tx) => Promise<T>) => work({} as Tx) } as UnitOfWork;
  const players = { lock: async (_tx: Tx, id: string) => ({ id }) } as unknown as PlayerLock;
  const holdings = {
    apply: async (_tx: Tx, _p: unknown, m: HoldingMovement[]) => {
      moves.push(...m);
      return { currencies: new Map(), items: new Map() };
    },
  } as unknown as HoldingsFacade;
  const catalogue = { settingValue: async () => amount } as unknown as CatalogueFacade;
  const handler = new ClaimDailyRewardHandler(uow, clock, store, players, holdings, catalogue);
  return { clock, rows, moves, handler };
}

describe('ClaimDailyRewardHandler', () => {
  it("credits the setting's gold once per UTC day, with a ledger reason and the next reset", async () => {
    const { clock, moves, handler } = setup(25);
    const first = await handler.execute('p1');
    expect(first).toMatchObject({
      success: true,
      gold: 25,
      status: { claimedToday: true, nextResetAt: Date.parse('2026-05-11T00:00:00Z') },
    });
    expect(moves).toEqual([expect.objectContaining({ currency: 'gold', delta: 25, reason: 'daily-reward' })]);

    await expect(handler.execute('p1')).rejects.toMatchObject({ code: DAILY_REWARD_ERROR_CODES.ALREADY_CLAIMED });
    clock.advance(60_000); // 00:00 UTC: a new day
    await expect(handler.execute('p1')).resolves.toMatchObject({ gold: 25 });
    expect(moves).toHaveLength(2);
  });

  it('refuses when the setting is 0 and moves nothing', async () => {
    const { moves, rows, handler } = setup(0);
    await expect(handler.execute('p1')).rejects.toMatchObject({ code: DAILY_REWARD_ERROR_CODES.DISABLED });
    expect(moves).toEqual([]);
    expect(rows.size).toBe(0);
  });
});
