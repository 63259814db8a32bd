import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInAdmin } from '../../testing/admin-context';
import type { GrimhuntDataProvider } from '../../providers/data-provider';
import type { DailyAnalyticsRecordDto } from '@grimhunt/contracts';
import { AnalyticsPage } from './analytics-page';

// react-admin's UI package loads an ESM-only dependency Jest cannot require; the page's hooks come from ra-core.
jest.mock('react-admin', () => ({ Title: () => null }));

type AnalyticsApi = Pick<GrimhuntDataProvider, 'analyticsRecords' | 'packageNames'>;
const withApi = (api: AnalyticsApi) => api as unknown as GrimhuntDataProvider;
import { dayOf, linePoints, purchasesChart, usersChart } from './analytics-rules';

const DAY = 86400;
const record = (i: number, over: Partial<DailyAnalyticsRecordDto> = {}): DailyAnalyticsRecordDto => ({
  id: `r${i}`,
  timestamp: 1_719_820_800 + i * DAY,
  users: 10 + i,
  usersActive: 2 + i,
  usersActiveWeek: 5 + i,
  usersActiveMonth: 8 + i,
  silverSubsActive: 1,
  goldSubsActive: i,
  platSubsActive: 0,
  purchases: [],
  ...over,
});

describe('analytics rules', () => {
  it('orders records by time and builds one series per figure', () => {
    const chart = usersChart([record(2), record(0), record(1)]);
    expect(chart.days).toEqual(['2024-07-01', '2024-07-02', '2024-07-03']);
    expect(chart.series.find((s) => s.key === 'users')?.values).toEqual([10, 11, 12]);
    expect(chart.series.find((s) => s.key === 'usersActive')?.values).toEqual([2, 3, 4]);
    expect(dayOf(1_719_820_800)).toBe('2024-07-01');
  });

  it('sums purchases per package per day, 0 where a package was not bought', () => {
    const chart = purchasesChart(
      [
        record(0, { purchases: [{ packageId: 'a', amount: 2 }] }),
        record(1, {
          purchases: [
            { packageId: 'b', amount: 1 },
            { packageId: 'a', amount: 3 },
          ],
        }),
      ],
      { a: 'Plasma Barrel', b: 'Gold Subscription' },
    );
    expect(chart.series.map((s) => [s.label, s.values])).toEqual([
      ['Gold Subscription', [0, 1]],
      ['Plasma Barrel', [2, 3]],
    ]);
  });

  it('scales polylines into the box', () => {
    expect(linePoints([0, 5, 10], 100, 50, 10)).toBe('0.0,50.0 50.0,25.0 100.0,0.0');
    expect(linePoints([3], 100, 50, 6)).toBe('50.0,25.0');
  });
});

describe('AnalyticsPage', () => {
  it('shows charts over time and the daily records with package names', async () => {
    const api: AnalyticsApi = {
      analyticsRecords: jest.fn(async () => [record(0), record(1, { purchases: [{ packageId: 'p1', amount: 4 }] })]),
      packageNames: jest.fn(async () => ({ p1: 'Plasma Barrel' })),
    };
    renderInAdmin(<AnalyticsPage />, withApi(api));
    expect(await screen.findByRole('img', { name: 'Users over 2 days' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Plasma Barrel: 4', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Active subscriptions over 2 days' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Purchases per package over 2 days' })).toBeInTheDocument();
    expect(screen.getByText('Plasma Barrel: 4')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Daily records' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('2024-07-02')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Plasma Barrel × 4')).toBeInTheDocument();
    expect(within(rows[2]).getByText('2024-07-01')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(api.analyticsRecords).toHaveBeenCalledTimes(2), { timeout: 5000 });
  });

  it('says so when loading fails or there are no records', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: AnalyticsApi = { analyticsRecords: async () => Promise.reject(new Error('Forbidden')), packageNames: async () => ({}) };
    const { unmount } = renderInAdmin(<AnalyticsPage />, withApi(failing));
    expect(await screen.findByText('Could not load the analytics: Forbidden', undefined, { timeout: 5000 })).toBeInTheDocument();
    unmount();
    renderInAdmin(<AnalyticsPage />, withApi({ analyticsRecords: async () => [], packageNames: async () => ({}) }));
    expect(await screen.findByText('No daily records yet.', undefined, { timeout: 5000 })).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
