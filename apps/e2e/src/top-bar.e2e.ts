import { Browser, Page } from 'playwright-core';
import { apiLogin, baseUrl, freshPlayer, launch, newPageWithToken, shot, watchServerErrors } from './support/browser';

/** Room left in the top bar for one more entry: a short word such as MAPS, as wide as HOME (57 px) with its gap. */
const ROOM_FOR_ONE_MORE = 60;

/** A signed-in page at `width` that has seen the welcome dialog already (it has its own tests). */
async function gamePage(browser: Browser, token: string, width: number, height = 800): Promise<Page> {
  const page = await newPageWithToken(browser, token, { width, height });
  await page.context().addCookies([{ name: 'hasSeenWelcome', value: 'true', url: baseUrl() }]);
  return page;
}

/** How the desktop top bar lies out: the brand's word, the free room after the last entry, any overflow. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const rect = (selector: string) => document.querySelector(selector)?.getBoundingClientRect() ?? null;
    const list = document.querySelector('.topbar--game .nav__list') as HTMLElement;
    const word = rect('.topbar--game .topbar__brand .logo__word');
    const last = (list.lastElementChild as HTMLElement).getBoundingClientRect();
    const account = rect('.topbar--game .topbar__account')!;
    const nav = rect('.topbar--game .nav')!;
    return {
      wordShown: word !== null && word.width > 0,
      room: Math.floor(Math.min(nav.right, account.left) - last.right),
      listOverflows: list.scrollWidth > list.clientWidth,
      pageWidth: document.documentElement.scrollWidth,
      barHeight: Math.round(rect('.topbar--game')!.height),
    };
  });
}

describe('player: the top bar at laptop and phone widths', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launch()));
  afterAll(() => browser?.close());

  it('shows the brand and every entry from 1241 px up (at 1280 and 1440 px with room for one more), and the phone menu at 390 px', async () => {
    // The admin has the most entries (ADMIN as well): the widest bar a player can see.
    const admin = await apiLogin('admin', 'admin');
    for (const width of [1241, 1280, 1440]) {
      const page = await gamePage(browser, admin, width);
      const errors = watchServerErrors(page);
      await page.goto(`${baseUrl()}/`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'ADMIN' }).waitFor();
      await page.getByRole('link', { name: 'PROFILE', exact: true }).waitFor();
      const bar = await measure(page);
      // From 1241 px (the burger below) everything fits; from 1280 px with room for one entry more.
      const roomNeeded = width < 1280 ? 0 : ROOM_FOR_ONE_MORE;
      expect({ width, ...bar, room: bar.room >= roomNeeded }).toEqual({
        width,
        wordShown: true,
        room: true,
        listOverflows: false,
        pageWidth: width,
        barHeight: bar.barHeight,
      });
      // One line: the bar is as tall as its tallest entry (the 40 px brand), not two rows of links.
      expect(bar.barHeight).toBeLessThan(80);
      if (width === 1241) {
        await page.close();
        continue;
      }
      await shot(page, `top-bar-${width}`);

      // COMMUNITY holds the places of other players; it leads to each and closes.
      await nav.getByRole('button', { name: /COMMUNITY/ }).click();
      const menu = page.getByRole('menu');
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
        'FRIENDS',
        'SÉANCE MAPS',
        'LADDER',
        'COVENS',
        'TOURNAMENTS',
        'MIRROR NIGHTS',
      ]);
      await shot(page, `top-bar-${width}-community`);
      await menu.getByRole('menuitem', { name: 'Covens' }).click();
      await page.getByRole('heading', { name: 'Covens', exact: true }).waitFor();
      // JOURNEY: the journal and the travel screen.
      await nav.getByRole('button', { name: /JOURNEY/ }).click();
      expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).toEqual(['JOURNAL', 'TRAVEL']);
      await page.getByRole('menu').getByRole('menuitem', { name: 'Journal' }).click();
      await page.waitForURL(/\/journal$/);
      expect(await page.getByRole('menu').count()).toBe(0);
      // The dropdown that holds the screen shown is marked.
      await nav.locator('button.nav__link--active', { hasText: 'JOURNEY' }).waitFor();
      await page.getByRole('link', { name: 'PROFILE', exact: true }).click();
      await page.waitForURL(/\/profile$/);
      expect(errors).toEqual([]);
      await page.close();
    }

    // Phone: the burger opens the sidebar with every entry; the top bar holds the brand, the burger and Logout.
    const player = await freshPlayer('topbar');
    const phone = await gamePage(browser, player.token, 390, 844);
    await phone.goto(`${baseUrl()}/`);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = phone.getByRole('complementary', { name: 'Game menu' });
    for (const entry of ['HOME', 'JOURNAL', 'TRAVEL', 'INVENTORY', 'FRIENDS', 'COVENS', 'TOURNAMENTS', 'MIRROR NIGHTS', 'PROFILE'])
      await sidebar.getByRole('link', { name: entry, exact: true }).waitFor();
    expect(await phone.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'top-bar-390-menu');
    await sidebar.getByRole('link', { name: 'TOURNAMENTS', exact: true }).click();
    await phone.waitForURL(/\/tournaments$/);
    expect(await phone.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    await shot(phone, 'top-bar-390');
  });
});
