import { IDENTITY_MESSAGES, VALIDATION_MESSAGES } from '@grimhunt/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, jsonResponse, type RecordedCall } from '../../../../testing/fake-fetch';
import { makeToken } from '../../../../testing/make-token';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

const SHA_ADMIN = '8c6976e5b5410415bde908bd4dee15dfb167a9c873fc4bb8a81f6f2ab448a918'; // sha256('admin')

function serve(
  login: (call: RecordedCall) => ReturnType<typeof jsonResponse>,
  extra: Record<string, () => ReturnType<typeof jsonResponse>> = {},
) {
  return installFetch((call) => {
    if (call.url === '/api/user/login') return login(call);
    const handler = extra[call.url];
    if (handler) return handler();
    if (call.url === '/api/version/') return jsonResponse(200, '0.1.0');
    return jsonResponse(404, { statusCode: 404, code: 'GENERIC.NOT_FOUND', message: 'not here' });
  });
}

async function signIn(user: ReturnType<typeof userEvent.setup>, username = 'admin', password = 'admin') {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'LOGIN' }));
}

describe('/login', () => {
  it('is where Play now leads when signed out, with a SIGN UP link to /register', async () => {
    serve(() => jsonResponse(200, {}));
    await renderApp('/game');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(await screen.findByRole('heading', { name: 'Enter the Hunt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SIGN UP' })).toHaveAttribute('href', '/register');
  });

  it('toggles the password visibility', async () => {
    const user = userEvent.setup();
    serve(() => jsonResponse(200, {}));
    await renderApp('/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('sends the SHA-256 hex of the password as a form without bearer, stores the token and enters the game', async () => {
    const user = userEvent.setup();
    const token = makeToken({ name: 'admin', role: 'user' });
    const { calls } = serve(() => jsonResponse(200, { success: true, access_token: token, message: 'Login successful' }), {
      '/api/clientUser/getme': () =>
        jsonResponse(200, {
          id: 'u1',
          name: 'admin',
          xp: 0,
          nextRankXP: 100,
          currentRank: null,
          patreonType: 0,
          currencies: { currencyEntries: [] },
        }),
      '/api/user/check': () => jsonResponse(200, { success: true, access_token: token }),
    });
    await renderApp('/login');
    await signIn(user);

    const loginCall = calls.find((c) => c.url === '/api/user/login');
    expect(loginCall?.method).toBe('POST');
    expect(loginCall?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(loginCall?.headers.Authorization).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(loginCall?.body))).toEqual({ username: 'admin', password: SHA_ADMIN });

    await waitFor(() => expect(localStorage.getItem('token')).toBe(token));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows "Login Failed: " with the server message', async () => {
    const user = userEvent.setup();
    serve(() => jsonResponse(401, { success: false, access_token: null, message: 'Invalid username or password' }));
    await renderApp('/login');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login Failed: Invalid username or password');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('falls back to the status text when the server sends no message', async () => {
    const user = userEvent.setup();
    serve(() => ({ ...jsonResponse(403, {}), statusText: 'Forbidden' }));
    await renderApp('/login');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login Failed: Forbidden');
  });

  it('shows "Login Error: " when the call itself fails', async () => {
    const user = userEvent.setup();
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await renderApp('/login');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login Error: Failed to fetch');
  });

  it('redirects to / when a token already exists', async () => {
    localStorage.setItem('token', makeToken({ role: 'notActivated' }));
    serve(() => jsonResponse(200, {}), {
      '/api/user/check': () => jsonResponse(200, { success: true, access_token: makeToken({ role: 'notActivated' }) }),
    });
    await renderApp('/login');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('heading', { name: 'Enter the Hunt' })).not.toBeInTheDocument();
  });

  describe('Forgot Password', () => {
    it('needs a username first', async () => {
      const user = userEvent.setup();
      const { calls } = serve(() => jsonResponse(200, {}));
      await renderApp('/login');
      await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
      expect(screen.getByText(VALIDATION_MESSAGES.forgotNeedsUsername)).toBeInTheDocument();
      expect(calls.some((c) => c.url.includes('ForgotPassword'))).toBe(false);
    });

    it('sends the username and confirms the email', async () => {
      const user = userEvent.setup();
      const { calls } = serve(() => jsonResponse(200, {}), {
        '/api/user/ForgotPasswordRequest': () => jsonResponse(200, { success: true, message: 'sent' }),
      });
      await renderApp('/login');
      await user.type(screen.getByLabelText('Username'), 'vanhelsing');
      await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
      expect(await screen.findByText(IDENTITY_MESSAGES.forgotSent)).toBeInTheDocument();
      const call = calls.find((c) => c.url === '/api/user/ForgotPasswordRequest');
      expect(call?.body).toBe('username=vanhelsing');
      expect(call?.headers.Authorization).toBeUndefined();
    });

    it('says "Username not found" on failure', async () => {
      const user = userEvent.setup();
      serve(() => jsonResponse(200, {}), {
        '/api/user/ForgotPasswordRequest': () => jsonResponse(404, { success: false, message: 'Username not found' }),
      });
      await renderApp('/login');
      await user.type(screen.getByLabelText('Username'), 'nobody');
      await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
      expect(await screen.findByText('Username not found')).toBeInTheDocument();
    });
  });
});
