import { act, fireEvent, screen, within } from '@testing-library/react';
import type { HuntSimulationResultDto, LootSimulationResultDto } from '@grimhunt/contracts';
import { renderInAdmin } from '../../testing/admin-context';
import { installFakeFetch, type FakeAnswer, type RecordedCall } from '../../testing/fake-fetch';
import { HuntSimulatorPage } from './hunt-simulator-page';
import { countRows, huntsInput, huntsToSend, searchable } from './hunt-simulator-rules';

// react-admin's UI package loads an ESM-only dependency Jest cannot require; the page's hooks come from ra-core.
jest.mock('react-admin', () => ({ Title: () => null }));

const SIMULATION: HuntSimulationResultDto = {
  total: 3,
  success: 1,
  missed: 1,
  failed: 1,
  enemies: { Wisp: 1, Banshee: 2 },
  details: [
    { isSuccess: true, enemy: 'Banshee', strategyName: 'HuntingTable', strategyPriority: 3, failureReason: null },
    { isSuccess: false, enemy: 'Banshee', strategyName: 'SpecialGhost', strategyPriority: 1, failureReason: 'GhostTooPowerful' },
    { isSuccess: false, enemy: null, strategyName: 'None', strategyPriority: 0, failureReason: 'NoGhost' },
  ],
};

const LOOT: LootSimulationResultDto = {
  totalHunts: 2,
  totalJournals: 2,
  lootSummary: { 'Bone Dust': 3, 'Raven Feather': 5 },
  currencySummary: { gold: 40 },
  enemySummary: { Banshee: 2 },
  details: [
    {
      huntNumber: 1,
      journals: [
        {
          type: 0,
          enemy: 'Banshee',
          huntResult: 'SuccessRegular',
          huntStrategy: 'HuntingTable',
          huntStrategyPriority: 3,
          specialEffects: ['goldenrain'],
          currencies: [{ name: 'gold', value: 30 }],
          loot: [{ itemName: 'Bone Dust', amount: 3 }],
          xp: 12,
        },
      ],
    },
    {
      huntNumber: 2,
      journals: [
        {
          type: 0,
          enemy: 'Banshee',
          huntResult: 'SuccessMystic',
          huntStrategy: 'HuntingTable',
          huntStrategyPriority: 3,
          specialEffects: [],
          currencies: [{ name: 'gold', value: 10 }],
          loot: [{ itemName: 'Raven Feather', amount: 5 }],
          xp: 12,
        },
      ],
    },
  ],
};

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** A fake server: user search, getByName, and the two simulations (held until `release` when `hold` is set). */
function fakeServer(options: { hold?: boolean; fail?: FakeAnswer } = {}) {
  let release: () => void = () => undefined;
  const { calls, fetchMock } = installFakeFetch();
  fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init, headers: new Headers(init.headers) } as RecordedCall);
    let answer: FakeAnswer;
    if (url === '/api/user/search') {
      const term = new URLSearchParams(String(init.body)).get('searchstring') ?? '';
      answer = { body: ['hunter', 'huntress', 'hunting_bob'].filter((n) => n.startsWith(term)) };
    } else if (url.startsWith('/api/user/getByName/')) {
      answer = { body: { id: `id-of-${decodeURIComponent(url.split('/').pop()!)}` } };
    } else {
      if (options.hold) await new Promise<void>((resolve) => (release = resolve));
      answer = options.fail ?? { body: url.endsWith('simulate-with-loot') ? LOOT : SIMULATION };
    }
    const { status = 200, body } = answer;
    const text = JSON.stringify(body ?? null);
    return { ok: status < 300, status, statusText: 'X', headers: new Headers(), text: async () => text, json: async () => body } as never;
  });
  return { calls, fetchMock, release: () => release() };
}

async function chooseUser(name = 'hunter') {
  fireEvent.change(screen.getByLabelText('User'), { target: { value: 'hun' } });
  await flush();
  fireEvent.click(screen.getByRole('button', { name }));
  await flush();
}

describe('hunt simulator rules', () => {
  it('keeps the number of hunts within 1..100 and sends 10 for an emptied field', () => {
    expect(huntsInput('0')).toBe(1);
    expect(huntsInput('-5')).toBe(1);
    expect(huntsInput('150')).toBe(100);
    expect(huntsInput('42')).toBe(42);
    expect(huntsInput('')).toBe('');
    expect(huntsToSend('')).toBe(10);
    expect(huntsToSend(7)).toBe(7);
  });

  it('searches from 3 characters and sorts count maps by count', () => {
    expect(searchable('hu')).toBe(false);
    expect(searchable('hun')).toBe(true);
    expect(countRows({ a: 1, b: 3, c: 1 })).toEqual([
      ['b', 3],
      ['a', 1],
      ['c', 1],
    ]);
  });
});

describe('HuntSimulatorPage', () => {
  it('searches users only from 3 characters (form searchstring, includeingBanned false)', async () => {
    const { calls } = fakeServer();
    renderInAdmin(<HuntSimulatorPage />);
    fireEvent.change(screen.getByLabelText('User'), { target: { value: 'hu' } });
    await flush();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('User'), { target: { value: 'hunt' } });
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0].init.method).toBe('POST');
    expect(new URLSearchParams(String(calls[0].init.body)).toString()).toBe('searchstring=hunt&includeingBanned=false');
    expect(
      within(screen.getByRole('list', { name: 'User suggestions' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['hunter', 'huntress', 'hunting_bob']);
  });

  it('never lets an older search answer replace the suggestions of the current term', async () => {
    const { fetchMock } = installFakeFetch();
    let releaseFirst: () => void = () => undefined;
    fetchMock.mockImplementation(async (_url: string, init: RequestInit = {}) => {
      const term = new URLSearchParams(String(init.body)).get('searchstring') ?? '';
      if (term === 'hun') await new Promise<void>((resolve) => (releaseFirst = resolve));
      const names = ['hunter', 'huntress', 'hunting_bob'].filter((n) => n.startsWith(term));
      return { ok: true, status: 200, statusText: 'OK', headers: new Headers(), text: async () => JSON.stringify(names) } as never;
    });
    renderInAdmin(<HuntSimulatorPage />);
    fireEvent.change(screen.getByLabelText('User'), { target: { value: 'hun' } });
    await flush();
    fireEvent.change(screen.getByLabelText('User'), { target: { value: 'hunti' } });
    await flush();
    await act(async () => releaseFirst());
    await flush();
    expect(
      within(screen.getByRole('list', { name: 'User suggestions' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['hunting_bob']);
  });

  it("shows a failed search as 'Error: ...' and no suggestions", async () => {
    const { fetchMock } = installFakeFetch();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderInAdmin(<HuntSimulatorPage />);
    fireEvent.change(screen.getByLabelText('User'), { target: { value: 'hunt' } });
    await flush();
    expect(screen.getByText('Error: Failed to fetch')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'User suggestions' })).not.toBeInTheDocument();
  });

  it('keeps both buttons disabled until a user is chosen, defaults to 10 hunts and posts {userId, count, options}', async () => {
    const { calls } = fakeServer();
    renderInAdmin(<HuntSimulatorPage />);
    expect(screen.getByLabelText('Number of hunts')).toHaveValue(10);
    expect(screen.getByRole('button', { name: 'Simulate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Simulate with loot' })).toBeDisabled();

    await chooseUser('huntress');
    expect(calls.some((c) => c.url === '/api/user/getByName/huntress')).toBe(true);
    expect(screen.getByText('Selected user: huntress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simulate' })).toBeEnabled();

    fireEvent.change(screen.getByLabelText('Number of hunts'), { target: { value: '500' } });
    expect(screen.getByLabelText('Number of hunts')).toHaveValue(100);
    fireEvent.change(screen.getByLabelText('Number of hunts'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    await flush();
    const post = calls.find((c) => c.url === '/api/admin/hunt/simulate')!;
    expect(post.init.method).toBe('POST');
    expect(JSON.parse(String(post.init.body))).toEqual({ userId: 'id-of-huntress', count: 3, options: {} });
  });

  it('disables both buttons while a run is in progress', async () => {
    const server = fakeServer({ hold: true });
    renderInAdmin(<HuntSimulatorPage />);
    await chooseUser();
    fireEvent.click(screen.getByRole('button', { name: 'Simulate with loot' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Simulate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Simulate with loot' })).toBeDisabled();
    await act(async () => server.release());
    await flush();
    expect(screen.getByRole('button', { name: 'Simulate' })).toBeEnabled();
    expect(server.calls.some((c) => c.url === '/api/admin/hunt/simulate-with-loot')).toBe(true);
  });

  it('shows totals, the enemies map and details with strategy, priority and failure reason', async () => {
    fakeServer();
    renderInAdmin(<HuntSimulatorPage />);
    await chooseUser();
    fireEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    await flush();
    expect(screen.getByLabelText('Total')).toHaveTextContent('3');
    expect(screen.getByLabelText('Success')).toHaveTextContent('1');
    expect(screen.getByLabelText('Missed')).toHaveTextContent('1');
    expect(screen.getByLabelText('Failed')).toHaveTextContent('1');
    const enemies = within(screen.getByRole('table', { name: 'Enemies' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(enemies).toEqual(['Banshee2', 'Wisp1']);
    const details = within(screen.getByRole('table', { name: 'Details' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      within(details[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Success', 'Banshee', 'HuntingTable', '3', '-']);
    expect(
      within(details[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'Missed', 'Banshee', 'SpecialGhost', '1', 'GhostTooPowerful']);
    expect(
      within(details[2])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', 'Failed', '-', 'None', '0', 'NoGhost']);
    expect(screen.getByTestId('simulation-details')).toHaveStyle({ maxHeight: '600px' });
  });

  it('shows the loot summaries and each hunt with its journals', async () => {
    fakeServer();
    renderInAdmin(<HuntSimulatorPage />);
    await chooseUser();
    fireEvent.click(screen.getByRole('button', { name: 'Simulate with loot' }));
    await flush();
    expect(screen.getByLabelText('Total Hunts')).toHaveTextContent('2');
    expect(screen.getByLabelText('Total Journals')).toHaveTextContent('2');
    // 24 xp in 2 hunts: 12 a hunt, 240 for a night of 20.
    expect(screen.getByLabelText('Mirror Night par (20 hunts)')).toHaveTextContent('240');
    expect(
      within(screen.getByRole('table', { name: 'Loot Summary' }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Raven Feather5', 'Bone Dust3']);
    expect(screen.getByRole('table', { name: 'Currency Summary' })).toHaveTextContent('gold40');
    expect(screen.getByRole('table', { name: 'Enemy Summary' })).toHaveTextContent('Banshee2');
    const first = screen.getByTestId('hunt-1');
    expect(first).toHaveTextContent('Hunt 1');
    expect(first).toHaveTextContent('SuccessRegular');
    expect(first).toHaveTextContent('HuntingTable (priority 3)');
    expect(first).toHaveTextContent('gold: 30');
    expect(first).toHaveTextContent('Bone Dust x3');
    expect(first).toHaveTextContent('goldenrain');
    expect(screen.getByTestId('hunt-2')).toHaveTextContent('SuccessMystic');
  });

  it("shows 'Error: ...' in red when a simulation fails", async () => {
    fakeServer({ fail: { status: 404, body: { statusCode: 404, code: 'HUNT.NOT_FOUND', message: 'There is no such user' } } });
    renderInAdmin(<HuntSimulatorPage />);
    await chooseUser();
    fireEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    await flush();
    const error = screen.getByText('Error: There is no such user');
    expect(error).toHaveStyle({ color: 'rgb(255, 0, 0)' });
    expect(screen.getByRole('button', { name: 'Simulate' })).toBeEnabled();
  });
});
