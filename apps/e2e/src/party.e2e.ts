import { Browser, Page } from 'playwright-core';
import { baseUrl, freshPlayer, launch, newPageWithToken, shot, watchServerErrors } from './support/browser';
import { endCooldown, gameDatabase } from './support/game-database';

const PHONE = { width: 390, height: 844 };

async function openHome(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/`);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Grimhunt' });
  await welcome.getByRole('button', { name: "Let's hunt" }).click();
  await page.getByTestId('current-ground').waitFor();
}

async function openFriends(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/friends`);
  await page.getByRole('heading', { name: 'Friends', exact: true }).waitFor();
  await page.getByTestId('gift-counts').waitFor();
}

describe('player: the hunting party', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launch()));
  afterAll(() => browser?.close());

  it('two friends agree to the party; one hunt takes the other along, and the other sees it without a reload', async () => {
    // The starter kit (a cage and cheese) arrives equipped.
    const van = await freshPlayer('van');
    const mina = await freshPlayer('mina');
    const page = await newPageWithToken(browser, van.token);
    const other = await newPageWithToken(browser, mina.token, PHONE);
    const errors = [...watchServerErrors(page), ...watchServerErrors(other)];

    // Friends through the Friends screen: Van asks, Mina accepts and agrees to be taken along.
    await openFriends(page);
    await openFriends(other);
    await page.getByRole('textbox', { name: 'Add a friend' }).fill(mina.name);
    await page.getByRole('button', { name: 'Send request' }).click();
    const incoming = other.getByTestId('incoming-request').filter({ hasText: van.name });
    await incoming.waitFor({ timeout: 5000 });
    await incoming.getByRole('button', { name: `Accept ${van.name}` }).click();
    await other.getByTestId('friend-row').filter({ hasText: van.name }).waitFor();
    await other.getByRole('switch', { name: 'Hunting party' }).click();
    await other.waitForFunction(() => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'true');

    // Mina hunts once herself (a friend is taken along only when they were active within the hour); a quarter of an
    // hour later her trap is ready again.
    await openHome(other);
    await other.getByRole('button', { name: 'HUNT', exact: true }).click();
    const own = other.getByRole('dialog').filter({ has: other.getByTestId('hunt-result') });
    await own.waitFor({ timeout: 15_000 });
    await own.getByRole('button', { name: 'Continue' }).click();
    const db = await gameDatabase();
    try {
      await endCooldown(db, mina.id);
    } finally {
      await db.end();
    }

    // Van hunts: the result names Mina and what she caught.
    await openHome(page);
    await page.getByRole('button', { name: 'HUNT', exact: true }).click();
    const result = page.getByRole('dialog').filter({ has: page.getByTestId('hunt-result') });
    await result.waitFor({ timeout: 15_000 });
    // The outcome fades in after the rounds: show it at once.
    const skip = result.getByRole('button', { name: 'Show all' });
    if (await skip.isVisible()) await skip.click();
    const party = result.getByTestId('hunt-party');
    await party.getByText('Hunted with you').waitFor();
    await party.getByText(mina.name).waitFor();
    await page.waitForTimeout(1200);
    await shot(page, 'party-hunt-result');
    await result.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('hunt-party').getByText('Your last hunt took along').waitFor();
    await shot(page, 'party-home-desktop');

    // Mina's open home learns of it live: the countdown, and who took her along.
    const note = other.getByTestId('taken-along');
    await note.waitFor({ timeout: 5000 });
    expect(await note.textContent()).toMatch(new RegExp(`^Hunted with ${van.name} \\d+ s ago$`));
    await other.getByText(`Taken along by ${van.name}`).first().waitFor();
    await other.getByRole('timer', { name: 'Next hunt in' }).waitFor();
    await other.waitForTimeout(400);
    await shot(other, 'party-taken-along-phone');
    expect(errors).toEqual([]);
  });
});
