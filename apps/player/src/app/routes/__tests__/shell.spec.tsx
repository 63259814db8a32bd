import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateTo, reloadPage } from '../../../lib/browser';
import { installFetch, jsonResponse, type RecordedCall } from '../../../testing/fake-fetch';
import { makeToken } from '../../../testing/make-token';
import { renderApp } from '../../../testing/test-utils';

jest.mock('../../../lib/browser');

const me = {
  id: 'u1',
  name: 'Abraham_Van_Helsing_the_Elder',
  email: 'van@helsing.test',
  xp: 1250,
  nextRankXP: 5000,
  currentRank: { name: 'Apprentice' },
  patreonType: 2,
  userRole: 1,
  currencies: {
    currencyEntries: [
      { shortName: 'GBP', name: 'Gold coins', value: 4200 },
      { shortName: 'ECT', name: 'Ectoplasm', value: 250000 },
    ],
  },
};

function serve(extra: Record<string, (call: RecordedCall) => ReturnType<typeof jsonResponse>> = {}) {
  return installFetch((call) => {
    const handler = extra[call.url];
    if (handler) return handler(call);
    if (call.url === '/api/version/') return jsonResponse(200, '0.1.0');
    if (call.url === '/api/user/check') {
      const token = call.headers.Authorization?.replace('Bearer ', '') ?? null;
      return jsonResponse(200, { success: true, access_token: token });
    }
    if (call.url === '/api/clientUser/getme') return jsonResponse(200, me);
    return jsonResponse(404, { statusCode: 404, code: 'GENERIC.NOT_FOUND', message: 'not here' });
  });
}

function signInAs(role: string, name = 'Hunter') {
  localStorage.setItem('token', makeToken({ role: role as never, name }));
}

describe('shell by role', () => {
  beforeEach(() => {
    jest.mocked(reloadPage).mockReset();
    jest.mocked(navigateTo).mockReset();
  });

  it.each(['user', 'betaUser', 'admin'])('%s enters the game and sees the home panel from getme', async (role) => {
    signInAs(role);
    const { calls } = serve();
    await renderApp('/');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'INVENTORY' })).toHaveAttribute('href', '/inventory');
    expect(within(nav).getByRole('link', { name: 'ALBUM' })).toHaveAttribute('href', '/grimoire');
    expect(within(nav).getByRole('link', { name: 'GLOSSARY' })).toHaveAttribute('href', '/glossary');
    expect(within(nav).getByRole('link', { name: 'EQUIPMENT' })).toHaveAttribute('href', '/equipment');
    expect(within(nav).getByRole('button', { name: /COMMUNITY/ })).toHaveAttribute('aria-expanded', 'false');
    // PROFILE sits with Logout at the right of the bar.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'PROFILE' })).toHaveAttribute('href', '/profile');
    expect(within(nav).queryByRole('link', { name: 'ADMIN' }) !== null).toBe(role === 'admin');

    // Name cut to 14 characters plus dots; XP and currencies from GET /api/clientUser/getme.
    expect(await screen.findByRole('heading', { name: /Abraham_Van_He\.\.\./ })).toBeInTheDocument();
    expect(screen.getByTestId('xp-value')).toHaveTextContent('1,250 / 5,000');
    expect(screen.getByText('Gold coins')).toBeInTheDocument();
    expect(screen.getByText('4,200')).toBeInTheDocument();
    expect(screen.getByText('250.0K')).toBeInTheDocument();
    expect(screen.getByText('Apprentice')).toBeInTheDocument();
    expect(screen.getByTestId('role-name')).toHaveTextContent({ user: 'Hunter', betaUser: 'Beta Hunter', admin: 'Admin' }[role] as string);

    const getme = calls.find((c) => c.url === '/api/clientUser/getme');
    expect(getme?.headers.Authorization).toMatch(/^Bearer /);
    expect(screen.queryByText('Your account needs to be activated first')).not.toBeInTheDocument();
  });

  it('opens the company dropdown with its seven places', async () => {
    const user = userEvent.setup();
    signInAs('user');
    serve();
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: /COMPANY/ }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((a) => a.textContent),
    ).toEqual(['Office', 'Bar', 'Pet Shop', 'Laboratory', 'Q-Section', 'Exhibition', 'Post Service', 'Market']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Bar' }));
    // The screen is a lazy chunk: the router keeps the old screen until it has loaded.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/bar'));
    expect(await screen.findByRole('heading', { name: 'The Bar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This part of the hunt opens soon' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /COMPANY/ }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Post Service' }));
    // The Post Service is built (mail context): shown for real, no "opens soon" panel.
    expect(await screen.findByRole('heading', { name: 'Post Service' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This part of the hunt opens soon' })).not.toBeInTheDocument();
  });

  it('opens the community dropdown with the places of other players, and marks it while one is shown', async () => {
    const user = userEvent.setup();
    signInAs('user');
    serve();
    await renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: /COMMUNITY/ }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Friends', '/friends'],
      ['Séance maps', '/maps'],
      ['Ladder', '/ladder'],
      ['Covens', '/covens'],
      ['Tournaments', '/tournaments'],
      ['Mirror Nights', '/mirror-nights'],
    ]);
    // Escape closes it; a click on an entry leads there and closes it too.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: /COMMUNITY/ }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Ladder' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ladder'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(within(nav).getByRole('button', { name: /COMMUNITY/ })).toHaveClass('nav__link--active'));
  });

  it.each(['notActivated', 'banned'])('%s sees the activation wall and can resend the link', async (role) => {
    const user = userEvent.setup();
    signInAs(role);
    const { calls } = serve({
      '/api/user/resendActivationMail': () =>
        jsonResponse(200, { success: true, message: 'A new activation link has been sent to your email address.' }),
    });
    await renderApp('/');
    expect(screen.getByRole('heading', { name: 'Your account needs to be activated first' })).toBeInTheDocument();
    expect(screen.getByText(/spam folder/)).toBeInTheDocument();
    // The server mails the link at registration and on resend: the wall says so and nothing else.
    expect(screen.getByText(/mails you a new link/)).toBeInTheDocument();
    expect(screen.queryByText(/no activation mail/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend Activation Link' }));
    expect(await screen.findByText('A new activation link has been sent to your email address.')).toBeInTheDocument();
    const resend = calls.find((c) => c.url === '/api/user/resendActivationMail');
    expect(resend?.method).toBe('POST');
    expect(resend?.headers.Authorization).toMatch(/^Bearer /);
    expect(calls.some((c) => c.url === '/api/clientUser/getme')).toBe(false);
  });

  it('asks a token without a role to register or log in, and Logout removes the token and reloads', async () => {
    const user = userEvent.setup();
    signInAs('');
    serve();
    await renderApp('/');
    expect(screen.getByRole('heading', { name: 'Please register or login first.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('logs out from the game header', async () => {
    const user = userEvent.setup();
    signInAs('user');
    serve();
    await renderApp('/');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(reloadPage).toHaveBeenCalled();
  });

  it('sends /admin to the separate back office with a full page load', async () => {
    signInAs('admin');
    serve();
    await renderApp('/admin');
    expect(navigateTo).toHaveBeenCalledWith('/admin/');
  });

  it('routes the album (grimoire) to its screen now that the hunt is built', async () => {
    signInAs('user');
    serve();
    await renderApp('/grimoire');
    expect(screen.getByRole('heading', { name: 'Album', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This part of the hunt opens soon' })).not.toBeInTheDocument();
  });

  it('shows /game as the game home and the footer with Imprint and the version', async () => {
    signInAs('user');
    serve();
    await renderApp('/game');
    expect(await screen.findByRole('heading', { name: /Abraham_Van_He/ })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/imprint');
    expect(footer).toHaveTextContent('Version 0.1.0');
  });

  it('opens the mobile sidebar with the burger and by a right swipe on narrow screens', async () => {
    const user = userEvent.setup();
    signInAs('user');
    serve();
    await renderApp('/');
    const sidebar = screen.getByRole('complementary', { hidden: true });
    expect(sidebar).toHaveAttribute('aria-hidden', 'true');
    expect(
      within(sidebar)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.textContent),
    ).toEqual([
      'HOME',
      'EQUIPMENT',
      'JOURNAL',
      'TRAVEL',
      'INVENTORY',
      'MARKET',
      'ALBUM',
      'GLOSSARY',
      'OFFICE',
      'BAR',
      'PET SHOP',
      'LABORATORY',
      'Q-SECTION',
      'EXHIBITION',
      'POST SERVICE',
      'FRIENDS',
      'MAPS',
      'LADDER',
      'COVENS',
      'TOURNAMENTS',
      'MIRROR NIGHTS',
      'PROFILE',
    ]);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(sidebar).toHaveAttribute('aria-hidden', 'false');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(sidebar).toHaveAttribute('aria-hidden', 'true');

    const swipe = (fromX: number, toX: number) => {
      fireEvent.touchStart(document, { touches: [{ clientX: fromX, clientY: 300 }] });
      fireEvent.touchEnd(document, { changedTouches: [{ clientX: toX, clientY: 305 }] });
    };
    window.innerWidth = 1024;
    swipe(10, 200);
    expect(sidebar).toHaveAttribute('aria-hidden', 'true');
    window.innerWidth = 390;
    swipe(10, 40);
    expect(sidebar).toHaveAttribute('aria-hidden', 'true');
    swipe(10, 200);
    await waitFor(() => expect(sidebar).toHaveAttribute('aria-hidden', 'false'));
    swipe(300, 100);
    await waitFor(() => expect(sidebar).toHaveAttribute('aria-hidden', 'true'));
  });
});

describe('signed-out shell', () => {
  it('sends unknown and game routes to the login screen', async () => {
    serve();
    await renderApp('/inventory');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(await screen.findByRole('heading', { name: 'Enter the Hunt' })).toBeInTheDocument();
  });

  it('switches to the game when a token appears shortly after start', async () => {
    serve();
    await renderApp('/');
    expect(screen.getByRole('heading', { name: 'Grimhunt' })).toBeInTheDocument();
    localStorage.setItem('token', makeToken({ role: 'user' }));
    expect(await screen.findByRole('navigation', { name: 'Main' }, { timeout: 1500 })).toBeInTheDocument();
  });

  it('has the imprint with EN/DE switch and the privacy retention times', async () => {
    const user = userEvent.setup();
    serve();
    await renderApp('/imprint');
    expect(screen.getByRole('heading', { name: 'Imprint' })).toBeInTheDocument();
    expect(screen.getByText(/deleted after 7 days/)).toBeInTheDocument();
    expect(screen.getByText(/kept for 26 months/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'DE' }));
    expect(screen.getByRole('heading', { name: 'Impressum' })).toBeInTheDocument();
    expect(screen.getByText(/nach 7 Tagen gelöscht/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });

  it('has the story page with PLAY NOW to /game', async () => {
    serve();
    await renderApp('/story');
    expect(screen.getByRole('link', { name: 'PLAY NOW' })).toHaveAttribute('href', '/game');
  });

  it('routes the payment callback page when signed out; without a session the check fails with the payment id', async () => {
    serve();
    await renderApp('/shopcallback/pay-123');
    expect(await screen.findByRole('heading', { name: 'There was an error while processing!' })).toBeInTheDocument();
    expect(screen.getByText('pay-123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });
});
