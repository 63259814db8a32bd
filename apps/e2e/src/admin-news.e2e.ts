import { Browser } from 'playwright-core';
import {
  adminDetail,
  adminShot,
  api,
  apiLogin,
  baseUrl,
  errorNotification,
  launch,
  newPage,
  newPageWithToken,
  shot,
  unique,
  until,
  watchServerErrors,
} from './support/browser';

interface News {
  id: string;
  header: string;
  timestamp: number;
}

describe('back office: news', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launch()));
  afterAll(() => browser?.close());

  it('lets the admin sign in through the login form, create, update and delete a news item', async () => {
    const page = await newPage(browser);
    const serverErrors = watchServerErrors(page);
    const header = unique('Ghost sighting ');
    const edited = `${header} (updated)`;

    await page.goto(`${baseUrl()}/admin/`);
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('admin');
    await shot(page, 'admin-login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('menuitem', { name: 'news' }).click();
    await page.getByText('Select a news to see details').waitFor();

    // Create
    await page.getByRole('button', { name: 'Create New' }).click();
    const detail = adminDetail(page);
    await detail.getByLabel('Header').fill(header);
    await detail.getByLabel('Message').fill('Something moved in the old mill last night.');
    await shot(page, 'admin-news-create');
    await detail.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Select a news to see details').waitFor();
    const row = page.locator('tbody tr', { hasText: header });
    await row.waitFor();

    const token = await page.evaluate(() => localStorage.getItem('token') as string);
    const created = (await api<News[]>('/api/news?sort=["timestamp","DESC"]&range=[0,99]', token)).body.find((n) => n.header === header);
    expect(created).toBeDefined();
    expect(created!.timestamp).toBeGreaterThan(Date.now() / 1000 - 300);

    // Update: move it to the top by giving it the newest timestamp.
    await row.click();
    await detail.getByLabel('Header').waitFor();
    await until(async () => (await detail.getByLabel('Header').inputValue()) === header);
    const all = (await api<News[]>('/api/news?range=[0,99]', token)).body;
    const newest = Math.max(...all.map((n) => n.timestamp)) + 3600;
    await detail.getByLabel('Header').fill(edited);
    await detail.getByLabel('Timestamp').fill(String(newest));
    await shot(page, 'admin-news-edit');
    await detail.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Select a news to see details').waitFor();
    await page.locator('tbody tr', { hasText: edited }).waitFor();

    // The list reloaded, newest first.
    const expected = (await api<News[]>('/api/news?range=[0,99]', token)).body
      .sort((a, b) => b.timestamp - a.timestamp)
      .map((n) => n.header);
    expect(expected[0]).toBe(edited);
    await until(async () => (await page.locator('tbody tr td:nth-child(2)').allInnerTexts()).join('|') === expected.join('|'));
    await shot(page, 'admin-news-updated');

    // Delete through react-admin's confirm dialog (the question in German).
    await page.locator('tbody tr', { hasText: edited }).click();
    await until(async () => (await detail.getByLabel('Header').inputValue()) === edited);
    await detail.getByRole('button', { name: 'Delete' }).click();
    const confirmation = page.getByRole('dialog');
    await confirmation.getByText('Soll dieses Element wirklich gelöscht werden?').waitFor();
    await adminShot(page, 'admin-news-delete-confirm', { fullPage: false });
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Select a news to see details').waitFor();
    await until(async () => (await page.locator('tbody tr', { hasText: header }).count()) === 0);
    expect((await api(`/api/news/${created!.id}`, token)).status).toBe(404);

    expect(await errorNotification(page).count()).toBe(0);
    expect(serverErrors).toEqual([]);
    await page.close();
  });

  it('sends a signed-in player who opens /admin/ back to the game', async () => {
    const token = await apiLogin('demo', 'demo1234');
    const page = await newPageWithToken(browser, token);
    await page.goto(`${baseUrl()}/admin/`).catch(() => undefined);
    await until(() => new URL(page.url()).pathname === '/');
    await page.waitForLoadState('load');
    // Still signed in as the same player: the game may have refreshed the token (a new one for the same session when
    // a second has passed since it was issued), so the session's claims are compared, not the text.
    const session = (jwt: string | null) => {
      const claims = JSON.parse(Buffer.from(String(jwt).split('.')[1] ?? '', 'base64url').toString('utf8'));
      return { sub: claims.sub, name: claims.name, role: claims.role, ver: claims.ver };
    };
    expect(session(await page.evaluate(() => localStorage.getItem('token')))).toEqual(session(token));
    await shot(page, 'admin-player-refused');
    await page.close();
  });
});
