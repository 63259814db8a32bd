import { Browser, Page } from 'playwright-core';
import { Client } from 'pg';
import type { CovenDto, CovenSummaryDto, LadderPageDto, TournamentListDto, TournamentScoreboardDto } from '@grimhunt/contracts';
import {
  adminDetail,
  api,
  apiLogin,
  baseUrl,
  freshPlayer,
  launch,
  newPageWithToken,
  openAdmin,
  shot,
  unique,
  until,
  watchServerErrors,
} from './support/browser';
import { gameDatabase, skipCooldown } from './support/game-database';

const PHONE = { width: 390, height: 844 };

interface Player {
  name: string;
  token: string;
  id: string;
}

interface Me {
  currencies: { currencyEntries: { shortName: string; value: number }[] };
}

const goldOf = async (token: string) =>
  (await api<Me>('/api/clientUser/getme', token)).body.currencies.currencyEntries.find((c) => c.shortName === 'gold')?.value ?? 0;

/** The admin sets a player's purse (the back office's user edit does the same through this resource). */
async function grantGold(admin: string, player: Player, gold: number): Promise<void> {
  const res = await api(`/api/user/${player.id}`, admin, {
    method: 'PUT',
    body: { currencies: { currencyEntries: [{ name: 'gold', value: gold }] } },
  });
  expect(res.status).toBe(200);
}

/** A full-page screenshot from the top (the sticky top bar stays at the top), after checking nothing sticks out sideways. */
async function look(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const widths = await page.evaluate(() => [document.querySelector('main')?.scrollWidth ?? 0, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]);
  await shot(page, name);
}

/** Buys a token shop item on the shop screen, after its confirmation. */
async function buyInTokenShop(page: Page, itemName: string, price: number): Promise<void> {
  await page.goto(`${baseUrl()}/tournaments/shop`);
  const card = page.getByRole('article', { name: itemName });
  await card.getByRole('button', { name: 'Buy' }).click();
  const dialog = page.getByRole('dialog', { name: `Buy ${itemName}?` });
  await dialog.getByRole('button', { name: `Pay ${price} tokens` }).click();
  await dialog.getByText(`Bought: ${itemName}`).waitFor();
  await dialog.getByRole('button', { name: 'Done' }).click();
}

/** `yyyy-MM-ddThh:mm` in local time: what a date-and-time picker takes. */
function pickerValue(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const CAUGHT = ['SuccessRegular', 'SuccessMystic'];

/** One hunt with the HUNT button on home, the cooldown skipped first as the other browser tests do; answers the result. */
async function huntInTheBrowser(page: Page, db: Client, userId: string): Promise<string> {
  await skipCooldown(db, userId);
  await page.goto(`${baseUrl()}/`);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Grimhunt' });
  const hunt = page.getByRole('button', { name: 'HUNT', exact: true });
  await Promise.race([welcome.waitFor(), hunt.waitFor()]);
  if (await welcome.isVisible()) await welcome.getByRole('button', { name: "Let's hunt" }).click();
  await hunt.click();
  const result = page.getByRole('dialog').filter({ has: page.getByTestId('hunt-result') });
  await result.waitFor({ timeout: 15_000 });
  const outcome = (await result.getByTestId('hunt-result').getAttribute('data-result')) ?? '';
  await result.getByRole('button', { name: 'Continue' }).click();
  return outcome;
}

/** Hunts (in the browser) until a ghost is caught, at most `tries` times; answers whether one was. */
async function huntUntilCaught(page: Page, db: Client, userId: string, tries = 10): Promise<boolean> {
  for (let i = 0; i < tries; i += 1) if (CAUGHT.includes(await huntInTheBrowser(page, db, userId))) return true;
  return false;
}

/** Founds a coven on the covens screen: the fee is on the form, then the new coven's page opens. */
async function foundCoven(page: Page, name: string, motto: string, open: boolean): Promise<string> {
  await page.goto(`${baseUrl()}/covens`);
  const form = page.getByRole('form', { name: 'Found a coven' });
  await form.getByText('Founding costs 500 gold').waitFor();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Motto').fill(motto);
  if (!open) await form.getByLabel(/Open: anyone may join/).uncheck();
  await form.getByRole('button', { name: 'Found coven (500 gold)' }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() as string);
}

describe('covens and tournaments', () => {
  let browser: Browser;
  let db: Client;
  let admin: string;
  let ann: Player;
  let bob: Player;
  let annPage: Page;
  let bobPage: Page;
  let watched: string[][] = [];
  const serverErrors = () => watched.flat();
  const owls = unique('Owls_');
  let choir = unique('Choir_');
  const covenIds: Record<string, string> = {};

  beforeAll(async () => {
    browser = await launch();
    db = await gameDatabase();
    admin = await apiLogin('admin', 'admin');
    [ann, bob] = [await freshPlayer('ann'), await freshPlayer('bob')];
    await grantGold(admin, ann, 2000);
    await grantGold(admin, bob, 2000);
    annPage = await newPageWithToken(browser, ann.token);
    bobPage = await newPageWithToken(browser, bob.token, PHONE);
    watched = [watchServerErrors(annPage), watchServerErrors(bobPage)];
  });
  afterAll(async () => {
    await db?.end();
    await browser?.close();
  });

  it('two players found, find, join and leave covens, post on the board, and the captain promotes', async () => {
    // Ann (desktop) founds an open coven; the fee leaves her purse once.
    covenIds[owls] = await foundCoven(annPage, owls, 'We hoot at midnight', true);
    expect(await goldOf(ann.token)).toBe(1500);
    const emblem = annPage.getByRole('img', { name: `${owls} emblem` }).first();
    expect(await emblem.getAttribute('data-art')).toBe('emblem');

    // Bob (phone) finds it by name, joins, and writes on the board.
    await bobPage.goto(`${baseUrl()}/covens`);
    await bobPage.getByLabel('Coven name').fill(owls);
    await bobPage.getByRole('button', { name: 'Search' }).click();
    const found = bobPage.getByRole('list', { name: 'Covens found' }).getByRole('listitem').filter({ hasText: owls });
    await found.getByText('1/12').waitFor();
    await look(bobPage, 'covens-search-phone');
    await found.getByRole('link', { name: owls }).click();
    await bobPage.getByRole('button', { name: 'Join coven' }).click();
    await bobPage.getByRole('status').getByText('Welcome to the coven').waitFor();
    await bobPage.getByLabel('Message to the coven').fill('The mire is quiet tonight.');
    await bobPage.getByRole('button', { name: 'Post' }).click();
    await bobPage.getByRole('list', { name: 'Messages' }).getByText('The mire is quiet tonight.').waitFor();
    await look(bobPage, 'coven-page-phone');

    // Ann sees Bob on her page (the board reads again), promotes him, and he becomes an officer.
    await annPage.reload();
    const bobRow = annPage.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: bob.name });
    await bobRow.getByText('Member', { exact: true }).waitFor();
    await annPage.getByRole('list', { name: 'Messages' }).getByText('The mire is quiet tonight.').waitFor();
    await bobRow.getByRole('button', { name: `Promote ${bob.name}` }).click();
    await bobRow.getByText('Officer', { exact: true }).waitFor();
    await look(annPage, 'coven-page-desktop');
    const owlsNow = (await api<CovenDto>(`/api/covens/${covenIds[owls]}`, ann.token)).body;
    expect(owlsNow.members.map((m) => [m.name, m.role]).sort()).toEqual(
      [
        [ann.name, 'captain'],
        [bob.name, 'officer'],
      ].sort(),
    );

    // Bob leaves (asked first) and founds his own coven, by application only.
    await bobPage.getByRole('button', { name: 'Leave coven' }).click();
    const leave = bobPage.getByRole('dialog', { name: `Leave ${owls}?` });
    await leave.getByRole('button', { name: 'Leave coven' }).click();
    await leave.waitFor({ state: 'detached' });
    covenIds[choir] = await foundCoven(bobPage, choir, 'Sing them home', false);
    expect(await goldOf(bob.token)).toBe(1500);
    const listed = (await api<CovenSummaryDto[]>(`/api/covens?q=${encodeURIComponent(choir)}`, ann.token)).body;
    expect(listed.map((c) => [c.name, c.open, c.memberCount])).toEqual([[choir, false, 1]]);

    // The back office moderates: it removes Bob's message from the Owls' board (asked first) and renames his coven.
    const { page: office, errors: officeErrors } = await openAdmin(browser);
    await office.goto(`${baseUrl()}/admin/#/coven/${covenIds[owls]}`);
    const message = office.locator('li', { hasText: 'The mire is quiet tonight.' });
    await message.getByRole('button', { name: 'Remove' }).click();
    await office.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await message.waitFor({ state: 'detached' });
    expect((await api<unknown[]>(`/api/covens/${covenIds[owls]}/board`, ann.token)).body).toEqual([]);
    // The detail shows the list's row at once and then its own read, which carries the board too. That read is held
    // until the rename is typed, as a slow server would: the typed name must survive the record's arrival.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ownRead = `**/api/coven/${covenIds[choir]}`;
    await office.route(ownRead, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      await Promise.race([held, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      await route.fulfill({ response });
    });
    const arrived = office.waitForResponse((r) => r.url().endsWith(`/api/coven/${covenIds[choir]}`) && r.request().method() === 'GET');
    await office.goto(`${baseUrl()}/admin/#/coven/${covenIds[choir]}`);
    const detail = adminDetail(office);
    await until(async () => (await detail.getByLabel('Name').inputValue()) === choir);
    const renamed = `${choir}X`;
    await detail.getByLabel('Name').fill(renamed);
    release();
    await arrived;
    await office.unroute(ownRead);
    await office.waitForTimeout(500); // the form takes the arrived record on its next render
    expect(await detail.getByLabel('Name').inputValue()).toBe(renamed);
    await look(office, 'admin-coven-moderation');
    await detail.getByRole('button', { name: 'Update' }).click();
    await until(async () => (await api<CovenDto>(`/api/covens/${covenIds[choir]}`, bob.token)).body.name === renamed);
    covenIds[renamed] = covenIds[choir];
    choir = renamed;
    await office.close();
    expect([...serverErrors(), ...officeErrors]).toEqual([]);
  });

  it('a tournament made in the back office: both covens enter, hunt, watch the live scoreboard update, and are paid once', async () => {
    const name = unique('Harvest ');
    const startsAt = Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000;

    // The admin creates it in the back office: date pickers, Gallows Hill from the grounds picker, fee, prizes.
    const { page: office, errors: officeErrors } = await openAdmin(browser);
    await office.goto(`${baseUrl()}/admin/#/tournament/create`);
    const detail = adminDetail(office);
    await detail.getByLabel('Name').fill(name);
    await detail.getByLabel('Starts').fill(pickerValue(startsAt));
    await detail.getByLabel('Ends').fill(pickerValue(startsAt + 3 * 3_600_000));
    await detail.getByRole('button', { name: 'Create', exact: true }).click();
    await detail.getByText('A tournament lasts from 6 to 48 hours').waitFor();
    await detail.getByLabel('Ends').fill(pickerValue(startsAt + 12 * 3_600_000));
    await detail.getByLabel('Hunting grounds').fill('Gallows');
    await office.getByRole('option', { name: 'Gallows Hill' }).click();
    await detail.getByRole('spinbutton', { name: 'Points per ghost' }).fill('10');
    await detail.getByRole('spinbutton', { name: 'Entry fee (gold, per player)' }).fill('100');
    await detail.getByRole('spinbutton', { name: 'Gold', exact: true }).nth(0).fill('300');
    await detail.getByRole('spinbutton', { name: 'Tokens', exact: true }).nth(0).fill('40');
    await detail.getByRole('spinbutton', { name: 'Gold', exact: true }).nth(1).fill('120');
    await detail.getByRole('spinbutton', { name: 'Tokens', exact: true }).nth(1).fill('30');
    expect(await detail.getByText('it can no longer be changed').count()).toBe(0);
    await look(office, 'admin-tournament-create');
    await detail.getByRole('button', { name: 'Create', exact: true }).click();
    await office.locator('tbody tr', { hasText: name }).waitFor();

    const list = (await api<TournamentListDto>('/api/tournaments', ann.token)).body;
    const tournament = list.upcoming.find((t) => t.name === name)!;
    expect(tournament.grounds.map((g) => g.name)).toEqual(['Gallows Hill']);
    expect([tournament.entryFee, tournament.pointsPerGhost, Date.parse(tournament.startsAt)]).toEqual([100, 10, startsAt]);
    expect(tournament.prizes.slice(0, 2)).toEqual([
      { place: 1, gold: 300, tokens: 40 },
      { place: 2, gold: 120, tokens: 30 },
    ]);

    // Both enter on the tournaments screen, after a confirmation naming the fee.
    for (const [player, page, size] of [
      [ann, annPage, 'desktop'],
      [bob, bobPage, 'phone'],
    ] as const) {
      const before = await goldOf(player.token);
      await page.goto(`${baseUrl()}/tournaments`);
      await page.getByRole('button', { name: /^Upcoming/ }).click();
      const card = page.getByRole('article', { name });
      await card.getByRole('button', { name: 'Enter' }).click();
      const dialog = page.getByRole('dialog', { name: `Enter ${name}?` });
      await dialog.getByText('paid now and not returned').waitFor();
      await look(page, `tournament-enter-${size}`);
      await dialog.getByRole('button', { name: 'Pay 100 gold and enter' }).click();
      await dialog.getByText('You entered the tournament').waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await card.getByText('Entered', { exact: true }).waitFor();
      await look(page, `tournaments-${size}`);
      expect(await goldOf(player.token)).toBe(before - 100);
    }

    // The test clock: the start moves into the past in the database (as the other browser tests move cooldowns);
    // the API's tournament cache reloads every 20 seconds.
    await db.query(
      `UPDATE tournament SET ends_at = ends_at - (starts_at - (now() - interval '1 minute')), starts_at = now() - interval '1 minute' WHERE id = $1`,
      [tournament.id],
    );
    await annPage.waitForTimeout(21_000);

    // Ann watches the live scoreboard while Bob hunts on his phone: his coven's points appear without a reload.
    await annPage.goto(`${baseUrl()}/tournaments/${tournament.id}`);
    await annPage.getByText('Live', { exact: true }).waitFor();
    const choirRow = annPage.getByTestId(`score-${choir}`);
    await choirRow.waitFor();
    expect(await choirRow.getByTestId('coven-points').textContent()).toBe('0');
    expect(await huntUntilCaught(bobPage, db, bob.id)).toBe(true);
    await until(async () => (await choirRow.getByTestId('coven-points').textContent()) !== '0', 20_000);
    expect(await huntUntilCaught(annPage, db, ann.id)).toBe(true);
    await annPage.goto(`${baseUrl()}/tournaments/${tournament.id}`);
    const owlsRow = annPage.getByTestId(`score-${owls}`);
    await until(async () => (await owlsRow.getByTestId('coven-points').textContent()) !== '0', 20_000);
    const live = (await api<TournamentScoreboardDto>(`/api/tournaments/${tournament.id}/scoreboard`, ann.token)).body;
    for (const coven of live.covens) {
      const row = annPage.getByTestId(`score-${coven.covenName}`);
      await until(async () => (await row.getByTestId('coven-points').textContent()) === coven.points.toLocaleString('en-US'), 15_000);
    }
    await look(annPage, 'tournament-scoreboard-desktop');
    await bobPage.goto(`${baseUrl()}/tournaments/${tournament.id}`);
    await bobPage.getByTestId(`score-${owls}`).waitFor();
    await look(bobPage, 'tournament-scoreboard-phone');

    // The end moves into the past; the prize job (every minute, in any process) pays each scoring member once.
    const gold = { ann: await goldOf(ann.token), bob: await goldOf(bob.token) };
    // (The end is now: the catches lie inside the window, and the prizes are paid on a recount from the journal.)
    await db.query(`UPDATE tournament SET starts_at = now() - interval '6 hours', ends_at = now() WHERE id = $1`, [tournament.id]);
    await until(
      async () => (await api<TournamentListDto>('/api/tournaments', ann.token)).body.finished.some((t) => t.id === tournament.id && t.paid),
      90_000,
    );
    const final = (await api<TournamentScoreboardDto>(`/api/tournaments/${tournament.id}/scoreboard`, ann.token)).body;
    expect(final.status).toBe('finished');
    const prizeOf = (covenName: string) => ({ 1: 300, 2: 120 })[final.covens.find((c) => c.covenName === covenName)!.place] ?? 0;
    expect(await goldOf(ann.token)).toBe(gold.ann + prizeOf(owls));
    expect(await goldOf(bob.token)).toBe(gold.bob + prizeOf(choir));
    const payouts = await db.query(`SELECT user_id FROM tournament_payout WHERE tournament_id = $1`, [tournament.id]);
    expect(payouts.rows.map((r: { user_id: string }) => r.user_id).sort()).toEqual([ann.id, bob.id].sort());

    await annPage.goto(`${baseUrl()}/tournaments/${tournament.id}`);
    await annPage.getByText(/Final results, prizes paid/).waitFor();
    await annPage
      .getByText(/gold \+ \d+ tokens each/)
      .first()
      .waitFor();
    await look(annPage, 'tournament-results-desktop');
    // A full load: the list beside the detail still held the tournament as it was before the end was moved.
    await office.goto(`${baseUrl()}/admin/#/tournament/${tournament.id}`);
    await office.reload();
    await office.getByText('Results', { exact: true }).waitFor();
    await office.getByRole('cell', { name: 'finished' }).waitFor();
    // Ended, it is read-only: no Update or Delete that the API would refuse, and no field to type into.
    expect(
      await adminDetail(office)
        .getByRole('button', { name: /^(Update|Delete)$/ })
        .count(),
    ).toBe(0);
    const fields = adminDetail(office).getByRole('textbox');
    expect(await fields.count()).toBeGreaterThan(0);
    for (const field of await fields.all()) expect(await field.isEditable()).toBe(false);
    expect(await adminDetail(office).getByRole('button', { name: /^Add / }).count()).toBe(0);
    await office.getByRole('cell', { name: owls }).waitFor();
    await look(office, 'admin-tournament-results');
    expect([...serverErrors(), ...officeErrors]).toEqual([]);
  }, 300_000);

  it('tokens won buy cosmetics that show: an emblem design on the coven, a frame around the avatar, a title by the name', async () => {
    // Both covens placed (40 or 30 tokens each). Ann, captain of the Owls, buys the raven and puts it on her coven.
    await buyInTokenShop(annPage, 'Raven emblem', 30);
    await annPage.goto(`${baseUrl()}/covens/${covenIds[owls]}`);
    const head = annPage.locator('.coven-head').getByRole('img', { name: `${owls} emblem` });
    expect(await head.getAttribute('data-design')).toBe('own');
    const picker = annPage.getByRole('list', { name: 'Emblem designs' });
    await picker.getByRole('button', { name: 'Apply Raven emblem' }).click();
    await annPage.getByRole('status').getByText('Emblem applied').waitFor();
    await until(async () => (await head.getAttribute('data-design')) === 'emblem-raven');
    expect((await api<CovenDto>(`/api/covens/${covenIds[owls]}`, bob.token)).body.emblemDesign).toBe('emblem-raven');
    await look(annPage, 'coven-emblem-applied-desktop');

    // Bob (phone) finds the Owls with their raven in the search.
    await bobPage.goto(`${baseUrl()}/covens`);
    await bobPage.getByLabel('Coven name').fill(owls);
    await bobPage.getByRole('button', { name: 'Search' }).click();
    const found = bobPage.getByRole('list', { name: 'Covens found' }).getByRole('listitem').filter({ hasText: owls });
    expect(await found.getByRole('img', { name: `${owls} emblem` }).getAttribute('data-design')).toBe('emblem-raven');
    await look(bobPage, 'coven-search-emblem-phone');

    // Bob buys and equips the bone frame and a title: home frames his avatar, his coven's member list shows the title.
    await buyInTokenShop(bobPage, 'Bone frame', 10);
    await buyInTokenShop(bobPage, 'Night Warden', 15);
    for (const itemName of ['Bone frame', 'Night Warden']) {
      const card = bobPage.getByRole('article', { name: itemName });
      await card.getByRole('button', { name: 'Equip' }).click();
      await card.getByText('Equipped', { exact: true }).waitFor();
    }
    await bobPage.goto(`${baseUrl()}/`);
    const frame = bobPage.getByTestId('profile-frame').locator('[data-frame="frame-bone"]');
    await frame.waitFor();
    expect(await frame.locator('.framed-avatar__picture [data-art="avatar"]').count()).toBe(1);
    await bobPage.locator('.hunt-header__who .title-badge', { hasText: 'Night Warden' }).waitFor();
    await look(bobPage, 'home-framed-avatar-phone');
    await bobPage.goto(`${baseUrl()}/covens/${covenIds[choir]}`);
    const bobRow = bobPage.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: bob.name });
    await bobRow.locator('[data-art="title-badge"]', { hasText: 'Night Warden' }).waitFor();
    await look(bobPage, 'coven-member-title-phone');

    // The ladder (his own page) draws the frame around his avatar and the title beside his name, on the phone and at 1280 px.
    const page = (await api<LadderPageDto>('/api/ladder/LadderAroundUserId/-1', bob.token)).body;
    expect(page.entries.find((e) => e.isMe)).toMatchObject({ name: bob.name, frameKey: 'frame-bone', titleKey: 'title-night-warden' });
    const bobDesktop = await newPageWithToken(browser, bob.token);
    for (const [view, size] of [
      [bobPage, 'phone'],
      [bobDesktop, 'desktop'],
    ] as const) {
      await view.goto(`${baseUrl()}/ladder`);
      const row = view.locator('tr.ladder__row--me');
      await row.locator('[data-frame="frame-bone"]').waitFor();
      await row.locator('[data-art="title-badge"]', { hasText: 'Night Warden' }).waitFor();
      await look(view, `ladder-framed-${size}`);
    }
    await bobDesktop.goto(`${baseUrl()}/`);
    await bobDesktop.getByTestId('profile-frame').locator('[data-frame="frame-bone"]').waitFor();
    // A new browser context greets the player first.
    const welcome = bobDesktop.getByRole('dialog', { name: 'Welcome to Grimhunt' });
    if (await welcome.isVisible()) await welcome.getByRole('button', { name: "Let's hunt" }).click();
    await welcome.waitFor({ state: 'detached' });
    await look(bobDesktop, 'home-framed-avatar-desktop');
    await bobDesktop.context().close();
    expect(serverErrors()).toEqual([]);
  }, 120_000);
});
