import { Browser } from 'playwright-core';
import { adminShot, api, errorNotification, launch, openAdmin, until } from './support/browser';

/** Menu label, route (= API resource), the list's sort and the field its first column shows. */
const LISTS = [
  { label: 'user', resource: 'user', sort: ['name', 'ASC'], field: 'name' },
  { label: 'items', resource: 'item', sort: ['name', 'ASC'], field: 'name' },
  { label: 'itemTypes', resource: 'itemtype', sort: ['orderIndex', 'ASC'], field: 'name' },
  { label: 'Ghosts', resource: 'enemy', sort: ['name', 'ASC'], field: 'name' },
  { label: 'GhostTypes', resource: 'enemytype', sort: ['name', 'ASC'], field: 'name' },
  { label: 'Rarities', resource: 'rarity', sort: ['orderIndex', 'ASC'], field: 'name' },
  { label: 'regions', resource: 'region', sort: ['sequence', 'ASC'], field: 'name' },
  { label: 'currencies', resource: 'currency', sort: ['orderIndex', 'ASC'], field: 'name' },
  { label: 'stats', resource: 'stat', sort: ['name', 'ASC'], field: 'name' },
  { label: 'procTypes', resource: 'proctype', sort: ['name', 'ASC'], field: 'name' },
  { label: 'damageTypes', resource: 'damagetype', sort: ['name', 'ASC'], field: 'name' },
  { label: 'procEventTypes', resource: 'proceventtype', sort: ['name', 'ASC'], field: 'name' },
  { label: 'ranks', resource: 'rank', sort: ['xp', 'ASC'], field: 'name' },
  { label: 'premiumpackages', resource: 'premiumPackage', sort: ['name', 'ASC'], field: 'name' },
  { label: 'news', resource: 'news', sort: ['timestamp', 'DESC'], field: 'header' },
] as const;

const ENABLED = 'Missions are currently ENABLED';
const DISABLED = 'Missions are currently DISABLED';

describe('back office: navigation', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launch()));
  afterAll(() => browser?.close());

  it('shows every list of the menu with the demo content and no error', async () => {
    const { page, token, errors } = await openAdmin(browser);
    for (const list of LISTS) {
      const query = `sort=${encodeURIComponent(JSON.stringify(list.sort))}&range=${encodeURIComponent('[0,9]')}`;
      const { status, body } = await api<Record<string, unknown>[]>(`/api/${list.resource}?${query}`, token);
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(0);
      const first = String(body[0][list.field]);

      await page.getByRole('menuitem', { name: list.label, exact: true }).click();
      await until(() => new URL(page.url()).hash === `#/${list.resource}`);
      const firstRow = page.locator('tbody tr').first();
      await until(async () => (await firstRow.innerText()).includes(first), 10_000).catch(() => {
        throw new Error(`${list.label}: the first row is not "${first}"`);
      });
      await page.getByText(/^Select a .+ to see details$/).waitFor();
      expect({ list: list.label, errors: await errorNotification(page).count() }).toEqual({ list: list.label, errors: 0 });
      // The list fits its column (it neither runs under the detail nor needs a horizontal scroll bar).
      const overflow = await page.locator('.list-page').evaluate((list) => {
        const column = list.parentElement as HTMLElement;
        return column.scrollWidth - column.clientWidth;
      });
      expect({ list: list.label, overflow }).toEqual({ list: list.label, overflow: 0 });
      await adminShot(page, `admin-${list.resource}`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('toggles Missions Enabled at once and shows the state in green or red', async () => {
    const { page, token, errors } = await openAdmin(browser);
    const setting = async () => (await api<{ value: string }>('/api/setting/getbykey/MissionsEnabled', token)).body?.value;

    await page.getByRole('menuitem', { name: 'missions' }).click();
    const box = page.getByLabel('Missions Enabled');
    const status = page.getByText(/^Missions are currently (ENABLED|DISABLED)$/);
    await status.waitFor();
    await until(async () => !(await box.isDisabled()));
    const wasEnabled = await box.isChecked();
    expect(await status.innerText()).toBe(wasEnabled ? ENABLED : DISABLED);
    await adminShot(page, 'admin-missions');

    for (const enabled of [!wasEnabled, wasEnabled]) {
      await box.click();
      await page.getByText(enabled ? ENABLED : DISABLED, { exact: true }).waitFor();
      const color = await status.evaluate((el) => getComputedStyle(el).color);
      expect(color).toBe(enabled ? 'rgb(0, 128, 0)' : 'rgb(255, 0, 0)');
      await until(async () => (await setting()) === String(enabled));
      await until(async () => !(await box.isDisabled()));
      if (enabled !== wasEnabled) await adminShot(page, 'admin-missions-toggled');
    }

    // The state survives a reload (it was saved, not only shown).
    await page.reload();
    await page.getByText(wasEnabled ? ENABLED : DISABLED, { exact: true }).waitFor();
    expect(await errorNotification(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
