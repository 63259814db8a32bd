import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';
import { hunter, status } from './hunt-fixtures';

jest.mock('../../../../lib/browser');

const news = (header: string, message: string): NewsDto => ({
  id: `news-${header}`,
  header,
  message,
  name: 'The Guild Herald',
  imageId: null,
  animatedImageId: null,
  timestamp: 1_719_828_000,
  rewardItemId: null,
});

const latest = [
  news('Midnight Sightings', 'Hunters report singing from the bottom of the millpond after midnight.'),
  news('Blackthorn Manor Reopens', 'Lord Blackthorn is receiving guests again.'),
  news('The Vale Awakens', 'Hollowmere Vale is open for hunting.'),
];

function serve() {
  return serveGame((_call, url) => {
    if (url.pathname === '/api/clientUser/getme') return jsonResponse(200, hunter());
    if (url.pathname === '/api/clientUser/getstatus') return jsonResponse(200, status());
    if (url.pathname === '/api/Journal') return jsonResponse(200, []);
    if (url.pathname === '/api/news/latestnews/0/5') return jsonResponse(200, latest);
  });
}

describe('home: news, welcome and music', () => {
  it('reads GET /api/news/latestnews/0/5, switches items with the dots and opens the full item in a popup', async () => {
    document.cookie = 'hasSeenWelcome=true; path=/';
    const user = userEvent.setup();
    const { calls } = serve();
    await renderApp('/');
    const bar = await screen.findByRole('region', { name: 'News' });
    expect(await within(bar).findByText('Midnight Sightings')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/news/latestnews/0/5')).toBe(true);

    const dots = within(bar).getAllByRole('tab');
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(dots[2]);
    expect(within(bar).getByText('The Vale Awakens')).toBeInTheDocument();
    expect(within(bar).queryByText('Midnight Sightings')).not.toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Read news: The Vale Awakens' }));
    const popup = screen.getByRole('dialog', { name: 'The Vale Awakens' });
    expect(within(popup).getByText('Hollowmere Vale is open for hunting.')).toBeInTheDocument();
    expect(within(popup).getByText(/The Guild Herald/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(within(bar).getByRole('link', { name: 'Premium Shop' })).toHaveAttribute('href', '/premiumShop');
    expect(within(bar).getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', 'https://video.example.test/grimhunt');
    expect(within(bar).getByRole('link', { name: /Advertisement/ })).toBeInTheDocument();
  });

  it('shows the welcome popup until the hasSeenWelcome cookie is set for 365 days', async () => {
    const user = userEvent.setup();
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    try {
      serve();
      const first = await renderApp('/');
      const welcome = await screen.findByRole('dialog', { name: 'Welcome to Grimhunt' });
      // The starter kit is equipped at activation: the welcome says so and asks for no equipping.
      expect(welcome).toHaveTextContent(/already in place/);
      expect(welcome).not.toHaveTextContent(/Equip your/i);
      expect(within(welcome).getByRole('link', { name: 'Bar' })).toHaveAttribute('href', '/bar');
      await user.click(within(welcome).getByRole('button', { name: "Let's hunt" }));
      expect(screen.queryByRole('dialog', { name: 'Welcome to Grimhunt' })).not.toBeInTheDocument();
      const write = writes.find((w) => w.startsWith('hasSeenWelcome='));
      expect(write).toContain(`max-age=${365 * 24 * 3600}`);

      first.unmount();
      await renderApp('/');
      await screen.findByRole('heading', { name: 'Abraham_Van_He...' });
      expect(screen.queryByRole('dialog', { name: 'Welcome to Grimhunt' })).not.toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
  });

  it('has a music player at volume 0.2 that waits for a click, mutes, and says so when there is no track', async () => {
    document.cookie = 'hasSeenWelcome=true; path=/';
    const user = userEvent.setup();
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    try {
      serve();
      await renderApp('/');
      const music = await screen.findByRole('group', { name: 'Music' });
      const audio = screen.getByTestId('music-audio') as HTMLAudioElement;
      expect(audio.volume).toBeCloseTo(0.2);
      expect(audio.autoplay).toBe(false);
      expect(audio).toHaveAttribute('preload', 'none');
      expect(play).not.toHaveBeenCalled();
      expect(within(music).getByRole('slider', { name: 'Music volume' })).toHaveValue('0.2');

      await user.click(within(music).getByRole('button', { name: /Play music/ }));
      expect(play).toHaveBeenCalledTimes(1);
      expect(within(music).getByRole('button', { name: /Pause music/ })).toHaveAttribute('aria-pressed', 'true');

      await user.click(within(music).getByRole('button', { name: 'Mute' }));
      expect(audio.muted).toBe(true);
      await user.click(within(music).getByRole('button', { name: 'Unmute' }));
      expect(audio.muted).toBe(false);

      await user.click(within(music).getByRole('button', { name: /Pause music/ }));
      expect(pause).toHaveBeenCalled();

      // A missing track: play() rejects, and the player says so.
      play.mockImplementationOnce(() => Promise.reject(new Error('no source')));
      await user.click(within(music).getByRole('button', { name: /Play music/ }));
      expect(await within(music).findByRole('button', { name: /No music/ })).toBeDisabled();
    } finally {
      play.mockRestore();
      pause.mockRestore();
    }
  });
});
