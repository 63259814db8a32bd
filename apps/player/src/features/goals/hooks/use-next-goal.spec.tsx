import { waitFor } from '@testing-library/react';
import { jsonResponse } from '../../../testing/fake-fetch';
import { clientItem, page, serveGame, shopItem, testMe } from '../../../testing/game-server';
import { renderHookWithProviders } from '../../../testing/render-hook';
import { useNextGoal } from './use-next-goal';

const REGION = 'region-hollowmere-000000000001';
const power = (value: number) => ({
  statEntries: [
    {
      name: 'Power',
      shortName: 'power',
      valueFrom: value,
      valueTo: value,
      procPercent: 0,
      statType: 0,
      statImageId: null,
      statFlavorText: '',
      statUnitSymbol: '',
    },
  ],
});
const gold = (value: number) => ({ currencyEntries: [{ name: 'gold', value }] });
const cage = { itemId: 'cage', amount: 1, equipped: true, item: clientItem({ id: 'cage', itemType: 'mechanism', stats: power(10) }) };
const ground = (id: string, sequence: number, extra: Record<string, unknown> = {}) => ({
  id,
  regionId: REGION,
  name: id,
  sequence,
  xpReqired: 0,
  travelCost: 0,
  isVisited: false,
  isCurrent: false,
  key: null,
  specialBaitItem: [],
  ...extra,
});
const mission = {
  state: 'active',
  huntingGround: { name: 'Gallows Hill' },
  objectives: [{ enemy: { name: 'Shade' }, caught: 1, goal: 3 }],
};

function serve({ nextRankXP, grounds, steelCage }: { nextRankXP: number; grounds: unknown[]; steelCage: boolean }) {
  serveGame((_call, url) => {
    if (url.pathname === '/api/clientUser/getme') {
      return jsonResponse(200, {
        ...testMe,
        xp: 1250,
        nextRankXP,
        currentHuntingGround: { id: 'gallows', name: 'Gallows Hill', regionId: REGION },
        inventory: [cage],
      });
    }
    if (url.pathname === '/api/ClientTravel/getregions')
      return jsonResponse(200, [{ id: REGION, name: 'Hollowmere', sequence: 1, xpReqired: 0, key: null }]);
    if (url.pathname === `/api/ClientTravel/GetHuntingGroundsOfRegion/${REGION}`) return jsonResponse(200, grounds);
    if (url.pathname === '/api/ClientMission') return jsonResponse(200, mission);
    if (url.pathname.startsWith('/api/clientshop/')) {
      const sells = steelCage && url.pathname === '/api/clientshop/GetQSec/1' && url.searchParams.get('filter') === 'mechanism';
      return jsonResponse(
        200,
        page(sells ? [shopItem({ name: 'Steel Cage', itemType: 'mechanism', stats: power(20), price: gold(6000) })] : []),
      );
    }
  });
}

describe('useNextGoal', () => {
  it('gives the next ground, the XP to the next rank and the cheapest stronger piece with its shop tab', async () => {
    serve({
      nextRankXP: 5000,
      grounds: [ground('gallows', 1, { isCurrent: true }), ground('Weeping Mire', 2, { xpReqired: 2500 })],
      steelCage: true,
    });
    const { result } = renderHookWithProviders(() => useNextGoal());
    await waitFor(() => expect(result.current?.upgrade?.item.name).toBe('Steel Cage'));
    await waitFor(() => expect(result.current?.groundGoal).toMatchObject({ kind: 'xp', name: 'Weeping Mire', xpMissing: 1250 }));
    expect(result.current?.xpLeft).toBe(3750);
    expect(result.current?.upgradeShop?.href).toMatch(/\?category=mechanism$/);
    expect(result.current?.missionGoal).toBeNull();
  });

  it('falls back to the open mission when no shop has anything stronger; nothing past the last ground and rank', async () => {
    serve({ nextRankXP: 0, grounds: [ground('gallows', 1, { isCurrent: true })], steelCage: false });
    const { result } = renderHookWithProviders(() => useNextGoal());
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current?.missionGoal).toEqual({ ground: 'Gallows Hill', left: [{ name: 'Shade', count: 2 }] }));
    expect(result.current?.upgrade).toBeNull();
    expect(result.current?.upgradeLoading).toBe(false);
    expect(result.current?.xpLeft).toBeNull();
    await waitFor(() => expect(result.current?.groundGoal).toBeNull());
  });
});
