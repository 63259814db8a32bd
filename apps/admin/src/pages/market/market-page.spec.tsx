import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import { SETTINGS, type SettingDto } from '@grimhunt/contracts';
import { renderInAdmin } from '../../testing/admin-context';
import { MarketSettingsCard } from './market-settings-card';
import { settingProblem, volumeBars } from './market-rules';

describe('market page rules', () => {
  it('refuses a value the game could not read, with the setting description', () => {
    expect(settingProblem(SETTINGS.marketTariffPercent, '15')).toBeNull();
    expect(settingProblem(SETTINGS.marketTariffPercent, '95')).toMatch(/^Not a value the game can read: Percent of a market sale/);
    expect(settingProblem(SETTINGS.marketTariffPercent, '1.5')).not.toBeNull();
    expect(settingProblem(SETTINGS.marketMedianMaxPercent, '50')).not.toBeNull();
  });

  it('draws one bar per day scaled to the busiest day, zero days flat', () => {
    const { bars, max } = volumeBars(
      [
        { day: '2026-01-01', amount: 0, gold: 0, trades: 0 },
        { day: '2026-01-02', amount: 10, gold: 900, trades: 2 },
        { day: '2026-01-03', amount: 5, gold: 500, trades: 1 },
      ],
      300,
      100,
    );
    expect(max).toBe(10);
    expect(bars.map((b) => [b.x, b.height, b.y])).toEqual([
      [15, 0, 100],
      [115, 100, 0],
      [215, 50, 50],
    ]);
    expect(volumeBars([], 300, 100)).toEqual({ bars: [], max: 0 });
  });
});

describe('market settings card', () => {
  it('shows the stored values, blocks an unreadable one and saves only what changed', async () => {
    const stored: Record<string, string> = { MarketTariffPercent: '10', MarketMaxOpenOrders: '10' };
    const api = {
      getSettingByKey: jest.fn(async (key: string): Promise<SettingDto | null> =>
        key in stored ? { id: key, key, value: stored[key] } : null,
      ),
      saveSetting: jest.fn(async (key: string, value: string) => {
        stored[key] = value;
      }),
    };
    renderInAdmin(<MarketSettingsCard />, api as unknown as DataProvider);
    const tariff = await screen.findByRole('textbox', { name: 'Tariff (%)' });
    await waitFor(() => expect(tariff).toHaveValue('10'));
    // A missing row shows the default the game uses.
    expect(screen.getByRole('textbox', { name: 'Days an order lives' })).toHaveValue('7');

    fireEvent.change(tariff, { target: { value: '95' } });
    expect(screen.getByText(/Not a value the game can read/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    fireEvent.change(tariff, { target: { value: '12' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(api.saveSetting).toHaveBeenCalledTimes(1));
    expect(api.saveSetting).toHaveBeenCalledWith('MarketTariffPercent', '12');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
