import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientHuntingGroundDto, ClientRegionDto, TravelAnswerDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { clientItem, serveGame } from '../../../../testing/game-server';
import { hunter, hunterInventory, inventoryEntry, journalEntry } from './hunt-fixtures';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

const VALE = 'region-hollowmere-000000000001';
const MOORS = 'region-moors-0000000000000002';

const regions: ClientRegionDto[] = [
  { id: MOORS, name: 'Ashen Moors', sequence: 1, imageId: null, animatedImageId: null, xpReqired: 20_000, key: null },
  { id: VALE, name: 'Hollowmere Vale', sequence: 0, imageId: null, animatedImageId: null, xpReqired: 0, key: null },
];

const manorKey = clientItem({ id: 'key-manor', name: 'Rusted Manor Key', itemType: 'key' });
const widowsTears = clientItem({ id: 'bait-tears', name: "Widow's Tears", itemType: 'bait' });

function ground(name: string, sequence: number, overrides: Partial<ClientHuntingGroundDto> = {}): ClientHuntingGroundDto {
  return {
    id: `g-${name}`,
    regionId: VALE,
    name,
    flavorText: `${name} at night.`,
    imageId: null,
    animatedImageId: null,
    sequence,
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

const grounds = [
  ground('Moonless Mire', 4, { xpReqired: 1000, travelCost: 2500, specialBaitItem: [widowsTears], additionalHuntTime: 3 }),
  ground('Gallows Hill', 0, { isCurrent: true, isVisited: true }),
  ground('Whispering Chapel', 1, { xpReqired: 500, travelCost: 200, isVisited: true }),
  ground('Drowned Mill', 2, { xpReqired: 1000, travelCost: 500 }),
  ground('Blackthorn Manor', 3, { xpReqired: 1000, travelCost: 1200, key: manorKey }),
];

function serve(options: { me?: ReturnType<typeof hunter>; travel?: (groundId: string) => ReturnType<typeof jsonResponse> } = {}) {
  let me = options.me ?? hunter();
  return serveGame((call, url) => {
    if (url.pathname === '/api/clientUser/getme') return jsonResponse(200, me);
    if (url.pathname === '/api/ClientTravel/getregions') return jsonResponse(200, regions);
    if (url.pathname === `/api/ClientTravel/GetHuntingGroundsOfRegion/${VALE}`) return jsonResponse(200, grounds);
    if (url.pathname === `/api/ClientTravel/GetHuntingGroundsOfRegion/${MOORS}`) return jsonResponse(200, []);
    if (url.pathname === '/api/Game/travel' && call.method === 'POST' && options.travel) {
      const id = new URLSearchParams(call.body ?? '').get('newHuntingGroundId') ?? '';
      const answer = options.travel(id);
      if (answer.ok) me = { ...me, currentHuntingGround: { id, name: id.replace(/^g-/, ''), regionId: VALE } };
      return answer;
    }
  });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('travel', () => {
  it('lists regions and grounds by sequence with required XP, cost in gold (as everywhere else) or PAID, key and special bait', async () => {
    serve();
    await renderApp('/travel');
    expect(await screen.findByRole('heading', { name: 'Travel', level: 1 })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([expect.stringContaining('Hollowmere Vale'), expect.stringContaining('Ashen Moors')]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await screen.findByRole('article', { name: 'Gallows Hill' });
    expect(screen.getAllByTestId('ground-card').map((c) => c.getAttribute('aria-label'))).toEqual([
      'Gallows Hill',
      'Whispering Chapel',
      'Drowned Mill',
      'Blackthorn Manor',
      'Moonless Mire',
    ]);
    expect(within(card('Gallows Hill')).getByText('You are here')).toBeInTheDocument();
    expect(within(card('Gallows Hill')).queryByRole('button', { name: 'TRAVEL' })).not.toBeInTheDocument();
    expect(within(card('Whispering Chapel')).getByText('PAID')).toBeInTheDocument();
    expect(within(card('Drowned Mill')).getByText(/500 gold/)).toBeInTheDocument();
    expect(screen.queryByText(/GBP/)).not.toBeInTheDocument();
    expect(within(card('Blackthorn Manor')).getByText('Rusted Manor Key', { selector: 'dd' })).toBeInTheDocument();
    expect(within(card('Moonless Mire')).getByText("Widow's Tears", { selector: 'dd' })).toBeInTheDocument();
    expect(within(card('Moonless Mire')).getByText('+3 min')).toBeInTheDocument();
  });

  it('locks grounds by XP, key, special bait and travel cost', async () => {
    // 1,250 XP and 4,200 gold; no key, no widow's tears.
    serve();
    await renderApp('/travel');
    await screen.findByRole('article', { name: 'Drowned Mill' });
    expect(within(card('Whispering Chapel')).getByRole('button', { name: 'TRAVEL' })).toBeEnabled();
    expect(within(card('Drowned Mill')).getByRole('button', { name: 'TRAVEL' })).toBeEnabled();
    const manor = card('Blackthorn Manor');
    expect(within(manor).getByRole('button', { name: 'TRAVEL' })).toBeDisabled();
    expect(within(manor).getByText('Needs Rusted Manor Key')).toBeInTheDocument();
    const mire = card('Moonless Mire');
    expect(within(mire).getByText("Needs Widow's Tears")).toBeInTheDocument();
    expect(within(mire).getByRole('button', { name: 'TRAVEL' })).toBeDisabled();
  });

  it('locks by XP and by an empty purse', async () => {
    serve({
      me: hunter({
        xp: 800,
        currencies: { currencyEntries: [{ shortName: 'gold', name: 'Gold Coins', value: 100 }] },
        inventory: [...hunterInventory, inventoryEntry('Rusted Manor Key', 'key', 1, false, { id: 'key-manor' })],
      }),
    });
    await renderApp('/travel');
    await screen.findByRole('article', { name: 'Drowned Mill' });
    const mill = card('Drowned Mill');
    expect(within(mill).getByText('Needs 1,000 XP')).toBeInTheDocument();
    expect(within(mill).getByText('Needs 500 Gold Coins')).toBeInTheDocument();
    expect(within(mill).getByRole('button', { name: 'TRAVEL' })).toBeDisabled();
    // Visited before: the cost is PAID, only the XP counts.
    expect(within(card('Whispering Chapel')).getByRole('button', { name: 'TRAVEL' })).toBeEnabled();
    // The key is owned now: only XP and gold lock the manor.
    expect(within(card('Blackthorn Manor')).queryByText('Needs Rusted Manor Key')).not.toBeInTheDocument();
    // A region above the player's XP is marked.
    expect(screen.getByRole('tab', { name: /Ashen Moors/ })).toHaveClass('region--locked');
  });

  it('travels with POST /api/Game/travel (form newHuntingGroundId) and shows the result in a popup', async () => {
    const user = userEvent.setup();
    const answer: TravelAnswerDto = {
      success: true,
      message: 'You travelled to Drowned Mill.',
      currentHuntingGround: { id: 'g-Drowned Mill', name: 'Drowned Mill', regionId: VALE },
      journalEntry: journalEntry(1, { title: 'Travel', message: 'You travelled to Drowned Mill.', travel_name: 'Drowned Mill' }),
      paid: 500,
    };
    const { calls } = serve({ travel: () => jsonResponse(200, answer) });
    await renderApp('/travel');
    await user.click(within(await screen.findByRole('article', { name: 'Drowned Mill' })).getByRole('button', { name: 'TRAVEL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drowned Mill' });
    expect(within(dialog).getByText('You travelled to Drowned Mill.')).toBeInTheDocument();
    expect(within(dialog).getByText('Paid 500 gold for the journey.')).toBeInTheDocument();
    const call = calls.find((c) => c.url === '/api/Game/travel');
    expect(call?.method).toBe('POST');
    expect(call?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(call?.body).toBe('newHuntingGroundId=g-Drowned+Mill');
    await waitFor(() => expect(screen.getByTestId('travel-current')).toHaveTextContent('Drowned Mill'));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/api/ClientTravel/GetHuntingGroundsOfRegion/')).length).toBeGreaterThanOrEqual(2),
    );
  });

  it('shows the server refusal in the popup', async () => {
    const user = userEvent.setup();
    serve({ travel: () => jsonResponse(409, { success: false, message: 'Not enough Gold Coins: the journey costs 500, you have 100' }) });
    await renderApp('/travel');
    await user.click(within(await screen.findByRole('article', { name: 'Drowned Mill' })).getByRole('button', { name: 'TRAVEL' }));
    const dialog = await screen.findByRole('dialog', { name: 'You cannot travel there yet' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not enough Gold Coins: the journey costs 500, you have 100');
  });

  it('switches region', async () => {
    const user = userEvent.setup();
    serve();
    await renderApp('/travel');
    await screen.findByRole('article', { name: 'Gallows Hill' });
    await user.click(screen.getByRole('tab', { name: /Ashen Moors/ }));
    expect(await screen.findByText('No hunting ground is open in this region yet.')).toBeInTheDocument();
  });
});
