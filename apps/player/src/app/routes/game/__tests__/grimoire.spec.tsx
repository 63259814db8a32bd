import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientHuntingGroundDto, ClientRegionDto, StatDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';
import { grimoireEnemy, hunter } from './hunt-fixtures';

jest.mock('../../../../lib/browser');

const VALE = 'region-hollowmere-000000000001';
const regions: ClientRegionDto[] = [
  { id: VALE, name: 'Hollowmere Vale', sequence: 0, imageId: null, animatedImageId: null, xpReqired: 0, key: null },
];
const groundOf = (id: string, name: string, sequence: number) =>
  ({
    id,
    name,
    sequence,
    regionId: VALE,
    flavorText: '',
    imageId: null,
    animatedImageId: null,
    xpReqired: 0,
    travelCost: 0,
    isVisited: true,
    isCurrent: id === 'g-gallows',
    key: null,
    specialBaitItem: [],
    currency: { shortName: 'gold', name: 'Gold Coins', value: 0 },
    additionalHuntTime: 0,
  }) as ClientHuntingGroundDto;
const grounds = [groundOf('g-chapel', 'Whispering Chapel', 1), groundOf('g-gallows', 'Gallows Hill', 0)];

const gallows = [
  grimoireEnemy("Hangman's Shade", {
    playerTimesHunted: 3,
    globalTimesHunted: 120,
    xp: 10,
    loot: [{ itemId: 'bone', itemName: 'Bone Dust', itemImageId: null, amountMin: 1, amountMax: 2, dropChance: 44 }],
    catchRate: 100,
    catchRateReason: 'power',
  }),
  grimoireEnemy('Gibbet Ghoul', {
    globalTimesHunted: 7,
    xp: 45,
    enemyRarity: { name: 'Normal', shortName: 'normal', colorHex: '#60a5fa' },
    enemyType: { name: 'Crystal', shortName: 'crystal', imageId: null, colorHex: '#67e8f9' },
    immuneMysticPower: true,
    catchRate: 0,
    catchRateReason: 'immune',
    loot: [
      { itemId: 'ecto', itemName: 'Ecto Residue', itemImageId: null, amountMin: 1, amountMax: 2, dropChance: 55 },
      { itemId: 'coin', itemName: "Hangman's Coin", itemImageId: null, amountMin: 1, amountMax: 1, dropChance: 2.5 },
    ],
  }),
  grimoireEnemy('Silt Siren', { midnightGhost: true, playerTimesHunted: 1, catchRate: 12.5, catchRateReason: 'none' }),
];

function serve() {
  return serveGame((_call, url) => {
    if (url.pathname === '/api/clientUser/getme') return jsonResponse(200, hunter());
    if (url.pathname === '/api/ClientTravel/getregions') return jsonResponse(200, regions);
    if (url.pathname === `/api/ClientTravel/GetHuntingGroundsOfRegion/${VALE}`) return jsonResponse(200, grounds);
    if (url.pathname === '/api/ClientGrimoire/getEnemies/g-gallows') return jsonResponse(200, gallows);
    if (url.pathname === '/api/ClientGrimoire/getEnemies/g-chapel') return jsonResponse(200, [grimoireEnemy('Choir Phantom')]);
    if (url.pathname === '/api/ClientGrimoire/getEnemies/nessy') {
      return jsonResponse(200, [grimoireEnemy('Nessy of the Black Loch', { nessyGhost: true, immuneMysticPower: true })]);
    }
  });
}

const names = () => screen.queryAllByTestId('enemy-card').map((c) => c.getAttribute('aria-label'));

describe('grimoire (Album)', () => {
  it("opens on the player's ground with hunted counts and art for every ghost", async () => {
    const { calls } = serve();
    await renderApp('/grimoire');
    expect(await screen.findByRole('heading', { name: 'Album', level: 1 })).toBeInTheDocument();
    await screen.findByRole('article', { name: "Hangman's Shade" });
    expect(names()).toEqual(["Hangman's Shade", 'Gibbet Ghoul', 'Silt Siren']);
    expect(screen.getByRole('combobox', { name: 'Hunting ground' })).toHaveValue('g-gallows');
    const shade = screen.getByRole('article', { name: "Hangman's Shade" });
    // Counts say whose they are; a caught ghost in colour, one not caught yet as a silhouette.
    expect(within(shade).getByTestId('hunted-counts')).toHaveTextContent('Caught by you 3by all hunters 120');
    expect(within(shade).getByRole('img')).not.toHaveClass('enemy-art--silhouette');
    const ghoul = screen.getByRole('article', { name: 'Gibbet Ghoul' });
    expect(within(ghoul).getByTestId('hunted-counts')).toHaveTextContent('Not caught yetby all hunters 7');
    expect(within(ghoul).getByRole('img')).toHaveClass('enemy-art--silhouette');
    for (const card of screen.getAllByTestId('enemy-card')) expect(within(card).getByRole('img')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/ClientGrimoire/getEnemies/g-gallows')).toBe(true);
  });

  it('filters: Only Trapped, Daylight and Midnight (the last two on by default)', async () => {
    const user = userEvent.setup();
    serve();
    await renderApp('/grimoire');
    await screen.findByRole('article', { name: "Hangman's Shade" });
    const onlyTrapped = screen.getByRole('checkbox', { name: 'Only Trapped' });
    const daylight = screen.getByRole('checkbox', { name: 'Daylight' });
    const midnight = screen.getByRole('checkbox', { name: 'Midnight' });
    expect(onlyTrapped).not.toBeChecked();
    expect(daylight).toBeChecked();
    expect(midnight).toBeChecked();

    await user.click(onlyTrapped);
    expect(names()).toEqual(["Hangman's Shade", 'Silt Siren']);
    await user.click(midnight);
    expect(names()).toEqual(["Hangman's Shade"]);
    await user.click(onlyTrapped);
    expect(names()).toEqual(["Hangman's Shade", 'Gibbet Ghoul']);
    await user.click(daylight);
    expect(names()).toEqual([]);
    expect(screen.getByText('No ghost matches these filters.')).toBeInTheDocument();
    await user.click(midnight);
    expect(names()).toEqual(['Silt Siren']);
  });

  it('shows the detail popup with rarity, type, Mystic Immune, xp, reward, loot ranges and the catch rate', async () => {
    const user = userEvent.setup();
    serve();
    await renderApp('/grimoire');
    await user.click(within(await screen.findByRole('article', { name: 'Gibbet Ghoul' })).getByRole('button'));
    const dialog = screen.getByRole('dialog', { name: 'Gibbet Ghoul' });
    expect(within(dialog).getByText('Normal')).toBeInTheDocument();
    expect(within(dialog).getByText('Crystal')).toBeInTheDocument();
    expect(within(dialog).getByText('Mystic Immune')).toBeInTheDocument();
    expect(within(dialog).getByTestId('enemy-xp')).toHaveTextContent('45');
    expect(within(dialog).getByText('15')).toBeInTheDocument();
    expect(within(dialog).getByText('Ecto Residue')).toBeInTheDocument();
    expect(within(dialog).getByText('×1–2')).toBeInTheDocument();
    expect(within(dialog).getByText('2.5%')).toBeInTheDocument();
    expect(within(dialog).getByTestId('catch-rate')).toHaveTextContent('0%');
    expect(within(dialog).getByTestId('catch-rate')).toHaveTextContent('Immune to mystic power');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('article', { name: 'Silt Siren' })).getByRole('button'));
    const siren = screen.getByRole('dialog', { name: 'Silt Siren' });
    expect(within(siren).getByTestId('catch-rate')).toHaveTextContent('12.5%');
    // The engine answers 'none' for any chance short of certain: a partial chance is not "too powerful".
    expect(within(siren).getByTestId('catch-rate')).toHaveTextContent('A long shot: about 12.5% with your setup.');
    expect(within(siren).getByTestId('catch-rate')).not.toHaveTextContent('Too powerful');
    expect(within(siren).queryByText('Mystic Immune')).not.toBeInTheDocument();
    expect(within(siren).getByText('Midnight')).toBeInTheDocument();
  });

  it('switches ground and the pseudo-regions', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    await renderApp('/grimoire');
    await screen.findByRole('article', { name: "Hangman's Shade" });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hunting ground' }), 'g-chapel');
    expect(await screen.findByRole('article', { name: 'Choir Phantom' })).toBeInTheDocument();

    const region = screen.getByRole('combobox', { name: 'Region' });
    expect(
      within(region)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual([VALE, 'nessy', 'special', 'rainbow', 'secret', 'monster', 'enigma']);
    await user.selectOptions(region, 'nessy');
    expect(await screen.findByRole('article', { name: 'Nessy of the Black Loch' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Hunting ground' })).toBeDisabled();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/ClientGrimoire/getEnemies/nessy')).toBe(true));
  });
});

describe('glossary', () => {
  it('lists GET /api/stat sorted by name, with units and flavour text', async () => {
    const stat = (name: string, shortName: string, unitSymbol: string, flavorText: string): StatDto => ({
      id: `stat-${shortName}`,
      name,
      shortName,
      statType: 0,
      procType: null,
      procEventType: null,
      affectedCreatureType: null,
      damageType: null,
      imageId: null,
      flavorText,
      unitSymbol,
    });
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/stat') {
        return jsonResponse(200, [
          stat('Power', 'power', '', 'How hard your trap bites.'),
          stat('Loot Chance', 'lootChance', '%', 'More drops from every ghost.'),
          stat('Mystic Power', 'mysticPower', '%', 'Binds what your trap cannot hold.'),
          stat('Chrono Charges', 'CCC', '', ''),
        ]);
      }
    });
    await renderApp('/glossary');
    expect(await screen.findByRole('heading', { name: 'Glossary', level: 1 })).toBeInTheDocument();
    await screen.findByText('Power');
    const entries = screen.getAllByTestId('glossary-entry');
    expect(entries.map((e) => within(e).getByRole('term').querySelector('.glossary__name')?.textContent)).toEqual([
      'Chrono Charges',
      'Loot Chance',
      'Mystic Power',
      'Power',
    ]);
    expect(within(entries[1]).getByText('%')).toBeInTheDocument();
    expect(within(entries[1]).getByText('More drops from every ghost.')).toBeInTheDocument();
    expect(within(entries[0]).getByText('No description yet.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/stat')?.headers.Authorization).toMatch(/^Bearer /);
  });
});
