import { Client } from 'pg';
import { Browser, Page } from 'playwright-core';
import type { AdminMirrorNightDto, MirrorNightResultsDto } from '@grimhunt/contracts';
import {
  api,
  apiLogin,
  baseUrl,
  freshPlayer,
  launch,
  newPageWithToken,
  openAdmin,
  shot,
  unique,
  watchServerErrors,
} from './support/browser';
import { gameDatabase, skipCooldown } from './support/game-database';

const HUNTS = 3;

describe('Mirror Nights', () => {
  let browser: Browser;
  let db: Client;
  beforeAll(async () => {
    browser = await launch();
    db = await gameDatabase();
  });
  afterAll(async () => {
    await db?.end();
    await browser?.close();
  });

  /** A hunt from the home screen's HUNT button (the cooldown moved into the past first, as the other browser tests do). */
  async function home(page: Page): Promise<void> {
    await page.goto(`${baseUrl()}/`);
    const welcome = page.getByRole('dialog', { name: 'Welcome to Grimhunt' });
    const hunt = page.getByRole('button', { name: 'HUNT', exact: true });
    await Promise.race([welcome.waitFor(), hunt.waitFor()]);
    if (await welcome.isVisible()) {
      await welcome.getByRole('button', { name: "Let's hunt" }).click();
      await welcome.waitFor({ state: 'hidden' });
    }
  }

  async function huntFromHome(page: Page, userId: string): Promise<void> {
    await skipCooldown(db, userId);
    await home(page);
    await page.getByRole('button', { name: 'HUNT', exact: true }).click();
    const result = page.getByRole('dialog').filter({ has: page.getByTestId('hunt-result') });
    await result.waitFor({ timeout: 15_000 });
    await result.getByRole('button', { name: 'Continue' }).click();
    await result.waitFor({ state: 'hidden' });
  }

  it('a night is scheduled in the back office, entered, played and verified on the Mirror Nights screen', async () => {
    const admin = await apiLogin('admin', 'admin');
    const name = unique('Night');
    const now = Date.now();
    const created = await api<AdminMirrorNightDto>('/api/mirrornight', admin, {
      method: 'POST',
      body: {
        name,
        starts: new Date(now - 60_000).toISOString(),
        ends: new Date(now + 3_600_000).toISOString(),
        hunts: HUNTS,
        parScore: 30,
      },
    });
    expect(created.status).toBe(201);
    const nightId = created.body.id;

    // The back office lists it, its seeds hidden while it runs.
    const office = await openAdmin(browser, 'mirrornight');
    await office.page.getByText(name).first().waitFor();
    await office.page.getByText(name).first().click();
    await office.page.getByText(/Hidden until the night ends/).waitFor();
    await shot(office.page, 'mirror-nights-admin');

    // The player enters on the Mirror Nights screen (reached from the menu), then hunts from home.
    const player = await freshPlayer('mirror');
    const page = await newPageWithToken(browser, player.token);
    const errors = watchServerErrors(page);
    await home(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /COMMUNITY/ })
      .click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Mirror Nights' }).click();
    const card = page.getByRole('article', { name });
    await card.waitFor();
    await card.getByRole('button', { name: 'Enter' }).click();
    await card.getByTestId('mirror-progress').getByText(`0 of ${HUNTS} hunts used`).waitFor();
    await shot(page, 'mirror-nights-entered');

    for (let i = 0; i < HUNTS; i++) await huntFromHome(page, player.id);

    await page.goto(`${baseUrl()}/mirror-nights`);
    await card.getByTestId('mirror-progress').getByText(`${HUNTS} of ${HUNTS} hunts used`).waitFor();
    await shot(page, 'mirror-nights-played');

    // The admin ends the night now (as the back office's edit does): the seeds are published.
    const ended = await api(`/api/mirrornight/${nightId}`, admin, { method: 'PUT', body: { ends: new Date().toISOString() } });
    expect(ended.status).toBe(200);
    const results = await api<MirrorNightResultsDto>(`/api/mirror-nights/${nightId}`, player.token);
    expect(results.body.seeds).toHaveLength(HUNTS);

    await page.reload();
    const finished = page.getByRole('article', { name });
    await finished.getByRole('button', { name: 'Results' }).click();
    const table = finished.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: player.name });
    await row.waitFor();
    await finished.getByTestId('mirror-seeds').getByText(String(results.body.seeds![0])).waitFor();
    await row.getByRole('button', { name: 'Verify' }).click();
    await row.locator('[data-verdict="match"]').waitFor();
    expect(await row.textContent()).toContain(`Match: ${HUNTS} hunts replayed`);
    await shot(page, 'mirror-nights-verified');

    // The same screen at phone size.
    const phone = await newPageWithToken(browser, player.token, { width: 390, height: 844 });
    await phone.goto(`${baseUrl()}/mirror-nights`);
    await phone.getByRole('article', { name }).waitFor();
    await shot(phone, 'mirror-nights-phone');
    expect(errors).toEqual([]);
    expect(office.errors).toEqual([]);
  });
});
