import { Browser, Page } from 'playwright-core';
import { api, apiLogin, baseUrl, freshPlayer, launch, newPageWithToken, shot, until, watchServerErrors } from './support/browser';

async function equipFromInventory(page: Page, itemName: string): Promise<void> {
  const tile = page.getByTestId('inventory-item').filter({ hasText: itemName });
  // The starter kit arrives equipped; equip only what is not.
  if (await tile.getByText('Equipped', { exact: true }).isVisible()) return;
  await tile.getByRole('button', { name: /^equip$/i }).click();
  await tile.getByText('Equipped', { exact: true }).waitFor();
}

interface Me {
  xp: number;
  currentHuntingGround: { name: string } | null;
  currencies: { currencyEntries: { shortName: string; value: number }[] };
}

describe('player: hunt, journal, travel, album', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launch()));
  afterAll(() => browser?.close());

  it('equips bait, hunts from home, sees the countdown, the journal entry and the new XP; travels; opens the album', async () => {
    const hunter = await freshPlayer('hunter');
    const page = await newPageWithToken(browser, hunter.token);
    const errors = watchServerErrors(page);

    // The starter kit: grave moss cheese and a rusty cage, equipped (on arrival) as the inventory shows.
    await page.goto(`${baseUrl()}/inventory`);
    await page.getByTestId('inventory-item').filter({ hasText: 'Grave Moss Cheese' }).waitFor();
    await equipFromInventory(page, 'Grave Moss Cheese');
    await equipFromInventory(page, 'Rusty Iron Cage');

    // Home: the welcome popup once, then the hunt header.
    await page.goto(`${baseUrl()}/`);
    const welcome = page.getByRole('dialog', { name: 'Welcome to Grimhunt' });
    await welcome.waitFor();
    await shot(page, 'hunt-welcome');
    await welcome.getByRole('button', { name: "Let's hunt" }).click();
    await page.getByTestId('loadout-bait').getByText('Grave Moss Cheese').waitFor();
    await page.getByTestId('current-ground').getByText('Gallows Hill').waitFor();
    await shot(page, 'hunt-home-ready');

    // HUNT: '...' while sounding, then the result popup.
    await page.getByRole('button', { name: 'HUNT', exact: true }).click();
    const result = page.getByRole('dialog').filter({ has: page.getByTestId('hunt-result') });
    await result.waitFor({ timeout: 15_000 });
    const huntResult = await result.getByTestId('hunt-result').getAttribute('data-result');
    expect(['SuccessRegular', 'SuccessMystic', 'GhostTooPowerful', 'NoGhost', 'NoSpecialBait']).toContain(huntResult);
    await page.waitForTimeout(1800); // let the capture animation play out for the screenshot
    await shot(page, 'hunt-result');
    await result.getByRole('button', { name: 'Continue' }).click();

    // The countdown (m:ss) replaces HUNT and ticks.
    const timer = page.getByRole('timer', { name: 'Next hunt in' });
    await timer.waitFor();
    const first = (await timer.textContent())?.trim() ?? '';
    expect(first).toMatch(/^\d+:\d\d$/);
    await page.waitForTimeout(2100);
    const later = (await timer.textContent())?.trim() ?? '';
    expect(later).not.toBe(first);

    // The journal entry on home and on the Journal screen; the XP of the header is the server's.
    const latest = page.getByRole('list', { name: 'Journal entries' }).getByRole('article').first();
    await latest.waitFor();
    const me = await api<Me>('/api/clientUser/getme', hunter.token);
    if (huntResult === 'SuccessRegular' || huntResult === 'SuccessMystic') expect(me.body.xp).toBeGreaterThan(0);
    const xpText = me.body.xp.toLocaleString('en-US');
    await until(async () => ((await page.getByTestId('xp-value').textContent()) ?? '').startsWith(xpText));
    await shot(page, 'hunt-home-cooldown');

    await page.goto(`${baseUrl()}/journal`);
    await page.getByRole('heading', { name: 'Journal', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Current mission' }).getByTestId('mission-state').waitFor();
    const entry = page.getByRole('list', { name: 'Journal entries' }).getByRole('article').first();
    await entry.waitFor();
    expect(await entry.getAttribute('data-type')).toBe('8');
    await page.waitForTimeout(400);
    await shot(page, 'hunt-journal');

    // Travel: the admin grants 600 XP (Whispering Chapel needs 500) and a purse for the trip (200 gold: more than a
    // starter's 50 and one hunt's reward).
    const admin = await apiLogin('admin', 'admin');
    const goldBefore = (me.body.currencies.currencyEntries.find((c) => c.shortName === 'gold')?.value ?? 0) + 500;
    const grant = { xp: 600, currencies: { currencyEntries: [{ name: 'gold', value: goldBefore }] } };
    expect((await api(`/api/user/${hunter.id}`, admin, { method: 'PUT', body: grant })).status).toBe(200);
    await page.goto(`${baseUrl()}/travel`);
    const chapel = page.getByRole('article', { name: 'Whispering Chapel' });
    await chapel.waitFor();
    const manor = page.getByRole('article', { name: 'Blackthorn Manor' });
    await manor.getByText('Needs Rusted Manor Key').waitFor();
    await shot(page, 'hunt-travel');
    await chapel.getByRole('button', { name: 'TRAVEL' }).click();
    const travelled = page.getByRole('dialog', { name: 'Whispering Chapel' });
    await travelled.getByText('You travelled to Whispering Chapel.').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'hunt-travel-done');
    await travelled.getByRole('link', { name: 'Hunt here' }).click();
    await page.getByTestId('current-ground').getByText('Whispering Chapel').waitFor();
    const after = await api<Me>('/api/clientUser/getme', hunter.token);
    expect(after.body.currentHuntingGround?.name).toBe('Whispering Chapel');
    expect(after.body.currencies.currencyEntries.find((c) => c.shortName === 'gold')?.value).toBe(goldBefore - 200);

    // The album: the chapel's ghosts, then Gallows Hill with the hunted counts, and a ghost's page.
    await page.goto(`${baseUrl()}/grimoire`);
    await page.getByRole('article', { name: 'Choir Phantom' }).waitFor();
    await page.getByRole('combobox', { name: 'Hunting ground' }).selectOption({ label: 'Gallows Hill' });
    const shade = page.getByRole('article', { name: "Hangman's Shade" });
    await shade.waitFor();
    await shot(page, 'hunt-album');
    await shade.getByRole('button').click();
    const detail = page.getByRole('dialog', { name: "Hangman's Shade" });
    await detail.getByTestId('catch-rate').waitFor();
    await detail.getByText('Bone Dust').waitFor();
    await page.waitForTimeout(400); // the popup's entrance animation
    await shot(page, 'hunt-album-detail');
    await detail.getByRole('button', { name: 'Close' }).click();

    // The glossary, and home on a phone.
    await page.goto(`${baseUrl()}/glossary`);
    await page.getByTestId('glossary-entry').first().waitFor();
    await shot(page, 'hunt-glossary');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('current-ground').waitFor();
    await shot(page, 'hunt-home-mobile');

    expect(errors).toEqual([]);
  });
});
