import { Browser, Page } from 'playwright-core';
import { SETTINGS } from '@grimhunt/contracts';
import {
  adminShot,
  api,
  apiLogin,
  baseUrl,
  freshPlayer,
  launch,
  newPageWithToken,
  openAdmin,
  shot,
  watchServerErrors,
} from './support/browser';

const PHONE = { width: 390, height: 844 };

/** Opens the Friends screen and waits until it has loaded. */
async function openFriends(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/friends`);
  await page.getByRole('heading', { name: 'Friends', exact: true }).waitFor();
  await page.getByTestId('gift-counts').waitFor();
}

describe('player: friends, the hunting party and daily gifts', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launch()));
  afterAll(() => browser?.close());

  it('two hunters befriend each other live, agree to the party, and send and claim gifts', async () => {
    // Today's gift: Bone Dust, named by the schedule the back office edits.
    const admin = await apiLogin('admin', 'admin');
    const search = await api<{ items: { id: string; name: string }[] }>(
      `/api/item/search?searchTerm=${encodeURIComponent('Bone Dust')}`,
      admin,
    );
    const dust = search.body.items.find((i) => i.name === 'Bone Dust')!;
    const saved = await api('/api/setting', admin, {
      method: 'POST',
      body: {
        key: SETTINGS.giftOfTheDaySchedule.key,
        value: SETTINGS.giftOfTheDaySchedule.format({ start: '2026-01-01', items: [dust.id], dates: {} }),
      },
    });
    expect([200, 201]).toContain(saved.status);

    const mara = await freshPlayer('mara');
    const quincey = await freshPlayer('quincey');
    const page = await newPageWithToken(browser, mara.token);
    const other = await newPageWithToken(browser, quincey.token, PHONE);
    const errors = [...watchServerErrors(page), ...watchServerErrors(other)];
    await openFriends(page);
    await openFriends(other);
    await page.getByText('No friends yet. Add a hunter by name to hunt together.').waitFor();

    // Mara asks; the request appears on Quincey's open screen without a reload, with a toast.
    await page.getByRole('textbox', { name: 'Add a friend' }).fill(quincey.name);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Friend request sent', { exact: true }).waitFor();
    await page.getByTestId('outgoing-request').filter({ hasText: quincey.name }).waitFor();
    // A refusal shows the server's message.
    await page.getByRole('textbox', { name: 'Add a friend' }).fill(mara.name);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('You cannot add yourself as a friend').waitFor();

    const incoming = other.getByTestId('incoming-request').filter({ hasText: mara.name });
    await incoming.waitFor({ timeout: 5000 });
    await other
      .getByTestId('social-toast')
      .filter({ hasText: `${mara.name} wants to be your friend` })
      .waitFor();
    await shot(other, 'social-request-phone');
    // On the phone it comes down from the top bar, not over the buttons at the bottom where the thumb acts.
    const toast = other.getByTestId('social-toast');
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const toastBox = (await toast.boundingBox())!;
    const barBox = (await other.locator('.topbar').boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
    expect(toastBox.y + toastBox.height).toBeLessThan(PHONE.height / 3);
    await incoming.getByRole('button', { name: `Accept ${mara.name}` }).click();
    await other.getByTestId('friend-row').filter({ hasText: mara.name }).waitFor();
    // Mara's open screen learns of it too.
    await page.getByTestId('friend-row').filter({ hasText: quincey.name }).waitFor({ timeout: 5000 });

    // Quincey agrees to be taken along.
    const party = other.getByRole('switch', { name: 'Hunting party' });
    expect(await party.getAttribute('aria-checked')).toBe('false');
    await party.click();
    await other.waitForFunction(() => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'true');
    await page.reload();
    await page.getByTestId('friend-row').filter({ hasText: 'joins parties' }).waitFor();

    // Gifts: Mara sends today's gift to all; it reaches Quincey's open screen; Quincey claims and returns it.
    await page.getByTestId('gift-of-the-day').getByText('Bone Dust').waitFor();
    await page.getByRole('button', { name: 'Send to all' }).click();
    await page.getByRole('button', { name: `Gift sent to ${quincey.name}` }).waitFor();
    await page.getByTestId('gift-counts').getByText('Sends left today: 9').waitFor();
    await shot(page, 'social-friends-desktop');

    const gift = other.getByTestId('received-gift').filter({ hasText: mara.name });
    await gift.waitFor({ timeout: 5000 });
    await shot(other, 'social-gift-phone');
    await other.getByRole('button', { name: 'Claim and return all' }).click();
    await other.getByText('No gifts waiting. Friends can send you one a day.').waitFor();
    await other.getByTestId('gift-counts').getByText('Claims left today: 9').waitFor();

    // The returned gift reaches Mara live; she claims it on its own.
    const returned = page.getByTestId('received-gift').filter({ hasText: quincey.name });
    await returned.waitFor({ timeout: 5000 });
    await returned.getByRole('button', { name: /^Claim / }).click();
    await page.getByText('No gifts waiting. Friends can send you one a day.').waitFor();

    type Me = { inventory: { itemId: string; amount: number }[] };
    const dustOf = async (token: string) =>
      (await api<Me>('/api/clientUser/getme', token)).body.inventory.find((e) => e.itemId === dust.id)?.amount ?? 0;
    expect(await dustOf(mara.token)).toBeGreaterThanOrEqual(1);
    expect(await dustOf(quincey.token)).toBeGreaterThanOrEqual(1);

    // Both menus lead to the screen.
    await page.goto(`${baseUrl()}/ladder`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /COMMUNITY/ })
      .click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Friends' }).click();
    await page.getByRole('heading', { name: 'Friends', exact: true }).waitFor();
    // Nothing sticks out sideways at either size (the top bar holds one entry more).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The screenshot shows the screen with its lists, not the moment before they arrive.
    await page.getByText('Loading your friends...').waitFor({ state: 'hidden' });
    await shot(page, 'social-friends-desktop-final');
    await shot(other, 'social-friends-phone');
    expect(errors).toEqual([]);

    // The back office lists the friendship (filtered by a name) and shows the schedule with today's item.
    const office = await openAdmin(browser, 'friendship');
    await office.page.getByRole('menuitem', { name: 'friendships' }).waitFor();
    await office.page.getByPlaceholder('Player name').fill(quincey.name);
    // The search goes into the address after a pause; leaving before it would bring the list back.
    await office.page.waitForURL(/filter=/);
    await office.page.getByRole('cell', { name: quincey.name }).waitFor();
    await office.page.getByRole('cell', { name: mara.name }).waitFor();
    await adminShot(office.page, 'social-admin-friendships');
    await office.page.getByRole('menuitem', { name: 'gift of the day' }).click();
    await office.page.getByLabel('Rotation starts').waitFor();
    expect(await office.page.getByLabel('Rotation starts').inputValue()).toBe('2026-01-01');
    await office.page.getByRole('group', { name: 'Rotation' }).getByText('Bone Dust').waitFor();
    await office.page.locator('#react-admin-title').getByText('gift of the day').waitFor();
    await adminShot(office.page, 'social-admin-gift-schedule');
    expect(office.errors).toEqual([]);
  });
});
