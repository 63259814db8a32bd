import { screen, within } from '@testing-library/react';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { clientItem, serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';
import { hunter, inventoryEntry, status } from './hunt-fixtures';

jest.mock('../../../../lib/browser');

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

const REGION = 'region-hollowmere-000000000001';

function ground(id: string, sequence: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    regionId: REGION,
    name: id,
    flavorText: '',
    imageId: null,
    animatedImageId: null,
    sequence,
    xpReqired: 0,
    travelCost: 200,
    isVisited: false,
    isCurrent: false,
    key: null,
    specialBaitItem: [],
    currency: { shortName: 'gold', name: 'gold', value: 0 },
    additionalHuntTime: 0,
    ...extra,
  };
}

const shopItem = (name: string, itemType: string, gold: number, pw: number, extra: Record<string, unknown> = {}) => ({
  ...clientItem({ name, itemType, stats: power(pw), price: { currencyEntries: [{ name: 'gold', value: gold }] } }),
  action: 'BUY',
  owned: 0,
  locked: null,
  hasPremiumCrafting: false,
  ...extra,
});

function serve(
  grounds: unknown[],
  laboratory: unknown[] = [],
  { inventory = [] as unknown[], mission, qsec = true }: { inventory?: unknown[]; mission?: unknown; qsec?: boolean } = {},
) {
  serveGame((_call, url) => {
    if (url.pathname === '/api/ClientMission' && mission) return jsonResponse(200, mission);
    if (url.pathname === '/api/clientshop/GetQSec/1' && !qsec)
      return jsonResponse(200, { items: [], pagination: { currentPage: 1, hasNextPage: false } });
    if (url.pathname === '/api/clientshop/GetLaboratory/1')
      return jsonResponse(200, {
        items: laboratory.filter((i) => (i as { itemType: string }).itemType === url.searchParams.get('filter')),
        pagination: { currentPage: 1, hasNextPage: false },
      });
    if (url.pathname === '/api/clientshop/GetPetShop/1')
      return jsonResponse(200, { items: [], pagination: { currentPage: 1, hasNextPage: false } });
    switch (url.pathname) {
      case '/api/clientUser/getme':
        return jsonResponse(
          200,
          hunter({
            xp: 1250,
            nextRankXP: 5000,
            inventory: [inventoryEntry('Rusty Iron Cage', 'mechanism', 1, true, { stats: power(10) }), ...inventory],
          }),
        );
      case '/api/clientUser/getstatus':
        return jsonResponse(200, status());
      case '/api/Journal':
      case '/api/news/latestnews/0/5':
        return jsonResponse(200, []);
      case '/api/ClientTravel/getregions':
        return jsonResponse(200, [
          { id: REGION, name: 'Hollowmere', sequence: 1, imageId: null, animatedImageId: null, xpReqired: 0, key: null },
        ]);
      case `/api/ClientTravel/GetHuntingGroundsOfRegion/${REGION}`:
        return jsonResponse(200, grounds);
      case '/api/clientshop/GetQSec/1':
        return url.searchParams.get('filter') === 'mechanism'
          ? jsonResponse(200, {
              items: [
                shopItem('Weak Cage', 'mechanism', 50, 8),
                shopItem('Steel Cage', 'mechanism', 6000, 20),
                shopItem('Locked Cage', 'mechanism', 100, 30, { locked: 'reqXP' }),
              ],
              pagination: { currentPage: 1, hasNextPage: false },
            })
          : jsonResponse(200, {
              items: [shopItem('Spirit Camera', 'camera', 9000, 5)],
              pagination: { currentPage: 1, hasNextPage: false },
            });
      default:
        return undefined;
    }
  });
}

describe('home: the next goal', () => {
  beforeEach(() => (document.cookie = 'hasSeenWelcome=true; path=/'));

  it('names the next ground with the XP it needs, the XP to the next rank and the cheapest stronger trap part', async () => {
    serve([ground('g-gallows', 1, { isCurrent: true, isVisited: true }), ground('Weeping Mire', 2, { xpReqired: 2500 })]);
    await renderApp('/');
    expect(await screen.findByText('Weeping Mire')).toBeInTheDocument();
    expect(screen.getByTestId('goal-ground')).toHaveTextContent('Weeping Mire: 1,250 more XP to unlock');
    expect(screen.getByTestId('goal-rank')).toHaveTextContent('3,750 XP still needed');
    // Weak Cage is weaker than the equipped cage (10), Locked Cage is locked, the camera has nothing equipped to beat
    // but costs more: Steel Cage at 6,000 gold with 4,200 held.
    expect(await screen.findByText('Steel Cage')).toBeInTheDocument();
    expect(screen.getByTestId('goal-upgrade')).toHaveTextContent('Steel Cage (power 20 over your 10) for 6,000 gold: 1,800 gold to go');
    expect(within(screen.getByTestId('goal-upgrade')).getByRole('link', { name: 'Q-Section' })).toHaveAttribute(
      'href',
      '/qsec?category=mechanism',
    );
  });

  it('suggests the cheapest stronger piece of any shop, with a link that opens its tab', async () => {
    serve(
      [ground('g-gallows', 1, { isCurrent: true, isVisited: true })],
      [shopItem('Chalk Pentacle', 'magiccicle', 160, 3), shopItem('Saint Bone', 'relic', 900, 2)],
    );
    await renderApp('/');
    expect(await screen.findByText('Chalk Pentacle')).toBeInTheDocument();
    const goal = screen.getByTestId('goal-upgrade');
    expect(goal).toHaveTextContent('Chalk Pentacle (power 3 over your 0) for 160 gold: you can afford it now');
    expect(within(goal).getByRole('link', { name: 'Laboratory' })).toHaveAttribute('href', '/laboratory?category=magiccicle');
  });

  it('names a key the next ground needs, and a ground that is open to travel to', async () => {
    serve([
      ground('g-gallows', 1, { isCurrent: true, isVisited: true }),
      ground('Crypt Gate', 2, { key: { ...clientItem({ name: 'Crypt Key', itemType: 'key' }) } }),
    ]);
    await renderApp('/');
    expect(await screen.findByText('Crypt Gate')).toBeInTheDocument();
    expect(screen.getByTestId('goal-ground')).toHaveTextContent('Crypt Gate: needs the key Crypt Key');
    expect(within(screen.getByTestId('goal-ground')).getByRole('link', { name: 'Office, Keys & Specials' })).toHaveAttribute(
      'href',
      '/office?category=special',
    );
  });

  it('suggests a crafted upgrade whose materials the player holds, and says what it takes', async () => {
    const pewter = inventoryEntry('Pewter Cauldron', 'cauldron', 1, true, { stats: power(4) });
    const mats = (names: [string, number][]) =>
      names.map(([name, amount]) => ({ itemId: `id-${name}`, amount, itemName: name, itemImageId: null }));
    serve(
      [ground('g-gallows', 1, { isCurrent: true, isVisited: true })],
      [
        // Cheaper, but a material is missing: not a goal yet.
        shopItem('Bone Kettle', 'cauldron', 100, 6, { action: 'CRAFT', craftingMats: mats([['Raven Feather', 3]]) }),
        shopItem('Witchbrew Cauldron', 'cauldron', 400, 9, {
          action: 'CRAFT',
          craftingMats: mats([
            ['Pewter Cauldron', 1],
            ['Bone Dust', 4],
          ]),
        }),
      ],
      {
        inventory: [pewter, inventoryEntry('Bone Dust', 'craftingmat', 5), inventoryEntry('Raven Feather', 'craftingmat', 1)],
        qsec: false,
      },
    );
    await renderApp('/');
    expect(await screen.findByText('Witchbrew Cauldron')).toBeInTheDocument();
    const goal = screen.getByTestId('goal-upgrade');
    expect(goal).toHaveTextContent(
      'Witchbrew Cauldron (power 9 over your 4) for 400 gold: you can afford it now · Laboratory Craft it from your Pewter Cauldron, 4× Bone Dust (unequip your Pewter Cauldron first).',
    );
    expect(within(goal).getByRole('link', { name: 'Laboratory' })).toHaveAttribute('href', '/laboratory?category=cauldron');
    expect(screen.queryByTestId('goal-mission')).not.toBeInTheDocument();
  });

  it('points to the open mission when no shop has anything better', async () => {
    const enemy = (name: string) => ({ id: name, name, imageId: null, animatedImageId: null, flavorText: '' });
    serve([ground('g-gallows', 1, { isCurrent: true, isVisited: true })], [], {
      qsec: false,
      mission: {
        state: 'active',
        startTimstamp: 1,
        endTimestamp: 2,
        objectives: [
          { enemy: enemy('Noose Wraith'), caught: 1, goal: 3 },
          { enemy: enemy('Crow-Picked Wisp'), caught: 2, goal: 2 },
        ],
        reward: { currencyEntries: [] },
        missionsDisabled: false,
        currentTimeStamp: 1,
        huntingGround: { id: 'g-gallows', name: 'Gallows Hill' },
        message: null,
      },
    });
    await renderApp('/');
    const goal = await screen.findByTestId('goal-mission');
    expect(goal).toHaveTextContent('Gallows Hill: catch 2× Noose Wraith · Journal');
    expect(within(goal).getByRole('link', { name: 'Journal' })).toHaveAttribute('href', '/journal');
    expect(screen.getByTestId('goal-upgrade')).toHaveTextContent('No shop sells anything stronger than your gear yet');
  });
});
