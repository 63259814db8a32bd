import { Browser } from 'playwright-core';
import { api, apiLogin, baseUrl, launch, mailLink, newPageWithToken, sha256, shot, unique, watchServerErrors } from './support/browser';

/** A fresh, activated player (registered through the API, activated through the mailed link). */
async function newPlayer(): Promise<{ name: string; token: string }> {
  const name = unique('patron');
  const email = `${name}@example.com`;
  const res = await fetch(`${baseUrl()}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: name, password: sha256('ghosts123'), email }).toString(),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status}`);
  const secret = await mailLink(email, /\/activateAccount\/([\w-]+)/);
  await fetch(`${baseUrl()}/api/user/ActivateAccount/${secret}`);
  return { name, token: await apiLogin(name, 'ghosts123') };
}

describe('premium shop: a purchase through the sandbox provider', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launch()));
  afterAll(() => browser?.close());

  it('buys a package, approves it on the sandbox page, the callback shows success and the items are in the inventory', async () => {
    const player = await newPlayer();
    const page = await newPageWithToken(browser, player.token);
    const errors = watchServerErrors(page);

    await page.goto(`${baseUrl()}/premiumShop`);
    await page.getByRole('heading', { name: 'Premium Shop' }).waitFor();
    const tiers = page.getByRole('region', { name: 'Subscriptions' });
    await tiers.getByRole('button', { name: 'Subscribe' }).first().waitFor();
    await shot(page, 'premium-shop');

    const plasma = page.getByRole('region', { name: 'Plasma deals' });
    await plasma.getByRole('button', { name: 'Buy $2.99' }).click();
    const modal = page.getByRole('dialog', { name: 'Plasma Barrel' });
    await modal.getByText('$2.99 USD').waitFor();
    await shot(page, 'premium-payment-modal');
    await modal.getByRole('link', { name: 'Buy with PayPal' }).click();

    await page.waitForURL(/\/api\/payment\/sandbox\/SBO-/);
    await page.getByText('Sandbox checkout').waitFor();
    await page.getByText('$2.99 USD').waitFor();
    await shot(page, 'payment-sandbox-approval');
    await page.getByRole('button', { name: 'Approve' }).click();

    await page.waitForURL(/\/shopcallback\//);
    await page.getByRole('heading', { name: 'Payment successful!' }).waitFor();
    await shot(page, 'payment-callback-success');

    await page.getByRole('link', { name: 'Open inventory' }).click();
    const vial = page.getByRole('article', { name: 'Vial of Plasma' });
    await vial.waitFor();
    await vial.getByLabel('Amount 100').waitFor();
    await shot(page, 'payment-items-in-inventory');

    const inventory = await api<{ item: { name: string }; amount: number }[]>('/api/clientUser/getinventory', player.token);
    expect(inventory.body.filter((e) => e.item.name === 'Vial of Plasma').map((e) => e.amount)).toEqual([100]);

    await page.goto(`${baseUrl()}/profile`);
    const row = page.getByRole('row', { name: /Plasma Barrel/ });
    await row.getByText('COMPLETED').waitFor();
    await shot(page, 'profile-transactions');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('changes the name through the sandbox: the form, the modal, the approval, the callback text and the emailed receipt', async () => {
    const player = await newPlayer();
    const page = await newPageWithToken(browser, player.token);
    const errors = watchServerErrors(page);
    const wished = unique('Renamed_');

    await page.goto(`${baseUrl()}/premiumShop`);
    const card = page.getByRole('article', { name: 'Name change' });
    await card.getByText('$10.00').waitFor();
    await card.getByRole('button', { name: 'Name change' }).click();
    const popup = page.getByRole('dialog', { name: 'Name change' });
    await popup.getByRole('textbox', { name: 'Wished name' }).fill('no spaces allowed');
    await popup.getByRole('button', { name: 'Buy $10.00' }).click();
    await popup.getByRole('alert').waitFor();
    await shot(page, 'premium-name-change-form');
    await popup.getByRole('textbox', { name: 'Wished name' }).fill(wished);
    await popup.getByRole('button', { name: 'Buy $10.00' }).click();

    const modal = page.getByRole('dialog', { name: 'Name change' });
    await modal.getByText('$10.00 USD').waitFor();
    await modal.getByText(wished).waitFor();
    await modal.getByRole('link', { name: 'Buy with PayPal' }).click();
    await page.waitForURL(/\/api\/payment\/sandbox\/SBO-/);
    await page.getByText('$10.00 USD').waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();

    await page.waitForURL(/\/shopcallback\//);
    await page.getByRole('heading', { name: 'Name changed!' }).waitFor();
    await page.getByText(`Your name is now ${wished}.`).waitFor();
    await shot(page, 'payment-callback-name-change');

    const me = await api<{ name: string }>('/api/clientUser/getme', player.token);
    expect(me.body.name).toBe(wished);
    expect(await mailLink(`${player.name}@example.com`, /New name: ([\w-]+)/)).toBe(wished);
    await apiLogin(wished, 'ghosts123');

    await page.goto(`${baseUrl()}/profile`);
    await page
      .getByRole('row', { name: /Name Change/ })
      .getByText('COMPLETED')
      .waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
