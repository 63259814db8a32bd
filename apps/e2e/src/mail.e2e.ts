import { Browser } from 'playwright-core';
import { api, apiLogin, baseUrl, freshPlayer, launch, newPageWithToken, shot, watchServerErrors } from './support/browser';

type Inventory = { inventory: { itemId: string; amount: number }[] };
const amountOf = async (token: string, itemId: string) =>
  (await api<Inventory>('/api/clientUser/getme', token)).body.inventory.find((e) => e.itemId === itemId)?.amount ?? 0;

describe('player: post service', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launch()));
  afterAll(() => browser?.close());

  it('one hunter sends Bone Dust with a letter; the other reads it and claims the dust', async () => {
    const sender = await freshPlayer('poster');
    const recipient = await freshPlayer('reader');

    // The admin gives the sender some Bone Dust (a transferable crafting material of the demo content).
    const admin = await apiLogin('admin', 'admin');
    const search = await api<{ items: { id: string; name: string }[] }>(
      `/api/item/search?searchTerm=${encodeURIComponent('Bone Dust')}`,
      admin,
    );
    const dust = search.body.items.find((i) => i.name === 'Bone Dust')!;
    const granted = await fetch(`${baseUrl()}/api/user/AddInventoryItem`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ userId: sender.id, itemId: dust.id, deltaAmount: '4', remove: 'false' }).toString(),
    });
    expect(granted.status).toBe(200);
    const senderBefore = await amountOf(sender.token, dust.id);
    const recipientBefore = await amountOf(recipient.token, dust.id);

    // Sender: Send tab, recipient from the suggestions, message, 3 Bone Dust.
    const page = await newPageWithToken(browser, sender.token);
    const errors = watchServerErrors(page);
    await page.goto(`${baseUrl()}/postservice`);
    await page.getByRole('heading', { name: 'Post Service' }).waitFor();
    await page.getByText('No received mail found.').waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByPlaceholder('Search by username (min 3 chars)').fill(recipient.name);
    await page.getByRole('option', { name: recipient.name }).click();
    await page.getByLabel('Message').fill('Grind this into your next brew. It keeps the ghouls polite.');
    await page.getByLabel('Attachment').selectOption(dust.id);
    await page.getByLabel('Amount').fill('3');
    await shot(page, 'mail-send');
    await page.getByRole('button', { name: 'Send Mail' }).click();
    await page.getByText('Mail sent', { exact: true }).waitFor();
    await page
      .getByTestId('mail-row')
      .filter({ hasText: `To: ${recipient.name}` })
      .waitFor();
    await shot(page, 'mail-outbox');
    expect(await amountOf(sender.token, dust.id)).toBe(senderBefore - 3);

    // Recipient: the letter waits in the inbox, unread, with a paperclip; reading it and claiming the dust.
    const other = await newPageWithToken(browser, recipient.token);
    const otherErrors = watchServerErrors(other);
    await other.goto(`${baseUrl()}/postservice`);
    const row = other.getByTestId('mail-row').filter({ hasText: sender.name });
    await row.waitFor();
    await row.getByTestId('unread-dot').waitFor();
    await row.getByTestId('paperclip').waitFor();
    await shot(other, 'mail-inbox');
    await row.click();
    const letter = other.getByRole('article', { name: 'Mail' });
    await letter.getByText('Grind this into your next brew. It keeps the ghouls polite.').waitFor();
    await letter.getByText('From:').waitFor();
    await letter.getByText('×3').waitFor();
    await shot(other, 'mail-read');
    await letter.getByRole('button', { name: 'Claim Items' }).click();
    await letter.getByText('Items already claimed').waitFor();
    await shot(other, 'mail-claimed');
    expect(await amountOf(recipient.token, dust.id)).toBe(recipientBefore + 3);

    // Back in the inbox: read now, and nothing left to claim.
    await other.getByRole('button', { name: 'Back to Inbox' }).click();
    await row.waitFor();
    expect(await row.getByTestId('unread-dot').count()).toBe(0);
    expect(await row.getByTestId('paperclip').count()).toBe(0);
    expect([...errors, ...otherErrors]).toEqual([]);
  });
});
