import { IDENTITY_MESSAGES, VALIDATION_MESSAGES } from '@grimhunt/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, installFetch, jsonResponse, type FakeResponse } from '../../../../testing/fake-fetch';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

const SHA_SECRET1 = '5b11618c2e44027877d0cd0921ed166b9f176f50587fc91e7534dd2946db77d6'; // sha256('secret1')

async function fill(user: ReturnType<typeof userEvent.setup>, values: { username?: string; email?: string; password?: string }) {
  if (values.username !== undefined) await user.type(screen.getByLabelText('Username'), values.username);
  if (values.email !== undefined) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password !== undefined) await user.type(screen.getByLabelText('Password'), values.password);
}

describe('/register', () => {
  it('shows a field error after blur, not while typing, and clears it on edit', async () => {
    const user = userEvent.setup();
    installFetch(() => jsonResponse(200, {}));
    await renderApp('/register');

    const username = screen.getByLabelText('Username');
    await user.type(username, 'ab');
    expect(screen.queryByText(VALIDATION_MESSAGES.usernameTooShort)).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByText(VALIDATION_MESSAGES.usernameTooShort)).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');

    await user.type(username, 'c');
    expect(screen.queryByText(VALIDATION_MESSAGES.usernameTooShort)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.queryByText(/Username must/)).not.toBeInTheDocument();
  });

  it('uses the contract messages for each field', async () => {
    const user = userEvent.setup();
    installFetch(() => jsonResponse(200, {}));
    await renderApp('/register');

    await fill(user, { username: 'bad name!', email: 'nope', password: '12345' });
    await user.tab();
    await user.click(screen.getByLabelText('Username'));
    await user.click(screen.getByLabelText('Email'));
    await user.click(screen.getByLabelText('Password'));
    await user.tab();

    expect(screen.getByText(VALIDATION_MESSAGES.usernameChars)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordTooShort)).toBeInTheDocument();
  });

  it('asks for all fields when everything is empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const { mock } = installFetch(() => jsonResponse(200, {}));
    await renderApp('/register');
    await user.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.allRequired);
    expect(mock.mock.calls.filter(([url]) => String(url).includes('/register'))).toHaveLength(0);
  });

  it('refuses to submit with errors', async () => {
    const user = userEvent.setup();
    const { mock } = installFetch(() => jsonResponse(200, {}));
    await renderApp('/register');
    await fill(user, { username: 'vanhelsing', password: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.fixErrors);
    expect(screen.getByText(VALIDATION_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(mock.mock.calls.filter(([url]) => String(url).includes('/register'))).toHaveLength(0);
  });

  it('replaces the form while waiting, blocks a double submit, then shows the success texts', async () => {
    const user = userEvent.setup();
    const answer = deferred<FakeResponse>();
    const { calls } = installFetch((call) => (call.url === '/api/user/register' ? answer.promise : jsonResponse(200, '0.1.0')));
    await renderApp('/register');
    await fill(user, { username: ' vanhelsing ', email: 'van@helsing.test', password: 'secret1' });

    const form = screen.getByRole('button', { name: 'REGISTER' }).closest('form') as HTMLFormElement;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });

    expect(await screen.findByText('Creating your account...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'REGISTER' })).not.toBeInTheDocument();
    const registerCalls = calls.filter((c) => c.url === '/api/user/register');
    expect(registerCalls).toHaveLength(1);
    expect(registerCalls[0].headers.Authorization).toBeUndefined();
    expect(registerCalls[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    const sent = new URLSearchParams(registerCalls[0].body);
    expect(sent.get('username')).toBe('vanhelsing');
    expect(sent.get('email')).toBe('van@helsing.test');
    expect(sent.get('password')).toBe(SHA_SECRET1);

    answer.resolve(jsonResponse(200, { success: true, message: 'ok' }));
    expect(await screen.findByText(IDENTITY_MESSAGES.registered)).toBeInTheDocument();
    expect(screen.getByText(IDENTITY_MESSAGES.afterActivation)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /login/i })).toHaveAttribute('href', '/login');
  });

  it.each([
    [
      'a server { success:false, message }',
      () => jsonResponse(409, { success: false, message: 'This username is already taken' }),
      'This username is already taken',
    ],
    [
      'a 200 with success:false',
      () => jsonResponse(200, { success: false, message: 'This email address is already registered' }),
      'This email address is already registered',
    ],
    [
      'another non-OK answer',
      () => jsonResponse(500, { statusCode: 500, code: 'GENERIC.INTERNAL', message: 'Internal error' }),
      'Registration failed. Please try again later.',
    ],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Network error. Please check your connection and try again.',
    ],
  ])('shows the right text for %s and lets the user try again', async (_name, respond, text) => {
    const user = userEvent.setup();
    installFetch((call) => (call.url === '/api/user/register' ? respond() : jsonResponse(200, '0.1.0')));
    await renderApp('/register');
    await fill(user, { username: 'vanhelsing', email: 'van@helsing.test', password: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'REGISTER' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    expect(screen.getByLabelText('Username')).toHaveValue('vanhelsing');
    expect(screen.getByRole('button', { name: 'REGISTER' })).toBeEnabled();
  });
});
