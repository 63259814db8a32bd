import { Browser, Page } from 'playwright-core';
import { api, apiLogin, baseUrl, freshPlayer, launch, newPageWithToken, shot, until, watchServerErrors } from './support/browser';

function card(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

describe('player: shops, inventory, equipment, exhibition', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launch()));
  afterAll(() => browser?.close());

  it('buys bait in the Bar, equips it, sees it in the inventory and the equipment panel, and claims a collection', async () => {
    const hunter = await freshPlayer('shopper');
    const page = await newPageWithToken(browser, hunter.token);
    const errors = watchServerErrors(page);

    // The Bar: one Grave Moss Cheese at 10 gold, from the 50 gold of the starter kit (which also holds 30 cheese).
    await page.goto(`${baseUrl()}/bar`);
    const cheese = card(page, 'Grave Moss Cheese');
    await cheese.waitFor();
    await page.getByRole('radiogroup', { name: 'Quantity' }).getByRole('radio', { name: '1', exact: true }).click();
    await shot(page, 'economy-bar');
    await cheese.getByRole('button', { name: /^buy$/i }).click();
    await page.getByText('Purchase successful! Item added to inventory.').waitFor();
    await shot(page, 'economy-bar-bought');
    const me = await api<{
      currencies: { currencyEntries: { shortName: string; value: number }[] };
      inventory: { item: { name: string }; amount: number }[];
    }>('/api/clientUser/getme', hunter.token);
    expect(me.body.currencies.currencyEntries.find((c) => c.shortName === 'gold')?.value).toBe(40);
    expect(me.body.inventory.find((e) => e.item.name === 'Grave Moss Cheese')?.amount).toBe(31);

    // Inventory: the cheese (31 now) arrived equipped with the starter kit.
    await page.goto(`${baseUrl()}/inventory`);
    const tile = page.getByTestId('inventory-item').filter({ hasText: 'Grave Moss Cheese' });
    await tile.getByLabel('Amount 31').waitFor();
    await tile.getByText('Equipped', { exact: true }).waitFor();
    await shot(page, 'economy-inventory-equipped');

    // Equipment panel: the bait slot shows it.
    await page.goto(`${baseUrl()}/equipment`);
    const baitSlot = page.getByRole('listitem', { name: 'Bait', exact: true });
    await baitSlot.getByText('Grave Moss Cheese').waitFor();
    await shot(page, 'economy-equipment');

    // Exhibition: the admin hands over the Gallows trophies; the hunter claims the collection.
    const admin = await apiLogin('admin', 'admin');
    const search = await api<{ items: { id: string; name: string; trophieItemIds: string[] }[] }>(
      `/api/item/search?searchTerm=${encodeURIComponent('Gallows Collection')}`,
      admin,
    );
    const gallows = search.body.items.find((i) => i.name === 'Gallows Collection')!;
    expect(gallows.trophieItemIds.length).toBeGreaterThan(0);
    for (const itemId of gallows.trophieItemIds) {
      const granted = await fetch(`${baseUrl()}/api/user/AddInventoryItem`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ userId: hunter.id, itemId, deltaAmount: '1', remove: 'false' }).toString(),
      });
      expect(granted.status).toBe(200);
    }
    await page.goto(`${baseUrl()}/exhibition`);
    const collection = page.getByRole('article', { name: 'Gallows Collection' });
    await collection.waitFor();
    await until(async () => (await collection.getByTestId('trophy-dark').count()) === 0);
    // The claim's answer and the exhibition read that follows it are checked on their own, so a failure here says
    // which side let the badge down (one CI run saw no badge after the click; alone the test always passed).
    let claimAnswered = false;
    const claimAnswer = page.waitForResponse((r) => {
      if (!r.url().endsWith('/api/game/ClaimCollection') || r.request().method() !== 'POST') return false;
      claimAnswered = true;
      return true;
    });
    const reread = page.waitForResponse((r) => claimAnswered && r.url().includes('/getexhibition/') && r.request().method() === 'GET');
    await collection.getByRole('button', { name: /^claim$/i }).click();
    const answer = await claimAnswer;
    expect({ status: answer.status(), body: await answer.json() }).toMatchObject({ status: 200, body: { success: true } });
    expect((await reread).status()).toBe(200);
    await collection.getByText('Claimed', { exact: true }).waitFor();
    await shot(page, 'economy-exhibition-claimed');
    const after = await api<{ inventory: { item: { name: string }; amount: number }[] }>('/api/clientUser/getme', hunter.token);
    expect(after.body.inventory.find((e) => e.item.name === 'Gallows Collection')?.amount).toBe(1);
    expect(errors).toEqual([]);
  });
});
