import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser } from 'playwright-core';
import { adminDetail, adminShot, api, baseUrl, errorNotification, launch, openAdmin, pngBytes, unique, until } from './support/browser';

interface Enemy {
  id: string;
  name: string;
  imageId: string | null;
  loot: { itemId: string; dropChance: number; amountMin: number; amountMax: number }[];
}

describe('back office: ghosts', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launch()));
  afterAll(() => browser?.close());

  it('creates a ghost with an uploaded image and a loot entry picked with the item picker', async () => {
    const { page, token, errors } = await openAdmin(browser, 'enemy');
    const name = unique('Lantern Wraith ');
    const file = join(tmpdir(), `${unique('ghost')}.png`);
    writeFileSync(file, await pngBytes('#6a3'));

    await page.getByRole('button', { name: 'Create New' }).click();
    const detail = adminDetail(page);
    await detail.getByLabel('Name', { exact: true }).fill(name);

    // Image: choosing the file uploads it at once and shows the preview.
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/Image') && r.request().method() === 'POST');
    await detail.getByRole('group', { name: 'Image', exact: true }).locator('input[type="file"]').setInputFiles(file);
    const upload = await uploaded;
    expect(upload.status()).toBe(201);
    const { id: imageId } = (await upload.json()) as { id: string };
    const preview = detail.getByRole('group', { name: 'Image', exact: true }).locator(`img[src="/api/image/${imageId}"]`);
    await preview.waitFor();

    // Loot: the item picker, searched for a demo item.
    const loot = detail.getByRole('group', { name: 'Loot' });
    await loot.getByRole('button', { name: 'Add Item' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Item' });
    await picker.getByLabel('Search').fill('bone du');
    await picker.getByText(/Showing 1 of 1 items/).waitFor();
    await adminShot(page, 'admin-enemy-item-picker', { fullPage: false });
    await picker.getByRole('button', { name: 'Bone Dust' }).click();
    await picker.waitFor({ state: 'hidden' });
    await loot.getByText('Bone Dust').waitFor();
    expect(await loot.getByLabel('dropChance %').inputValue()).toBe('100');
    expect(await loot.getByLabel('amountMin').inputValue()).toBe('1');
    expect(await loot.getByLabel('amountMax').inputValue()).toBe('1');
    await adminShot(page, 'admin-enemy-create');

    await detail.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Select a Ghosts to see details').waitFor();

    const created = (await api<Enemy[]>(`/api/enemy?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`, token)).body;
    expect(created).toHaveLength(1);
    const boneDust = (await api<{ items: { id: string }[] }>('/api/item/search?searchTerm=Bone%20Dust', token)).body.items[0];
    expect(created[0].imageId).toBe(imageId);
    expect(created[0].loot).toEqual([{ itemId: boneDust.id, dropChance: 100, amountMin: 1, amountMax: 1 }]);

    // Reload and open it again: loot and image preview come from the server.
    await page.goto(`${baseUrl()}/admin/#/enemy/${created[0].id}`);
    await page.reload();
    await detail.getByLabel('Name', { exact: true }).waitFor();
    await until(async () => (await detail.getByLabel('Name', { exact: true }).inputValue()) === name);
    await loot.getByText('Bone Dust').waitFor();
    expect(await loot.getByLabel('dropChance %').inputValue()).toBe('100');
    await until(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 64));
    // The list shows the thumbnail too (searched: the content pack has more ghosts than one page).
    await page.getByPlaceholder('Search').first().fill(name);
    await page.locator('tbody tr', { hasText: name }).locator('img').waitFor();
    await adminShot(page, 'admin-enemy-saved');

    const image = await fetch(`${baseUrl()}/api/image/${imageId}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    expect(await errorNotification(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
