import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderInAdmin } from '../../testing/admin-context';
import type { HuntStatisticsDto } from '@grimhunt/contracts';
import { installFakeFetch } from '../../testing/fake-fetch';
import { HuntStatisticsPage } from './hunt-statistics-page';
import { statisticsRows } from './hunt-statistics-rules';

// react-admin's UI package loads an ESM-only dependency Jest cannot require; the page's hooks come from ra-core.
jest.mock('react-admin', () => ({ Title: () => null }));

const STATS: HuntStatisticsDto = {
  totalHunts: 7,
  totalUsers: 3,
  successfulHunts: 4,
  failedHunts: 3,
  successRate: 57.142857,
  huntResults: { GhostTooPowerful: 1, SuccessRegular: 3, NoGhost: 2, SuccessMystic: 1 },
  huntResultsPercentage: { GhostTooPowerful: 14.29, SuccessRegular: 42.86, NoGhost: 28.57, SuccessMystic: 14.29 },
  ghostsAttracted: { Wisp: 2, Banshee: 3 },
  ghostsAttractedPercentage: { Wisp: 40, Banshee: 60 },
  ghostsCaught: { Banshee: 3, Wisp: 1 },
  ghostsCaughtPercentage: { Banshee: 75, Wisp: 25 },
  huntStrategies: {},
  huntStrategiesPercentage: {},
  lootStatistics: { 'Bone Dust': 1, 'Raven Feather': 2 },
  currencyStatistics: { gold: 300 },
  from: 0,
  to: 0,
};

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function rowsOf(tableName: string): string[][] {
  const table = screen.getByRole('table', { name: tableName });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('statisticsRows', () => {
  it('sorts by count descending (ties by name) and formats percentages to 2 decimals', () => {
    expect(statisticsRows({ b: 1, a: 1, c: 5 }, { a: 14.285714, b: 14.3, c: 71.4 })).toEqual([
      { name: 'c', count: 5, percent: '71.40%' },
      { name: 'a', count: 1, percent: '14.29%' },
      { name: 'b', count: 1, percent: '14.30%' },
    ]);
  });

  it("computes each row's share of the total without server percentages", () => {
    expect(statisticsRows({ x: 1, y: 2 })).toEqual([
      { name: 'y', count: 2, percent: '66.67%' },
      { name: 'x', count: 1, percent: '33.33%' },
    ]);
    expect(statisticsRows(undefined)).toEqual([]);
  });
});

describe('HuntStatisticsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Lade Hunt-Statistiken...' while loading, then the figures and tables sorted by count", async () => {
    const { calls } = installFakeFetch(() => ({ body: STATS }));
    renderInAdmin(<HuntStatisticsPage />);
    expect(screen.getByText('Lade Hunt-Statistiken...')).toBeInTheDocument();
    await flush();
    expect(calls[0].url).toBe('/api/admin/hunt/statistics-last-24h');
    expect(screen.getByLabelText('Total Hunts')).toHaveTextContent('7');
    expect(screen.getByLabelText('Total Users')).toHaveTextContent('3');
    expect(screen.getByLabelText('Successful Hunts')).toHaveTextContent('4');
    expect(screen.getByLabelText('Failed Hunts')).toHaveTextContent('3');
    expect(screen.getByLabelText('Success Rate')).toHaveTextContent('57.14%');

    expect(rowsOf('Hunt Results')).toEqual([
      ['SuccessRegular', '3', '42.86%'],
      ['NoGhost', '2', '28.57%'],
      ['GhostTooPowerful', '1', '14.29%'],
      ['SuccessMystic', '1', '14.29%'],
    ]);
    expect(rowsOf('Ghosts Attracted')).toEqual([
      ['Banshee', '3', '60.00%'],
      ['Wisp', '2', '40.00%'],
    ]);
    expect(rowsOf('Ghosts Caught')).toEqual([
      ['Banshee', '3', '75.00%'],
      ['Wisp', '1', '25.00%'],
    ]);
    expect(rowsOf('Loot Statistics')).toEqual([
      ['Raven Feather', '2', '66.67%'],
      ['Bone Dust', '1', '33.33%'],
    ]);
    expect(rowsOf('Currency Statistics')).toEqual([['gold', '300', '100.00%']]);
    // Hunt Strategies is empty.
    expect(screen.queryByRole('table', { name: 'Hunt Strategies' })).toBeNull();
    expect(screen.getAllByText('No data available')).toHaveLength(1);
  });

  it("shows 'Fehler beim Laden der Statistiken:' with a 'Neu laden' button that loads again", async () => {
    let fail = true;
    const { calls } = installFakeFetch(() =>
      fail ? { status: 500, body: { statusCode: 500, code: 'GENERIC.INTERNAL', message: 'kaputt' } } : { body: STATS },
    );
    renderInAdmin(<HuntStatisticsPage />);
    await flush();
    expect(screen.getByText(/Fehler beim Laden der Statistiken:/)).toHaveTextContent('Fehler beim Laden der Statistiken: kaputt');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    await flush();
    expect(calls).toHaveLength(2);
    expect(screen.getByLabelText('Total Hunts')).toHaveTextContent('7');
    expect(screen.queryByText(/Fehler beim Laden/)).toBeNull();
  });

  it("shows 'Keine Statistiken verfügbar' for an empty answer", async () => {
    installFakeFetch(() => ({ body: null }));
    renderInAdmin(<HuntStatisticsPage />);
    await flush();
    expect(screen.getByText('Keine Statistiken verfügbar')).toBeInTheDocument();
  });

  it("says 'No data available' in every table of a quiet day", async () => {
    installFakeFetch(() => ({
      body: {
        ...STATS,
        totalHunts: 0,
        totalUsers: 0,
        successfulHunts: 0,
        failedHunts: 0,
        successRate: 0,
        huntResults: {},
        ghostsAttracted: {},
        ghostsCaught: {},
        huntStrategies: {},
        lootStatistics: {},
        currencyStatistics: {},
      },
    }));
    renderInAdmin(<HuntStatisticsPage />);
    await flush();
    expect(screen.getAllByText('No data available')).toHaveLength(6);
    expect(screen.getByLabelText('Success Rate')).toHaveTextContent('0.00%');
  });
});
