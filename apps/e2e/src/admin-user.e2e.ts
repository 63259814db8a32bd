import { Browser, Locator, Page } from 'playwright-core';
import { adminDetail, adminShot, api, errorNotification, launch, openAdmin, searchPicker, until } from './support/browser';

interface AdminUser {
  id: string;
  name: string;
  currencies: { currencyEntries: { name: string; value: number }[] };
  inventory: { itemId: string; amount: number }[];
}

const ITEM = 'Raven Feather';

async function demoUser(token: string): Promise<AdminUser> {
  return (await api<AdminUser>('/api/user/getByName/demo', token)).body;
}

/** The inventory row of one item (the innermost element holding its name and an Amount field). */
function inventoryRow(page: Page, inventory: Locator, itemName: string): Locator {
  return inventory
    .locator('div')
    .filter({ hasText: itemName })
    .filter({ has: page.getByLabel('Amount') })
    .last();
}

describe('back office: users', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launch()));
  afterAll(() => browser?.close());

  it("adds an item to the demo player's inventory, changes its amount on blur and sets a currency", async () => {
    const { page, token, errors } = await openAdmin(browser, 'user');
    const itemId = (await api<{ items: { id: string }[] }>(`/api/item/search?searchTerm=${encodeURIComponent(ITEM)}`, token)).body.items[0]
      .id;
    const amountOf = (user: AdminUser) => user.inventory.find((entry) => entry.itemId === itemId)?.amount ?? 0;
    const before = amountOf(await demoUser(token));

    await page.locator('tbody tr', { hasText: 'demo@grimhunt.local' }).click();
    const detail = adminDetail(page);
    await until(async () => (await detail.getByLabel('Name', { exact: true }).inputValue()) === 'demo');
    const inventory = detail.getByRole('group', { name: 'Inventory' });

    // Add through the item picker: one of it, sent at once.
    const added = page.waitForResponse((r) => r.url().endsWith('/api/user/AddInventoryItem'));
    await inventory.getByRole('button', { name: 'Add Item' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Item' });
    await searchPicker(picker, 'raven');
    await picker.getByRole('button', { name: ITEM }).click();
    expect((await added).status()).toBe(200);
    const amount = inventoryRow(page, inventory, ITEM).getByLabel('Amount');
    await until(async () => (await amount.inputValue()) === String(before + 1));
    await until(async () => amountOf(await demoUser(token)) === before + 1);

    // Change the amount and leave the field: the difference is sent on blur.
    const delta = page.waitForResponse((r) => r.url().endsWith('/api/user/AddInventoryItem'));
    await amount.fill(String(before + 5));
    expect(amountOf(await demoUser(token))).toBe(before + 1);
    await amount.blur();
    const sent = new URLSearchParams((await delta).request().postData() ?? '');
    expect(Object.fromEntries(sent)).toEqual({ userId: (await demoUser(token)).id, itemId, deltaAmount: '4', remove: 'false' });
    await until(async () => amountOf(await demoUser(token)) === before + 5);
    await adminShot(page, 'admin-user-inventory');

    // Currency: set a value and Update.
    const currencies = detail.getByRole('group', { name: 'Currencies' });
    if ((await currencies.getByLabel('Value').count()) === 0) await currencies.getByRole('button', { name: 'Add Currency' }).click();
    const value = 1000 + Math.floor(Math.random() * 90_000);
    await currencies.getByLabel('Value').first().fill(String(value));
    await detail.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Select a user to see details').waitFor();
    const after = await demoUser(token);
    expect(after.currencies.currencyEntries).toContainEqual({ name: expect.any(String), value });
    expect(amountOf(after)).toBe(before + 5);

    // Reopened, the form shows the stored values.
    await page.locator('tbody tr', { hasText: 'demo@grimhunt.local' }).click();
    await until(async () => (await currencies.getByLabel('Value').first().inputValue()) === String(value));
    await until(async () => (await inventoryRow(page, inventory, ITEM).getByLabel('Amount').inputValue()) === String(before + 5));
    await adminShot(page, 'admin-user-saved');

    expect(await errorNotification(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
