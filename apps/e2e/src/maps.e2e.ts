import { Browser, Page } from 'playwright-core';
import { SEANCE_MAP_PATHS, SOCIAL_PATHS } from '@grimhunt/contracts';
import { api, apiLogin, baseUrl, freshPlayer, launch, newPageWithToken, shot, watchServerErrors } from './support/browser';
import { gameDatabase, skipCooldown } from './support/game-database';

const PHONE = { width: 390, height: 844 };

/** A form POST as the game's own calls send it (travel, equip and the hunt take forms). */
async function form(path: string, token: string, fields: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function itemId(admin: string, name: string): Promise<string> {
  const found = await api<{ items: { id: string; name: string }[] }>(`/api/item/search?searchTerm=${encodeURIComponent(name)}`, admin);
  return found.body.items.find((i) => i.name === name)!.id;
}

/** The back office gives the hunter XP, gold, a strong trap, bait and a scroll; the hunter travels to a second ground and back. */
async function equipHunter(admin: string, p: { id: string; token: string }, scroll: boolean): Promise<void> {
  expect(
    (
      await api(`/api/user/${p.id}`, admin, {
        method: 'PUT',
        body: { xp: 600, currencies: { currencyEntries: [{ name: 'gold', value: 1000 }] } },
      })
    ).status,
  ).toBe(200);
  const grants: [string, number][] = [
    ['Clockwork Soul Trap', 1],
    ['Grave Moss Cheese', 60],
    ...(scroll ? ([['Candle-Stub Séance Scroll', 1]] as [string, number][]) : []),
  ];
  for (const [name, amount] of grants) {
    const id = await itemId(admin, name);
    expect(
      (await form('/api/user/AddInventoryItem', admin, { userId: p.id, itemId: id, deltaAmount: String(amount), remove: 'false' })).status,
    ).toBe(200);
    if (!name.includes('Scroll')) expect((await api(`/api/game/equip/${id}`, p.token)).status).toBe(200);
  }
  const regions = await api<{ id: string }[]>('/api/ClientTravel/getregions', p.token);
  const grounds = await api<{ id: string; name: string }[]>(`/api/ClientTravel/GetHuntingGroundsOfRegion/${regions.body[0].id}`, p.token);
  for (const name of ['Whispering Chapel', 'Gallows Hill']) {
    const ground = grounds.body.find((g) => g.name === name)!;
    expect((await form('/api/Game/travel', p.token, { newHuntingGroundId: ground.id })).status).toBe(200);
  }
}

async function openMaps(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/maps`);
  await page.getByRole('heading', { name: 'Séance maps', exact: true }).waitFor();
}

describe('player: séance maps', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launch()));
  afterAll(() => browser?.close());

  it("a map is started, shared, and a catch appears on the other player's open map without a reload", async () => {
    const admin = await apiLogin('admin', 'admin');
    const mina = await freshPlayer('mina');
    const jonathan = await freshPlayer('jonathan');
    await equipHunter(admin, mina, true);
    await equipHunter(admin, jonathan, false);
    const asked = await api<{ requestId: string }>(SOCIAL_PATHS.friendRequests, mina.token, {
      method: 'POST',
      body: { name: jonathan.name },
    });
    expect((await api(SOCIAL_PATHS.acceptRequest(asked.body.requestId), jonathan.token, { method: 'POST', body: {} })).status).toBe(200);

    const page = await newPageWithToken(browser, mina.token);
    const other = await newPageWithToken(browser, jonathan.token, PHONE);
    const errors = [...watchServerErrors(page), ...watchServerErrors(other)];

    // Mina starts a séance from her scroll and invites Jonathan by name.
    await openMaps(page);
    await page.getByTestId('seance-scroll').getByRole('button', { name: 'Start a séance' }).click();
    await page.getByText('The séance begins: 10 ghosts to catch').waitFor();
    await page.getByTestId('map-detail').waitFor();
    expect(await page.getByTestId('map-ghost').count()).toBe(10);
    await page.getByRole('textbox', { name: 'Invite a friend' }).fill(jonathan.name);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByText(`${jonathan.name} is invited`).waitFor();

    // Jonathan, on his phone, joins from the invitation, reached through the sidebar.
    await openMaps(other);
    await other.getByTestId('map-invitation').getByRole('button', { name: 'Join' }).click();
    await other
      .getByTestId('map-detail')
      .getByText(/At the table/)
      .waitFor();
    await other
      .getByTestId('map-progress')
      .getByText(/0 of 10 ghosts caught/)
      .waitFor();
    await shot(other, 'maps-joined-phone');

    // Mina hunts until she catches a ghost of the map; Jonathan's open map shows it without a reload.
    const mine = await api<{ maps: { id: string }[] }>(SEANCE_MAP_PATHS.maps, mina.token);
    const detail = await api<{ ghosts: { enemyId: string }[] }>(SEANCE_MAP_PATHS.map(mine.body.maps[0].id), mina.token);
    const onMap = new Set(detail.body.ghosts.map((g) => g.enemyId));
    const db = await gameDatabase();
    try {
      let caught = false;
      for (let i = 0; i < 60 && !caught; i++) {
        await skipCooldown(db, mina.id);
        const hunt = await form('/api/huntrefactored/hunt', mina.token);
        caught = hunt.body?.success === true && onMap.has(hunt.body.journalEntry?.enemy?.id);
      }
      expect(caught).toBe(true);
    } finally {
      await db.end();
    }
    await other
      .getByTestId('map-ghost')
      .filter({ hasText: `Caught by ${mina.name}` })
      .waitFor({ timeout: 15_000 }); // the live event, without a reload (a loaded machine may take seconds)
    await other
      .getByTestId('map-progress')
      .getByText(/1 of 10 ghosts caught/)
      .waitFor();
    await shot(other, 'maps-live-catch-phone');
    await page.reload();
    await page
      .getByTestId('map-ghost')
      .filter({ hasText: `Caught by ${mina.name}` })
      .waitFor();
    await shot(page, 'maps-desktop');

    // Both menus lead to the screen; nothing sticks out sideways.
    await page.goto(`${baseUrl()}/ladder`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /COMMUNITY/ })
      .click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Séance maps' }).click();
    await page.getByRole('heading', { name: 'Séance maps', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
  });
});
