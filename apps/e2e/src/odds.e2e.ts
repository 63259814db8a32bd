import { Client } from 'pg';
import { Browser, Page } from 'playwright-core';
import type { GhostTallyPageDto, HuntAnswerDto, HuntOddsDto } from '@grimhunt/contracts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gameDatabase, skipCooldown } from './support/game-database';
import { Locator } from 'playwright-core';
import {
  api,
  apiLogin,
  baseUrl,
  freshPlayer,
  launch,
  newPageWithToken,
  screenshotDir,
  shot,
  until,
  watchServerErrors,
} from './support/browser';

const PHONE = { width: 390, height: 844 };

/**
 * A screenshot of one panel (a phone page is too long to read whole), cut from the whole page scrolled to the top, so
 * the fixed menu bar stays at the top and does not cover the panel.
 */
async function panelShot(panel: Locator, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const page = panel.page();
  // Seen once, so its lazily loaded pictures are in.
  await panel.scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await panel.boundingBox();
  if (!box) throw new Error(`${name}: the panel is not on the page`);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true, clip: box });
}

describe('player: the odds, the best-setup advisor, the what-if replay and the crowns', () => {
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

  const itemId = async (name: string): Promise<string> => (await db.query(`SELECT id FROM item WHERE name = $1`, [name])).rows[0].id;

  async function grant(admin: string, userId: string, item: string, amount: number): Promise<void> {
    const res = await fetch(`${baseUrl()}/api/user/AddInventoryItem`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ userId, itemId: item, deltaAmount: String(amount), remove: 'false' }).toString(),
    });
    expect(res.status).toBe(200);
  }

  async function screens(page: Page, path: string, name: string, ready: (page: Page) => Promise<void>): Promise<void> {
    await page.goto(`${baseUrl()}${path}`);
    await ready(page);
    await page.waitForTimeout(500);
    await shot(page, name);
  }

  it('shows the odds on home and in the album, applies the advice, replays a miss with another setup and wins a crown', async () => {
    const hunter = await freshPlayer('oddsy');
    const admin = await apiLogin('admin', 'admin');
    const cheese = await itemId('Grave Moss Cheese');
    await grant(admin, hunter.id, cheese, 60);

    // Setup 1 holds the starter kit (trap and bait). Setup 2 gets the bait alone: a trap without power catches nothing.
    expect((await api('/api/game/changeEquipmentSet/1', hunter.token)).status).toBe(200);
    expect((await api(`/api/game/equip/${cheese}`, hunter.token)).status).toBe(200);

    // Hunts with setup 1 until one ghost was caught ten times (its first crown), then three misses with setup 2.
    const hunt = async () => {
      await skipCooldown(db, hunter.id);
      const res = await api<HuntAnswerDto>('/api/huntrefactored/hunt', hunter.token, { method: 'POST' });
      expect(res.status).toBe(200);
      return res.body;
    };
    expect((await api('/api/game/changeEquipmentSet/0', hunter.token)).status).toBe(200);
    for (let i = 0; i < 60; i++) {
      await hunt();
      const tally = await api<GhostTallyPageDto>('/api/huntrefactored/tally', hunter.token);
      if (tally.body.ghosts.some((g) => g.crown >= 10)) break;
    }
    const tally = (await api<GhostTallyPageDto>('/api/huntrefactored/tally', hunter.token)).body;
    expect(tally.ghosts.some((g) => g.crown === 10)).toBe(true);
    expect((await api('/api/game/changeEquipmentSet/1', hunter.token)).status).toBe(200);
    const misses: HuntAnswerDto[] = [];
    for (let i = 0; i < 3; i++) misses.push(await hunt());
    expect(misses.every((m) => m.huntResult === 'GhostTooPowerful' || m.huntResult === 'NoGhost')).toBe(true);

    const page = await newPageWithToken(browser, hunter.token);
    const errors = watchServerErrors(page);
    // The welcome popup is answered once.
    await page.goto(`${baseUrl()}/`);
    const welcome = page.getByRole('dialog', { name: 'Welcome to Grimhunt' });
    await welcome.waitFor();
    await welcome.getByRole('button', { name: "Let's hunt" }).click();
    await welcome.waitFor({ state: 'detached' });

    // Home: the odds of setup 2 (nothing is caught) and the advisor's better setup.
    const odds = page.getByTestId('odds-panel');
    await odds.getByTestId('odds-catch-rate').waitFor();
    const shown = (await api<HuntOddsDto>('/api/huntrefactored/odds', hunter.token)).body;
    expect(shown.catchRateBp).toBe(0);
    expect(await odds.getByTestId('odds-catch-rate').textContent()).toContain('0%');
    expect(await odds.getByTestId('odds-ghost').count()).toBe(Math.min(5, shown.ghosts.length));
    const advisor = page.getByTestId('setup-advisor');
    const pick = advisor.getByRole('article', { name: 'Most catches' });
    await pick.waitFor();
    await odds.scrollIntoViewIfNeeded();
    await shot(page, 'odds-home-desktop');

    // The hunt result of a miss offers the replay: the same ghost with setup 1 is caught.
    await skipCooldown(db, hunter.id);
    await page.goto(`${baseUrl()}/`);
    let result = page.getByRole('dialog').filter({ has: page.getByTestId('hunt-result') });
    for (let attempt = 0; attempt < 8; attempt++) {
      await skipCooldown(db, hunter.id);
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('button', { name: 'HUNT', exact: true }).click();
      result = page.getByRole('dialog').filter({ has: page.getByTestId('hunt-result') });
      await result.waitFor({ timeout: 15_000 });
      if ((await result.getByTestId('hunt-result').getAttribute('data-result')) === 'GhostTooPowerful') break;
      await result.getByRole('button', { name: 'Continue' }).click();
    }
    expect(await result.getByTestId('hunt-result').getAttribute('data-result')).toBe('GhostTooPowerful');
    await result.getByRole('button', { name: '↺ Replay with another setup' }).click();
    await result.getByRole('button', { name: 'Setup 1' }).click();
    const replayed = result.getByTestId('what-if-replayed');
    await replayed.waitFor();
    expect(await result.getByTestId('what-if-recorded').textContent()).toContain('Escaped');
    expect(await replayed.textContent()).toMatch(/Caught|Escaped/);
    await page.waitForTimeout(800);
    await shot(page, 'odds-what-if-desktop');
    await result.getByRole('button', { name: 'Continue' }).click();

    // The advice, applied with the equipment calls: the odds panel follows.
    await skipCooldown(db, hunter.id);
    await page.goto(`${baseUrl()}/`);
    await pick.waitFor();
    await pick.getByRole('button', { name: /^(Switch to setup \d+|Equip this setup)$/ }).click();
    await until(async () => ((await odds.getByTestId('odds-catch-rate').textContent()) ?? '').trim() !== '0%of hunts end in a catch');
    await advisor.getByText('✓ This is the setup at work.').first().waitFor();
    const after = (await api<HuntOddsDto>('/api/huntrefactored/odds', hunter.token)).body;
    expect(after.catchRateBp).toBeGreaterThan(0);
    await shot(page, 'odds-advisor-applied-desktop');
    await panelShot(odds, 'odds-panel-desktop');
    await panelShot(advisor, 'odds-advisor-desktop');

    // The album: odds on the current ground and the crowns.
    await screens(page, '/grimoire', 'odds-album-desktop', async (p) => {
      await p.getByTestId('ghost-crowns').getByTestId('crown-card').first().waitFor();
      await p.getByTestId('odds-panel').getByTestId('odds-catch-rate').waitFor();
    });
    await panelShot(page.getByTestId('ghost-crowns'), 'odds-crowns-desktop');
    const crowned = page.getByTestId('crown-card').filter({ has: page.getByRole('img', { name: 'Bronze crown' }) });
    expect(await crowned.count()).toBeGreaterThanOrEqual(1);

    // The journal: every entry, filtered by ghost; a missed hunt replayed from its entry.
    await page.goto(`${baseUrl()}/journal`);
    const list = page.getByRole('list', { name: 'Journal entries' });
    await list.getByRole('article').first().waitFor();
    const ghost = misses.find((m) => m.journalEntry?.enemy)?.journalEntry?.enemy?.name;
    if (ghost) {
      await page.getByRole('combobox', { name: 'Ghost' }).selectOption({ label: ghost });
      await until(async () => (await list.getByRole('article').allTextContents()).every((t) => t.includes(ghost)));
    }
    await list.getByRole('button', { name: '↺ Replay with another setup' }).first().click();
    await list.getByRole('button', { name: 'Setup 1' }).first().click();
    await list.getByTestId('what-if-replayed').first().waitFor();
    await shot(page, 'odds-journal-desktop');

    // Phone size: the odds, the advisor, the crowns and a what-if, panel by panel.
    const phone = await newPageWithToken(browser, hunter.token, PHONE);
    await phone.goto(`${baseUrl()}/`);
    const phoneWelcome = phone.getByRole('dialog', { name: 'Welcome to Grimhunt' });
    await phoneWelcome.waitFor();
    await phoneWelcome.getByRole('button', { name: "Let's hunt" }).click();
    await phoneWelcome.waitFor({ state: 'detached' });
    await phone.getByTestId('odds-panel').getByTestId('odds-catch-rate').waitFor();
    await phone.getByTestId('setup-advisor').getByRole('article').first().waitFor();
    await phone.waitForTimeout(400);
    await panelShot(phone.getByTestId('odds-panel'), 'odds-home-phone');
    await panelShot(phone.getByTestId('setup-advisor'), 'odds-advisor-phone');
    await phone.goto(`${baseUrl()}/grimoire`);
    await phone.getByTestId('crown-card').first().waitFor();
    await phone.waitForTimeout(400);
    await panelShot(phone.getByTestId('ghost-crowns'), 'odds-crowns-phone');
    await phone.goto(`${baseUrl()}/journal`);
    const phoneList = phone.getByRole('list', { name: 'Journal entries' });
    await phoneList.getByRole('button', { name: '↺ Replay with another setup' }).first().click();
    await phoneList.getByRole('button', { name: 'Setup 1' }).first().click();
    await phoneList.getByTestId('what-if-replayed').first().waitFor();
    await panelShot(
      phoneList
        .getByRole('listitem')
        .filter({ has: phone.getByTestId('what-if') })
        .first(),
      'odds-what-if-phone',
    );
    expect(errors).toEqual([]);
  });
});
