import { act, fireEvent, screen } from '@testing-library/react';
import type { MaxStatDto } from '@grimhunt/contracts';
import { renderInAdmin } from '../../testing/admin-context';
import { installFakeFetch, type FakeAnswer } from '../../testing/fake-fetch';
import { MaxStatsPage, MISSING_EQUIPMENT_NOTE } from './max-stats-page';

const POWER: MaxStatDto = {
  id: 'm1',
  name: 'Power',
  statShortName: 'power',
  currentMaxValue: 103,
  targetMaxValue: 193,
  highestPlayerName: 'bob',
  highestPlayerValue: 140,
  lastCalculated: '2024-11-26T10:00:00.000Z',
  metadata: {
    totalFromItems: 161,
    totalFromCollections: 32,
    slotContributions: [
      { slotType: 'mechanism', slotCount: 1, itemName: 'Iron Maiden', valuePerItem: 140, totalValue: 140 },
      { slotType: 'relic', slotCount: 3, itemName: 'Saint Bone', valuePerItem: 7, totalValue: 21 },
    ],
    collectionContributions: [
      { collectionName: 'Bat Collection', value: 30 },
      { collectionName: 'Crypt Key', value: 2 },
    ],
  },
};
const LEGACY: MaxStatDto = {
  ...POWER,
  id: 'm2',
  name: 'Mystic Power',
  statShortName: 'mysticPower',
  highestPlayerName: null,
  metadata: null,
};

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function renderPage() {
  renderInAdmin(<MaxStatsPage />);
  await flush();
}

describe('MaxStatsPage', () => {
  let alertSpy: jest.SpyInstance;
  let confirmSpy: jest.SpyInstance;
  beforeEach(() => {
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    confirmSpy = jest.spyOn(window, 'confirm').mockImplementation(() => true);
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists every field and shows the slot and collection contributions of a row', async () => {
    const { calls } = installFakeFetch(() => ({ body: [POWER, LEGACY] }));
    await renderPage();
    expect(calls[0].url).toBe('/api/maxstat');
    expect(calls[0].init.method ?? 'GET').toBe('GET');
    const row = screen.getByTestId('max-stat-power');
    for (const text of ['Power', 'power', '103', '193', 'bob', '140']) expect(row).toHaveTextContent(text);

    fireEvent.click(screen.getByRole('button', { name: 'Show details of Power' }));
    await flush();
    expect(screen.getByText(/From items: 161/)).toHaveTextContent('From collections: 32');
    const slots = screen.getByRole('table', { name: 'slot contributions' });
    expect(slots).toHaveTextContent('mechanism');
    expect(slots).toHaveTextContent('Iron Maiden');
    expect(slots).toHaveTextContent('Saint Bone');
    const collections = screen.getByRole('table', { name: 'collection contributions' });
    expect(collections).toHaveTextContent('Bat Collection');
    expect(collections).toHaveTextContent('Crypt Key');
  });

  it('notes a row without equipment data and asks for a recalculation', async () => {
    installFakeFetch(() => ({ body: [LEGACY] }));
    await renderPage();
    expect(screen.getByText(MISSING_EQUIPMENT_NOTE)).toBeInTheDocument();
  });

  it("shows 'No max stats available' for an empty list", async () => {
    installFakeFetch(() => ({ body: [] }));
    await renderPage();
    expect(screen.getByText('No max stats available')).toBeInTheDocument();
  });

  it("tells a failed load ('Failed to load max stats: ...') from a network error ('Error loading max stats: ...')", async () => {
    installFakeFetch(() => ({ status: 500, body: { statusCode: 500, code: 'GENERIC.INTERNAL', message: 'Something broke' } }));
    await renderPage();
    expect(screen.getByText('Failed to load max stats: Something broke')).toBeInTheDocument();

    const { fetchMock } = installFakeFetch();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderPage();
    expect(screen.getByText('Error loading max stats: Failed to fetch')).toBeInTheDocument();
  });

  it('recalculates after the confirmation, disables both buttons while running, alerts success and reloads', async () => {
    let release: (answer: FakeAnswer) => void = () => undefined;
    let listed = 0;
    const { calls, fetchMock } = installFakeFetch(() => {
      listed++;
      return { body: listed === 1 ? [] : [POWER] };
    });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        const answer = await new Promise<FakeAnswer>((resolve) => (release = resolve));
        calls.push({ url, init, headers: new Headers(init.headers) });
        return {
          ok: true,
          status: answer.status ?? 200,
          statusText: 'OK',
          headers: new Headers(),
          text: async () => JSON.stringify(answer.body),
        } as never;
      }
      return base(url, init);
    });
    await renderPage();
    expect(screen.getByText('No max stats available')).toBeInTheDocument();

    confirmSpy.mockReturnValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate All' }));
    expect(confirmSpy).toHaveBeenCalledWith('Are you sure you want to recalculate all max stats? This may take a while.');
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Recalculate All' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Recalculate All' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update Gradually' })).toBeDisabled();
    await act(async () => release({ body: { success: true, message: 'All max stats recalculated successfully', maxStats: [] } }));
    await flush();

    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(post.url).toBe('/api/maxstat/recalculate-all');
    expect(post.init.body).toBe('{}');
    expect(alertSpy).toHaveBeenCalledWith('All max stats recalculated successfully');
    expect(screen.getByTestId('max-stat-power')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recalculate All' })).toBeEnabled();
  });

  it('updates gradually after its confirmation and alerts success', async () => {
    const { calls } = installFakeFetch((url) => ({ body: url.endsWith('update-gradual') ? { success: true } : [POWER] }));
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Update Gradually' }));
    await flush();
    expect(confirmSpy).toHaveBeenCalledWith('Are you sure you want to update all max stats gradually? This may take a while.');
    expect(calls.some((c) => c.url === '/api/maxstat/update-gradual' && c.init.method === 'POST')).toBe(true);
    expect(alertSpy).toHaveBeenCalledWith('All max stats update initiated successfully');
  });

  it("alerts 'Failed to recalculate: ...' and 'Failed to initiate update: ...' with the server's message, 'Error: ...' on network errors", async () => {
    const { fetchMock } = installFakeFetch((url) =>
      url.endsWith('/api/maxstat')
        ? { body: [POWER] }
        : { status: 409, body: { statusCode: 409, code: 'MAX_STATS.CONFLICT', message: 'Busy' } },
    );
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate All' }));
    await flush();
    expect(alertSpy).toHaveBeenLastCalledWith('Failed to recalculate: Busy');
    fireEvent.click(screen.getByRole('button', { name: 'Update Gradually' }));
    await flush();
    expect(alertSpy).toHaveBeenLastCalledWith('Failed to initiate update: Busy');

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Update Gradually' }));
    await flush();
    expect(alertSpy).toHaveBeenLastCalledWith('Error: Failed to fetch');
  });
});
