import { act, render, screen } from '@testing-library/react';
import { INSTALL_PROMPT_AGAIN_MS, INSTALL_PROMPT_KEY, InstallPrompt } from './install-prompt';

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: jest.fn(async () => undefined) });
  act(() => void window.dispatchEvent(event));
  return event;
}

describe('InstallPrompt', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows 30 s after the browser offers the install, and installs on click', () => {
    const now = 1_700_000_000_000;
    render(<InstallPrompt clock={() => now} />);
    const event = offerInstall();
    act(() => void jest.advanceTimersByTime(29_999));
    expect(screen.queryByRole('dialog', { name: 'Install Grimhunt' })).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Install Grimhunt' })).toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_PROMPT_KEY)).toBe(String(now));
    act(() => screen.getByRole('button', { name: 'Install' }).click());
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays away within 7 days of the last time it showed, and comes back after', () => {
    const shownAt = 1_700_000_000_000;
    localStorage.setItem(INSTALL_PROMPT_KEY, String(shownAt));
    const early = render(<InstallPrompt clock={() => shownAt + INSTALL_PROMPT_AGAIN_MS - 1} />);
    offerInstall();
    act(() => void jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    early.unmount();

    render(<InstallPrompt clock={() => shownAt + INSTALL_PROMPT_AGAIN_MS} />);
    offerInstall();
    act(() => void jest.advanceTimersByTime(30_000));
    expect(screen.getByRole('dialog', { name: 'Install Grimhunt' })).toBeInTheDocument();
  });
});
