import { Browser } from 'playwright-core';
import { baseUrl, launch, mailLink, newPage, shot, unique, until } from './support/browser';

describe('a new player', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launch()));
  afterAll(() => browser?.close());

  it('registers in the UI, activates through the mailed link, logs in and sees the game shell', async () => {
    const page = await newPage(browser);
    const name = unique('hunter');
    const email = `${name}@example.com`;

    await page.goto(`${baseUrl()}/register`);
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').click();
    await page.getByText('Username must be at least 3 characters long').waitFor();
    await shot(page, 'register-field-error');

    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('ghosts123');
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await page.getByText('You have successfully registered an account!').waitFor();
    await shot(page, 'register-success');

    const secret = await mailLink(email, /\/activateAccount\/([\w-]+)/);
    await page.goto(`${baseUrl()}/activateAccount/${secret}`);
    await page.getByText('Your account has been activated').waitFor();
    await page.getByRole('link', { name: 'Play Now!' }).waitFor();
    await shot(page, 'activation');

    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Password', { exact: true }).fill('ghosts123');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByText(name.slice(0, 14)).first().waitFor();
    await shot(page, 'game-shell');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    // Back office is for admins only: a player is sent back to the game.
    await page.goto(`${baseUrl()}/admin/`).catch(() => undefined);
    await until(() => !new URL(page.url()).pathname.startsWith('/admin'));
    await page.waitForLoadState('load');
    await shot(page, 'player-refused-by-admin');
    await page.close();
  });

  it('shows the activation wall to a player who has not activated yet', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    const name = unique('sleepy');
    await page.goto(`${baseUrl()}/register`);
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Email').fill(`${name}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('ghosts123');
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await page.getByText('You have successfully registered an account!').waitFor();

    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Password', { exact: true }).fill('ghosts123');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByText('Your account needs to be activated first').waitFor();
    await page.getByRole('button', { name: 'Resend Activation Link' }).waitFor();
    await shot(page, 'activation-wall-mobile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForFunction(() => !localStorage.getItem('token'));
    await page.close();
  });

  it('shows the cookie banner until the visitor chooses', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/welcome`);
    await page.getByRole('button', { name: 'ACCEPT' }).waitFor();
    await shot(page, 'landing-with-cookie-banner');
    await page.getByRole('button', { name: 'ACCEPT' }).click();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'gtc_cookie')).toBeTruthy();
    await page.reload();
    await page.waitForTimeout(500);
    expect(await page.getByRole('button', { name: 'ACCEPT' }).count()).toBe(0);
    await context.close();
  });

  it('tells a wrong password apart in the login form', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByText('Login Failed: Invalid username or password').waitFor();
    await shot(page, 'login-failed');
    await page.close();
  });
});
