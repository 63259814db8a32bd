import { act, fireEvent, screen } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import { renderInAdmin } from '../../testing/admin-context';
import type { SettingDto } from '@grimhunt/contracts';
import { MissionsSettingsPage, type MissionsApi } from './missions-settings-page';
import {
  forceGroundValue,
  MISSIONS_DISABLED_TEXT,
  MISSIONS_ENABLED_TEXT,
  missionsEnabled,
  missionsStatusText,
  parseForceGroundValue,
} from './missions-settings-rules';

// react-admin's UI package loads an ESM-only dependency Jest cannot require; the page's hooks come from ra-core.
jest.mock('react-admin', () => ({ Title: () => null }));

describe('missions settings rules', () => {
  it('has the contract texts', () => {
    expect(missionsStatusText(true)).toBe('Missions are currently ENABLED');
    expect(missionsStatusText(false)).toBe('Missions are currently DISABLED');
  });

  it('counts missing or unreadable settings as disabled', () => {
    expect(missionsEnabled(null)).toBe(false);
    expect(missionsEnabled({ id: '1', key: 'MissionsEnabled', value: 'false' })).toBe(false);
    expect(missionsEnabled({ id: '1', key: 'MissionsEnabled', value: 'yes?' })).toBe(false);
    expect(missionsEnabled({ id: '1', key: 'MissionsEnabled', value: 'true' })).toBe(true);
  });

  it('joins region id and hunting-ground id with two underscores', () => {
    expect(forceGroundValue('reg-1', 'hg-7')).toBe('reg-1__hg-7');
    expect(parseForceGroundValue('reg-1__hg-7')).toEqual({ regionId: 'reg-1', huntingGroundId: 'hg-7' });
    expect(parseForceGroundValue('garbage')).toBeNull();
    expect(parseForceGroundValue(null)).toBeNull();
  });
});

function fakeApi(settings: Record<string, SettingDto | null | Error>) {
  const api = {
    getSettingByKey: jest.fn(async (key: string) => {
      const value = settings[key] ?? null;
      if (value instanceof Error) throw value;
      return value;
    }),
    saveSetting: jest.fn(async (_key: string, _value: string) => undefined),
    deleteSetting: jest.fn(async (_id: string) => undefined),
    groundsOfRegion: jest.fn(async (_regionId: string) => [{ id: 'hg-1', name: 'Old Cemetery' } as any]),
    getList: jest.fn(async () => ({ data: [{ id: 'reg-1', name: 'Misty Moor' }], total: 1 })) as any,
  };
  return api as typeof api & MissionsApi;
}

async function renderPage(api: MissionsApi) {
  renderInAdmin(<MissionsSettingsPage />, api as unknown as DataProvider);
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('MissionsSettingsPage', () => {
  it('shows ENABLED in green when the setting is true, and saves false at once when unchecked', async () => {
    const api = fakeApi({ MissionsEnabled: { id: 's1', key: 'MissionsEnabled', value: 'true' } });
    await renderPage(api);
    const status = screen.getByText(MISSIONS_ENABLED_TEXT);
    expect(status).toHaveStyle({ color: 'rgb(0, 128, 0)' });

    await act(async () => {
      fireEvent.click(screen.getByLabelText('Missions Enabled'));
    });
    expect(api.saveSetting).toHaveBeenCalledWith('MissionsEnabled', 'false');
    expect(screen.getByText(MISSIONS_DISABLED_TEXT)).toHaveStyle({ color: 'rgb(255, 0, 0)' });
  });

  it('shows DISABLED when the setting is missing or unreadable', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage(fakeApi({ MissionsEnabled: new Error('500') }));
    expect(screen.getByText(MISSIONS_DISABLED_TEXT)).toBeInTheDocument();
    expect(screen.getByLabelText('Missions Enabled')).not.toBeChecked();
    jest.restoreAllMocks();
  });

  it('Update with the box checked saves ForceMissionHuntingGround as region__ground', async () => {
    const api = fakeApi({ ForceMissionHuntingGround: { id: 's2', key: 'ForceMissionHuntingGround', value: 'reg-1__hg-1' } });
    await renderPage(api);
    expect(screen.getByLabelText('Force Next Missions On Hunting Ground')).toBeChecked();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    });
    expect(api.saveSetting).toHaveBeenCalledWith('ForceMissionHuntingGround', 'reg-1__hg-1');
    expect(api.deleteSetting).not.toHaveBeenCalled();
  });

  it('Update with the box unchecked deletes the existing setting by id', async () => {
    const api = fakeApi({ ForceMissionHuntingGround: { id: 's2', key: 'ForceMissionHuntingGround', value: 'reg-1__hg-1' } });
    await renderPage(api);
    fireEvent.click(screen.getByLabelText('Force Next Missions On Hunting Ground'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    });
    expect(api.deleteSetting).toHaveBeenCalledWith('s2');
    expect(api.saveSetting).not.toHaveBeenCalled();
  });
});
