import { act, fireEvent, screen } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import type { SettingDto } from '@grimhunt/contracts';
import { renderInAdmin } from '../../testing/admin-context';
import { GiftSchedulePage } from './gift-schedule-page';
import { formToSetting, giftScheduleError, scheduleToForm } from './gift-schedule-rules';

// react-admin's UI package loads an ESM-only dependency Jest cannot require; the page's hooks come from ra-core.
jest.mock('react-admin', () => ({ Title: () => null }));

const STORED = '{"start":"2026-11-01","items":["i1","i2"],"dates":{"2026-12-24":"i2"}}';

describe('gift schedule rules', () => {
  it('reads the stored schedule and writes it back in the format the game reads', () => {
    const form = scheduleToForm(STORED);
    expect(form).toEqual({ start: '2026-11-01', items: ['i1', 'i2'], dates: [{ day: '2026-12-24', itemId: 'i2' }] });
    expect(JSON.parse(formToSetting(form))).toEqual(JSON.parse(STORED));
  });

  it('starts from the default when the setting is missing or unreadable', () => {
    expect(scheduleToForm(null)).toEqual({ start: '2026-01-01', items: [], dates: [] });
    expect(scheduleToForm('not json')).toEqual({ start: '2026-01-01', items: [], dates: [] });
  });

  it('refuses empty rows and a day named twice', () => {
    expect(giftScheduleError({ start: '2026-11-01', items: ['i1', ''], dates: [] })).toMatch(/every rotation row/);
    expect(giftScheduleError({ start: '', items: [], dates: [] })).toMatch(/rotation starts/);
    const twice = [
      { day: '2026-12-24', itemId: 'i1' },
      { day: '2026-12-24', itemId: 'i2' },
    ];
    expect(giftScheduleError({ start: '2026-11-01', items: [], dates: twice })).toMatch(/only one dated gift/);
    expect(giftScheduleError(scheduleToForm(STORED))).toBeNull();
  });
});

function fakeApi(setting: SettingDto | null) {
  return {
    getSettingByKey: jest.fn(async (_key: string) => setting),
    saveSetting: jest.fn(async (_key: string, _value: string) => undefined),
    getList: jest.fn(async () => ({
      data: [
        { id: 'i1', name: 'Grave Cheese' },
        { id: 'i2', name: 'Candle Stub' },
      ],
      total: 2,
    })),
  };
}

async function renderPage(api: ReturnType<typeof fakeApi>) {
  renderInAdmin(<GiftSchedulePage />, api as unknown as DataProvider);
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('GiftSchedulePage', () => {
  it('shows the stored rotation and saves an edited schedule as the setting', async () => {
    const api = fakeApi({ id: 's1', key: 'GiftOfTheDaySchedule', value: STORED });
    await renderPage(api);
    expect(screen.getByLabelText('Rotation starts')).toHaveValue('2026-11-01');
    expect(screen.getAllByText('Grave Cheese').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1 of Single days' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(api.saveSetting).toHaveBeenCalledWith('GiftOfTheDaySchedule', '{"start":"2026-11-01","items":["i1","i2"],"dates":{}}');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('does not save a rotation row without an item', async () => {
    const api = fakeApi(null);
    await renderPage(api);
    fireEvent.click(screen.getByRole('button', { name: 'Add a day' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(api.saveSetting).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Choose an item in every rotation row');
  });
});
