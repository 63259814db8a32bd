import { waitFor } from '@testing-library/react';
import { CHRONO_CHARGES_STAT, type ClientUserDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../testing/fake-fetch';
import { serveGame, testMe } from '../../../testing/game-server';
import { renderHookWithProviders } from '../../../testing/render-hook';
import { useHuntHeader } from './use-hunt-header';

const READ_AT = 1_000_000;
const crystal = {
  itemId: 'crystal',
  amount: 1,
  equipped: true,
  item: {
    id: 'crystal',
    name: 'Chrono Crystal',
    itemType: 'chronocrystal',
    stats: { statEntries: [{ shortName: CHRONO_CHARGES_STAT, valueFrom: 3 }] },
  },
};
const plasma = {
  itemId: 'plasma',
  amount: 40,
  equipped: false,
  item: { id: 'plasma', name: 'Plasma', itemType: 'plasma', stats: { statEntries: [] } },
};

function user(overrides: Record<string, unknown> = {}) {
  return {
    ...testMe,
    xp: 1250,
    nextRankXP: 5000,
    patreonType: 2,
    currentTimeStamp: 50_000,
    nextAllowedHuntTimeStamp: 50_000 + 90_000,
    nextChronoCrystalRechargeTimeStamp: 50_000 + 30_000,
    chronocrystalCharges: 1,
    currentHuntingGround: { id: 'g-gallows', name: 'Gallows Hill', regionId: 'r' },
    inventory: [crystal, plasma],
    ...overrides,
  } as unknown as ClientUserDto;
}

describe('useHuntHeader', () => {
  it("runs the timers from getme's timestamps until getstatus answers, with the gear, ground, XP and patron", () => {
    serveGame();
    const clock = () => READ_AT + 30_000;
    const { result } = renderHookWithProviders(() => useHuntHeader(user(), READ_AT, clock));
    expect(result.current.waiting).toBe(true);
    expect(result.current.timers.huntLeft).toBe(60_000);
    expect(result.current.timers.charges).toBe(1);
    expect(result.current.maxCharges).toBe(3);
    expect(result.current.loadout.crystal?.item.name).toBe('Chrono Crystal');
    expect(result.current.loadout.plasma).toBe(40);
    expect(result.current.ground?.name).toBe('Gallows Hill');
    expect(result.current.progress).toBe(25);
    expect(result.current.patron).toBe('Neonate');
    expect(result.current.currencies.map((c) => c.shortName)).toEqual(['gold', 'ectoplasm']);
  });

  it("takes the server's status (and its chrono maximum) once it answers; no patron, no timers without timestamps", async () => {
    serveGame((_call, url) => {
      if (url.pathname === '/api/clientUser/getstatus') {
        return jsonResponse(200, {
          nextAllowedHuntTimeStamp: 10_000,
          currentTimeStamp: 10_000,
          nextChronoCrystalRechargeTimeStamp: 10_000,
          chronocrystalCharges: 4,
          chronocrystalMaxCharges: 5,
        });
      }
    });
    const bare = user({ patreonType: 0, nextAllowedHuntTimeStamp: undefined, currentTimeStamp: undefined });
    const { result } = renderHookWithProviders(() => useHuntHeader(bare, READ_AT, () => READ_AT));
    expect(result.current.timers.status).toBeUndefined();
    expect(result.current.patron).toBeNull();
    await waitFor(() => expect(result.current.timers.charges).toBe(4));
    expect(result.current.maxCharges).toBe(5);
    expect(result.current.waiting).toBe(false);
  });
});
