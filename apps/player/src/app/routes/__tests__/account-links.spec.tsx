import { fireEvent, screen, waitFor } from '@testing-library/react';
import { deferred, installFetch, jsonResponse, textResponse, type FakeResponse } from '../../../testing/fake-fetch';
import { makeToken } from '../../../testing/make-token';
import { renderApp } from '../../../testing/test-utils';

jest.mock('../../../lib/browser');

describe('/activateAccount/:id', () => {
  it('shows the server text, a Play Now! link, and removes the stored token', async () => {
    localStorage.setItem('token', makeToken({ role: 'notActivated' }));
    const answer = deferred<FakeResponse>();
    const { calls } = installFetch((call) => {
      if (call.url === '/api/user/ActivateAccount/abc123') return answer.promise;
      if (call.url === '/api/user/check') return jsonResponse(200, { success: true, access_token: makeToken({ role: 'notActivated' }) });
      return jsonResponse(200, '0.1.0');
    });
    await renderApp('/activateAccount/abc123');
    expect(screen.getByRole('status')).toHaveTextContent('loading...');

    answer.resolve(textResponse(200, 'Your account has been activated. Have fun hunting!'));
    expect(await screen.findByText('Your account has been activated. Have fun hunting!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play Now!' })).toHaveAttribute('href', '/game');
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    // The single-use link is called once, even though the shell switched to the signed-out routes.
    expect(calls.filter((c) => c.url.startsWith('/api/user/ActivateAccount'))).toHaveLength(1);
    expect(screen.getByText('Your account has been activated. Have fun hunting!')).toBeInTheDocument();
  });

  it('shows the server text of a refused link', async () => {
    installFetch((call) =>
      call.url.startsWith('/api/user/ActivateAccount')
        ? textResponse(400, 'This link is invalid or has expired.')
        : jsonResponse(200, '0.1.0'),
    );
    await renderApp('/activateAccount/old');
    expect(await screen.findByText('This link is invalid or has expired.')).toBeInTheDocument();
  });
});

describe('/forgotPasswordRetrieve/:id', () => {
  it('posts nothing until the player presses the button (a mail scanner opening the link does not use it up)', async () => {
    const { calls } = installFetch(() => jsonResponse(200, '0.1.0'));
    await renderApp('/forgotPasswordRetrieve/tok-0');
    expect(screen.getByRole('button', { name: 'Show my new password' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.url.startsWith('/api/user/ForgotPasswordRetrieve'))).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("posts the token on the click and shows 'loading...' then the server text", async () => {
    // The answer waits until the page is shown (without a query cache the page renders it as soon as it comes).
    const answer = deferred<FakeResponse>();
    const { calls } = installFetch((call) =>
      call.url === '/api/user/ForgotPasswordRetrieve/' ? answer.promise : jsonResponse(200, '0.1.0'),
    );
    await renderApp('/forgotPasswordRetrieve/tok-1');
    fireEvent.click(screen.getByRole('button', { name: 'Show my new password' }));
    expect(screen.getByRole('status')).toHaveTextContent('loading...');
    const text = 'Your new password is: k7Pq2mXr9aBc\nLog in with it now and change it in your profile. It is shown only this once.';
    answer.resolve(textResponse(200, text));
    expect(await screen.findByText(/Your new password is: k7Pq2mXr9aBc/)).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe(text);
    const call = calls.find((c) => c.url === '/api/user/ForgotPasswordRetrieve/');
    expect(call?.method).toBe('POST');
    expect(call?.body).toBe('token=tok-1');
  });

  it("says 'something went wrong' on failure", async () => {
    installFetch((call) =>
      call.url === '/api/user/ForgotPasswordRetrieve/'
        ? textResponse(400, 'This link is invalid or has expired.')
        : jsonResponse(200, '0.1.0'),
    );
    await renderApp('/forgotPasswordRetrieve/tok-2');
    fireEvent.click(screen.getByRole('button', { name: 'Show my new password' }));
    expect(await screen.findByText('something went wrong')).toBeInTheDocument();
  });
});
