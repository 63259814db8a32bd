import { act, screen, within } from '@testing-library/react';
import { installFetch, jsonResponse } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/test-utils';

jest.mock('../../../lib/browser');

const at = (iso: string) => new Date(iso).getTime();

describe('/welcome', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    installFetch(() => jsonResponse(200, '0.1.0'));
  });
  afterEach(() => jest.useRealTimers());

  function clockOf(label: string) {
    return screen.getByRole('region', { name: label });
  }
  function valueOf(region: HTMLElement, unit: string) {
    return region.querySelector(`[data-unit="${unit}"]`)?.textContent;
  }

  it('is the signed-out home at /: hero, countdowns, LOGIN, the story and the community', async () => {
    jest.setSystemTime(at('2024-06-24T08:59:58Z'));
    await renderApp('/');
    expect(screen.getByRole('heading', { name: 'Grimhunt' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Launch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('heading', { name: 'Enter the Hunt' })).not.toBeInTheDocument();
  });

  it('puts the cookie banner before the page, so on a phone (where it stands in the flow) it cannot cover LOGIN', async () => {
    jest.setSystemTime(at('2024-06-24T08:59:58Z'));
    await renderApp('/');
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    const login = screen.getByRole('link', { name: 'LOGIN' });
    expect(banner.compareDocumentPosition(login) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('counts down to registration (24 June 2024 11:00) and launch (1 July 2024 11:00) without REGISTER before opening', async () => {
    jest.setSystemTime(at('2024-06-24T08:59:58Z')); // 10:59:58 in Berlin (summer time)
    await renderApp('/welcome');

    const registration = clockOf('Registration');
    expect(valueOf(registration, 'days')).toBe('0');
    expect(valueOf(registration, 'hours')).toBe('00');
    expect(valueOf(registration, 'minutes')).toBe('00');
    expect(valueOf(registration, 'seconds')).toBe('02');

    const launch = clockOf('Launch');
    expect(valueOf(launch, 'days')).toBe('7');
    expect(valueOf(launch, 'seconds')).toBe('02');

    expect(screen.getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'REGISTER' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Play now' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(valueOf(clockOf('Registration'), 'seconds')).toBe('01');

    act(() => jest.advanceTimersByTime(2000));
    // Under the registration clock the button leads to the registration form, not to the login.
    expect(within(clockOf('Registration')).getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
    expect(within(clockOf('Registration')).queryByRole('link', { name: 'Play now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'REGISTER' })).toHaveAttribute('href', '/register');
    expect(within(clockOf('Launch')).queryByRole('link', { name: 'Play now' })).not.toBeInTheDocument();
  });

  it('once launched shows Play now to the game and Register now to the registration form', async () => {
    jest.setSystemTime(at('2024-07-01T09:00:00Z'));
    await renderApp('/welcome');
    expect(within(clockOf('Launch')).getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/game');
    expect(within(clockOf('Registration')).getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'REGISTER' })).toBeInTheDocument();
  });

  it('tells the founder story and shows the community links', async () => {
    jest.setSystemTime(at('2024-06-01T00:00:00Z'));
    await renderApp('/welcome');
    const story = screen.getByRole('article');
    for (const phrase of [
      /fresh start/i,
      /slower and more casual/i,
      /subscription model plus single shop items/i,
      /never drop below 8 minutes/i,
      /never rises above 25%/i,
      /five hunting locations/i,
      /Region 2 and missions/i,
    ]) {
      expect(story).toHaveTextContent(phrase);
    }
    // Region 2 and missions exist: the letter no longer promises them for later.
    expect(story).not.toHaveTextContent(/next update brings/i);
    expect(story).toHaveTextContent(/They are here/);
    expect(screen.getByRole('link', { name: 'Open community chat' })).toHaveAttribute('href', 'https://chat.example.test/grimhunt');
    expect(screen.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', 'https://video.example.test/grimhunt');
    expect(screen.getByRole('link', { name: 'Reddit' })).toBeInTheDocument();
  });
});
