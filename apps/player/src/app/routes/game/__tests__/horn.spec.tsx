import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';
import { HORN_STORAGE_KEY } from '../../../../features/hunt/horn';
import { NOW, hunter, status } from './hunt-fixtures';

jest.mock('../../../../lib/browser');

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** A browser's Notification API whose permission prompt answers `answer`, and a registered service worker. */
function installNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const FakeNotification: { permission: NotificationPermission; requestPermission: () => Promise<NotificationPermission> } = {
    permission,
    requestPermission: async () => answer,
  };
  const requestPermission = jest.fn(async () => {
    FakeNotification.permission = answer;
    return answer;
  });
  FakeNotification.requestPermission = requestPermission;
  Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: FakeNotification });
  const showNotification = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: jest.fn(async () => ({ showNotification })) },
  });
  return { requestPermission, showNotification };
}

function serve(nextHuntIn: number) {
  return serveGame((_call, url) => {
    if (url.pathname === '/api/clientUser/getme') return jsonResponse(200, hunter());
    if (url.pathname === '/api/clientUser/getstatus') return jsonResponse(200, status({ nextAllowedHuntTimeStamp: NOW + nextHuntIn }));
    if (url.pathname === '/api/Journal' || url.pathname === '/api/news/latestnews/0/5') return jsonResponse(200, []);
    return undefined;
  });
}

describe('the horn', () => {
  beforeEach(() => {
    document.cookie = 'hasSeenWelcome=true; path=/';
    document.title = 'Grimhunt';
    window.localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { Notification?: unknown }).Notification;
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('counts the tab title down to the next hunt and says when it is ready, on any game screen', async () => {
    jest.useFakeTimers({ now: NOW });
    installNotifications('default');
    serve(65_000);
    await renderApp('/inventory');
    await waitFor(() => expect(document.title).toBe('1:05 · Grimhunt'));
    tick(1000);
    expect(document.title).toBe('1:04 · Grimhunt');
    tick(64_000);
    expect(document.title).toBe('Hunt ready! · Grimhunt');
  });

  it('asks for notifications only on the button, then sounds once through the service worker when the hunt is ready', async () => {
    jest.useFakeTimers({ now: NOW });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { requestPermission, showNotification } = installNotifications('default', 'granted');
    serve(30_000);
    await renderApp('/');
    await waitFor(() => expect(document.title).toBe('0:30 · Grimhunt'));
    // Never asked on load.
    expect(requestPermission).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The horn will sound when your hunt is ready.')).toBeInTheDocument();
    expect(window.localStorage.getItem(HORN_STORAGE_KEY)).toBe('on');
    expect(showNotification).not.toHaveBeenCalled();

    tick(30_000);
    await waitFor(() => expect(showNotification).toHaveBeenCalledTimes(1));
    expect(showNotification).toHaveBeenCalledWith('The hunt is ready', expect.objectContaining({ tag: 'grimhunt-hunt-ready' }));
    tick(5_000);
    expect(showNotification).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the player said no, or never switched the horn on', async () => {
    jest.useFakeTimers({ now: NOW });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { showNotification } = installNotifications('default', 'denied');
    serve(10_000);
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Notifications are blocked for this site in your browser settings.')).toBeInTheDocument();
    expect(window.localStorage.getItem(HORN_STORAGE_KEY)).toBe('off');
    tick(15_000);
    expect(document.title).toBe('Hunt ready! · Grimhunt');
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('stays silent for a player who allowed notifications once but has not switched the horn on here', async () => {
    jest.useFakeTimers({ now: NOW });
    const { requestPermission, showNotification } = installNotifications('granted');
    serve(5_000);
    await renderApp('/');
    await screen.findByRole('button', { name: 'Notify me' });
    tick(10_000);
    expect(document.title).toBe('Hunt ready! · Grimhunt');
    expect(showNotification).not.toHaveBeenCalled();
    expect(requestPermission).not.toHaveBeenCalled();
  });
});
