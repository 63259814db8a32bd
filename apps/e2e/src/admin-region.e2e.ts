import { Browser, Locator, Page } from 'playwright-core';
import {
  acceptNextDialog,
  adminDetail,
  adminShot,
  api,
  errorNotification,
  launch,
  openAdmin,
  searchPicker,
  unique,
  until,
} from './support/browser';

interface HuntingTable {
  id: string;
  name: string;
  huntingGroundId: string;
  enemies: { enemyId: string; rangeMin: number; rangeMax: number }[];
}

/** Adds a ghost through the enemy picker of a hunting table form. */
async function addGhost(page: Page, form: Locator, search: string, ghost: string): Promise<void> {
  await form.getByRole('button', { name: 'Add Ghost' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Ghost' });
  await searchPicker(picker, search);
  await picker.getByRole('button', { name: ghost }).click();
  await picker.waitFor({ state: 'hidden' });
  await form.getByText(ghost).waitFor();
}

describe('back office: regions, hunting grounds and hunting tables', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launch()));
  afterAll(() => browser?.close());

  it('builds a region, a hunting ground inside it and a hunting table with a ghost entry', async () => {
    const { page, token, errors } = await openAdmin(browser, 'region');
    const region = unique('Moor ');
    const ground = unique('Old Mill ');
    const table = unique('Night table ');

    // Region
    await page.getByRole('button', { name: 'Create New' }).click();
    const detail = adminDetail(page);
    await detail.getByLabel('Name', { exact: true }).fill(region);
    await detail.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Select a regions to see details').waitFor();
    await page.locator('tbody tr', { hasText: region }).click();

    // Hunting ground, inside the region detail
    const grounds = page.getByRole('region', { name: 'Hunting grounds' });
    await grounds.getByText('No huntingground yet').waitFor();
    await grounds.getByRole('button', { name: 'Create New' }).click();
    await grounds.getByLabel('Name', { exact: true }).fill(ground);
    await grounds.getByLabel('Travel cost').fill('25');
    await grounds.getByRole('button', { name: 'Create', exact: true }).click();
    await grounds.getByText('Select a huntingground to see details').waitFor();
    await grounds.getByRole('button', { name: new RegExp(ground) }).click();

    // Hunting table, inside the hunting ground detail
    const tables = page.getByRole('region', { name: 'Hunting tables' });
    await tables.getByText('No huntingtable yet').waitFor();
    await tables.getByRole('button', { name: 'Create New' }).click();
    await tables.getByLabel('Name', { exact: true }).fill(table);
    await addGhost(page, tables, 'bog', 'Bog Lantern');
    expect(await tables.getByLabel('rangeMin').inputValue()).toBe('0');
    expect(await tables.getByLabel('rangeMax').inputValue()).toBe('0');
    await tables.getByLabel('rangeMin').fill('100');
    await tables.getByLabel('rangeMax').fill('4999');
    await tables.getByText('Covers 4900 of 10000 rolls').waitFor();
    await tables.getByRole('button', { name: 'Create', exact: true }).click();
    await tables.getByText('Select a huntingtable to see details').waitFor();
    await tables.getByRole('button', { name: new RegExp(table) }).waitFor();
    await adminShot(page, 'admin-region-tables');

    // The API has the whole chain.
    const regions = (
      await api<{ id: string; name: string }[]>(`/api/region?filter=${encodeURIComponent(JSON.stringify({ q: region }))}`, token)
    ).body;
    expect(regions).toHaveLength(1);
    const groundsOfRegion = (
      await api<{ id: string; name: string; travelCost: number }[]>(`/api/huntingground/region/${regions[0].id}`, token)
    ).body;
    expect(groundsOfRegion).toEqual([expect.objectContaining({ name: ground, travelCost: 25, regionId: regions[0].id })]);
    const tablesOfGround = (await api<HuntingTable[]>(`/api/huntingtable/huntingground/${groundsOfRegion[0].id}`, token)).body;
    const bog = (await api<{ id: string }[]>(`/api/enemy?filter=${encodeURIComponent(JSON.stringify({ q: 'Bog Lantern' }))}`, token))
      .body[0];
    expect(tablesOfGround).toEqual([
      expect.objectContaining({ name: table, sequence: 0, enemies: [{ enemyId: bog.id, rangeMin: 100, rangeMax: 4999 }] }),
    ]);

    // Reopening the table shows the stored entry.
    await tables.getByRole('button', { name: new RegExp(table) }).click();
    await until(async () => (await tables.getByLabel('rangeMax').inputValue()) === '4999');
    await tables.getByText('Bog Lantern').waitFor();

    expect(await errorNotification(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();

    // The browser tests share one server: the region has no picture, and the player's picture test checks every region
    // and ground on the travel screen, so what this test built goes again (the table, the ground, then the region).
    for (const path of [
      `/api/huntingtable/${tablesOfGround[0].id}`,
      `/api/huntingground/${groundsOfRegion[0].id}`,
      `/api/region/${regions[0].id}`,
    ]) {
      expect({ path, status: (await api(path, token, { method: 'DELETE' })).status }).toEqual({ path, status: 200 });
    }
    expect((await api<unknown[]>(`/api/region?filter=${encodeURIComponent(JSON.stringify({ q: region }))}`, token)).body).toEqual([]);
  });

  it("shows the server's error when a table entry's rangeMin is above its rangeMax", async () => {
    const { page, token, errors } = await openAdmin(browser, 'region');
    const demoRegion = (await api<{ id: string; name: string }[]>('/api/region', token)).body[0];
    const demoGround = (await api<{ id: string; name: string }[]>(`/api/huntingground/region/${demoRegion.id}`, token)).body[0];
    const before = (await api<HuntingTable[]>(`/api/huntingtable/huntingground/${demoGround.id}`, token)).body.length;
    const table = unique('Broken table ');

    await page.locator('tbody tr', { hasText: demoRegion.name }).click();
    const grounds = page.getByRole('region', { name: 'Hunting grounds' });
    await grounds.getByRole('button', { name: new RegExp(demoGround.name) }).click();
    const tables = page.getByRole('region', { name: 'Hunting tables' });
    await tables.getByRole('button', { name: 'Create New' }).click();
    await tables.getByLabel('Name', { exact: true }).fill(table);
    await addGhost(page, tables, 'crow', 'Crow-Picked Wisp');
    await tables.getByLabel('rangeMin').fill('6000');
    await tables.getByLabel('rangeMax').fill('100');

    const alert = acceptNextDialog(page);
    await tables.getByRole('button', { name: 'Create', exact: true }).click();
    expect(await alert).toBe('enemies[0]: rangeMin must be <= rangeMax');
    // The form stays open with what was typed, and nothing was stored.
    expect(await tables.getByLabel('Name', { exact: true }).inputValue()).toBe(table);
    expect(await tables.getByLabel('rangeMin').inputValue()).toBe('6000');
    await adminShot(page, 'admin-region-range-error');
    // Only the alert: react-admin must not read the API's list of messages as field errors ("The form is not valid").
    await page.waitForTimeout(300);
    expect(await errorNotification(page).count()).toBe(0);
    expect((await api<HuntingTable[]>(`/api/huntingtable/huntingground/${demoGround.id}`, token)).body).toHaveLength(before);

    expect(errors).toEqual([]);
    await page.close();
  });
});
