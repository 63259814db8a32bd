import { act, waitFor } from '@testing-library/react';
import type { ClientHuntingGroundDto, ClientRegionDto, GrimoireEnemyDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../testing/fake-fetch';
import { serveGame, testMe } from '../../../testing/game-server';
import { renderHookWithProviders } from '../../../testing/render-hook';
import { useGrimoireScreen } from './use-grimoire-screen';

const VALE = 'region-hollowmere-000000000001';
const MOORS = 'region-ashen-moors-00000000002';
const regions = [
  { id: VALE, name: 'Hollowmere Vale', sequence: 0 },
  { id: MOORS, name: 'Ashen Moors', sequence: 1 },
] as ClientRegionDto[];
const ground = (id: string, regionId: string, sequence: number) => ({ id, name: id, regionId, sequence }) as ClientHuntingGroundDto;
const enemy = (id: string, playerTimesHunted: number, midnightGhost = false) =>
  ({ id, name: id, playerTimesHunted, midnightGhost }) as GrimoireEnemyDto;

const pages: Record<string, GrimoireEnemyDto[]> = {
  'g-chapel': [enemy('chapel-shade', 0)],
  'g-gallows': [enemy('hangman', 3), enemy('stranger', 0), enemy('moon-widow', 1, true)],
  'g-moor': [enemy('moor-wisp', 0)],
  nessy: [enemy('nessy', 1)],
};

function serve() {
  return serveGame((_call, url) => {
    if (url.pathname === '/api/clientUser/getme') {
      return jsonResponse(200, { ...testMe, currentHuntingGround: { id: 'g-gallows', name: 'Gallows Hill', regionId: VALE } });
    }
    if (url.pathname === '/api/ClientTravel/getregions') return jsonResponse(200, regions);
    if (url.pathname === `/api/ClientTravel/GetHuntingGroundsOfRegion/${VALE}`) {
      return jsonResponse(200, [ground('g-chapel', VALE, 1), ground('g-gallows', VALE, 0)]);
    }
    if (url.pathname === `/api/ClientTravel/GetHuntingGroundsOfRegion/${MOORS}`) return jsonResponse(200, [ground('g-moor', MOORS, 0)]);
    const page = url.pathname.match(/^\/api\/ClientGrimoire\/getEnemies\/(.+)$/)?.[1];
    if (page && pages[page]) return jsonResponse(200, pages[page]);
  });
}

const names = (enemies: GrimoireEnemyDto[]) => enemies.map((e) => e.name);

describe('useGrimoireScreen', () => {
  it('opens on the current ground, filters its ghosts and keeps the open ghost', async () => {
    serve();
    const { result } = renderHookWithProviders(() => useGrimoireScreen());
    await waitFor(() => expect(result.current.shown).toHaveLength(3));
    expect(result.current.regionId).toBe(VALE);
    expect(result.current.groundId).toBe('g-gallows');
    expect(result.current.key).toBe('g-gallows');

    act(() => result.current.toggle('onlyTrapped'));
    expect(names(result.current.shown)).toEqual(['hangman', 'moon-widow']);
    act(() => result.current.toggle('midnight'));
    expect(names(result.current.shown)).toEqual(['hangman']);
    expect(result.current.filters).toEqual({ onlyTrapped: true, daylight: true, midnight: false });

    act(() => result.current.openEnemy(result.current.shown[0]));
    expect(result.current.open?.name).toBe('hangman');
    act(() => result.current.closeEnemy());
    expect(result.current.open).toBeNull();
  });

  it('moves to a chosen ground, resets it with a new region, and has no ground on a pseudo-region', async () => {
    serve();
    const { result } = renderHookWithProviders(() => useGrimoireScreen());
    await waitFor(() => expect(result.current.groundId).toBe('g-gallows'));
    act(() => result.current.chooseGround('g-chapel'));
    await waitFor(() => expect(names(result.current.shown)).toEqual(['chapel-shade']));

    act(() => result.current.chooseRegion(MOORS));
    await waitFor(() => expect(result.current.groundId).toBe('g-moor'));
    await waitFor(() => expect(names(result.current.shown)).toEqual(['moor-wisp']));

    act(() => result.current.chooseRegion('nessy'));
    expect(result.current.pseudo).toBe(true);
    expect(result.current.groundId).toBeNull();
    expect(result.current.key).toBe('nessy');
    await waitFor(() => expect(names(result.current.shown)).toEqual(['nessy']));
  });
});
