import { act, render, screen } from '@testing-library/react';
import { startFakeClock, TEST_NOW } from '../testing/clock';
import { INSTALL_PROMPT_AGAIN_MS, INSTALL_PROMPT_KEY, InstallPrompt } from './install-prompt';

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: jest.fn(async () => undefined) });
  act(() => void window.dispatchEvent(event));
  return event;
}

describe('InstallPrompt', () => {
  it('shows 30 s after the browser offers the install, and installs on click', () => {
    const clock = startFakeClock(TEST_NOW);
    render(<InstallPrompt />);
    const event = offerInstall();
    clock.advance(29_999);
    expect(screen.queryByRole('dialog', { name: 'Install Grimhunt' })).not.toBeInTheDocument();
    clock.advance(1);
    expect(screen.getByRole('dialog', { name: 'Install Grimhunt' })).toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_PROMPT_KEY)).toBe(String(TEST_NOW + 30_000));
    act(() => screen.getByRole('button', { name: 'Install' }).click());
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays away within 7 days of the last time it showed, and comes back after', () => {
    const shownAt = TEST_NOW;
    localStorage.setItem(INSTALL_PROMPT_KEY, String(shownAt));
    // The prompt reads the clock when the browser offers the install: 1 ms short of the 7 days, then exactly 7 days.
    const clock = startFakeClock(shownAt + INSTALL_PROMPT_AGAIN_MS - 1);
    const early = render(<InstallPrompt />);
    offerInstall();
    clock.advance(60_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    early.unmount();

    clock.set(shownAt + INSTALL_PROMPT_AGAIN_MS);
    render(<InstallPrompt />);
    offerInstall();
    clock.advance(30_000);
    expect(screen.getByRole('dialog', { name: 'Install Grimhunt' })).toBeInTheDocument();
  });
});
