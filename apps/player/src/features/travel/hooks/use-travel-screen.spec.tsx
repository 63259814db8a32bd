import { act, waitFor } from '@testing-library/react';
import type { ClientHuntingGroundDto, ClientRegionDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../testing/fake-fetch';
import { serveGame, testMe } from '../../../testing/game-server';
import { renderHookWithProviders } from '../../../testing/render-hook';
import { useTravelScreen } from './use-travel-screen';

const VALE = 'region-vale';
const MOORS = 'region-moors';
const regions: ClientRegionDto[] = [
  { id: VALE, name: 'Hollowmere Vale', sequence: 0, imageId: null, animatedImageId: null, xpReqired: 0, key: null },
  { id: MOORS, name: 'Ashen Moors', sequence: 1, imageId: null, animatedImageId: null, xpReqired: 20_000, key: null },
];

function ground(id: string, regionId: string, overrides: Partial<ClientHuntingGroundDto> = {}): ClientHuntingGroundDto {
  return {
    id,
    regionId,
    name: id,
    flavorText: '',
    imageId: null,
    animatedImageId: null,
    sequence: 0,
    xpReqired: 0,
    travelCost: 0,
    isVisited: false,
    isCurrent: false,
    key: null,
    specialBaitItem: [],
    currency: { shortName: 'gold', name: 'Gold Coins', value: 0 },
    additionalHuntTime: 0,
    ...overrides,
  };
}

const mill = ground('mill', MOORS, { xpReqired: 5000 });
const tower = ground('tower', MOORS);

function serve(travelAnswer: () => ReturnType<typeof jsonResponse>) {
  return serveGame((call, url) => {
    if (url.pathname === '/api/clientUser/getme') {
      return jsonResponse(200, { ...testMe, currentHuntingGround: { id: 'tower', name: 'tower', regionId: MOORS } });
    }
    if (url.pathname === '/api/ClientTravel/getregions') return jsonResponse(200, regions);
    if (url.pathname === `/api/ClientTravel/GetHuntingGroundsOfRegion/${VALE}`) return jsonResponse(200, []);
    if (url.pathname === `/api/ClientTravel/GetHuntingGroundsOfRegion/${MOORS}`) return jsonResponse(200, [mill, tower]);
    if (url.pathname === '/api/Game/travel' && call.method === 'POST') return travelAnswer();
  });
}

describe('useTravelScreen', () => {
  it('selects the region of the current ground, then the chosen one, and locks grounds above the XP', async () => {
    serve(() => jsonResponse(500, {}));
    const { result } = renderHookWithProviders(() => useTravelScreen());
    await waitFor(() => expect(result.current.grounds.data).toHaveLength(2));
    expect(result.current.selected).toBe(MOORS);
    expect(result.current.region?.name).toBe('Ashen Moors');
    expect(result.current.current?.id).toBe('tower');
    expect(result.current.xp).toBe(testMe.xp);
    expect(result.current.locksOf(mill).map((lock) => lock.kind)).toContain('xp');

    act(() => result.current.selectRegion(VALE));
    expect(result.current.selected).toBe(VALE);
    await waitFor(() => expect(result.current.grounds.data).toEqual([]));
  });

  it('gives the outcome of a journey, paid or refused, and clears it on close', async () => {
    let answer = jsonResponse(200, {
      success: true,
      message: 'You arrive at the tower.',
      currentHuntingGround: { id: 'tower', name: 'tower', regionId: MOORS },
      journalEntry: null,
      paid: 300,
    });
    serve(() => answer);
    const { result } = renderHookWithProviders(() => useTravelScreen());
    await waitFor(() => expect(result.current.grounds.data).toHaveLength(2));
    expect(result.current.outcome).toBeNull();

    act(() => result.current.travelTo(tower));
    await waitFor(() => expect(result.current.outcome).toMatchObject({ ok: true, ground: tower, answer: { paid: 300 } }));
    act(() => result.current.closeOutcome());
    await waitFor(() => expect(result.current.outcome).toBeNull());

    answer = jsonResponse(409, { statusCode: 409, code: 'HUNT.TRAVEL_LOCKED', message: 'The road is closed.' });
    act(() => result.current.travelTo(mill));
    await waitFor(() => expect(result.current.outcome).toEqual({ ok: false, message: 'The road is closed.', ground: mill }));
  });
});
