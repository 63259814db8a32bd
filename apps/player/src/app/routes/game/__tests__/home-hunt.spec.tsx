import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HuntAnswerDto } from '@grimhunt/contracts';
import { deferred, jsonResponse, type FakeResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';
import { startFakeClock } from '../../../../testing/clock';
import { adviceAnswer, oddsAnswer } from '../../../../testing/odds-fixtures';
import { NOW, crystal, hunter, hunterInventory, huntAnswer, journalEntry, status } from './hunt-fixtures';

jest.mock('../../../../lib/browser');

type Me = ReturnType<typeof hunter>;

interface Server {
  me?: Me;
  status?: ReturnType<typeof status>;
  journal?: unknown[];
  news?: unknown[];
  hunt?: () => FakeResponse | Promise<FakeResponse>;
  chrono?: () => FakeResponse | Promise<FakeResponse>;
  /** Answer the odds and the advisor home reads (else 404). */
  odds?: boolean;
}

function serve(server: Server = {}) {
  return serveGame((call, url) => {
    switch (url.pathname) {
      case '/api/clientUser/getme':
        return jsonResponse(200, server.me ?? hunter());
      case '/api/clientUser/getstatus':
        return jsonResponse(200, server.status ?? status());
      case '/api/Journal':
        return jsonResponse(200, server.journal ?? []);
      case '/api/news/latestnews/0/5':
        return jsonResponse(200, server.news ?? []);
      case '/api/huntrefactored/hunt':
        return call.method === 'POST' && server.hunt ? server.hunt() : undefined;
      case '/api/Game/chronohunt':
        return server.chrono ? server.chrono() : undefined;
      case '/api/huntrefactored/odds':
        return server.odds ? jsonResponse(200, oddsAnswer()) : undefined;
      case '/api/huntrefactored/advisor':
        return server.odds ? jsonResponse(200, adviceAnswer()) : undefined;
      default:
        return undefined;
    }
  });
}

const seenWelcome = () => (document.cookie = 'hasSeenWelcome=true; path=/');
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('home: the hunt header', () => {
  beforeEach(() => seenWelcome());
  afterEach(() => jest.useRealTimers());

  it('shows the frame, name cut to 14, rank, XP bar, abbreviated currencies, gear and the hunting ground', async () => {
    serve({ me: hunter({ inventory: [...hunterInventory, crystal], patreonType: 3 }), status: status({ chronocrystalCharges: 2 }) });
    await renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Abraham_Van_He...' })).toBeInTheDocument();
    expect(screen.getByTestId('rank-name')).toHaveTextContent('Apprentice');
    expect(screen.getByTestId('xp-value')).toHaveTextContent('1,250 / 5,000');
    expect(screen.getByRole('progressbar', { name: 'XP to next rank' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByTestId('currency-gold')).toHaveTextContent('4,200');
    expect(screen.getByTestId('currency-ectoplasm')).toHaveTextContent('250.0K');
    expect(screen.getByText('✦ Ancilla')).toBeInTheDocument();

    expect(screen.getByTestId('loadout-bait')).toHaveTextContent('Grave Moss Cheese (9)');
    expect(screen.getByTestId('loadout-plasma')).toHaveTextContent('12');
    expect(screen.getByTestId('loadout-monsterplasma')).toHaveTextContent('2');
    await waitFor(() => expect(screen.getByTestId('loadout-crystal')).toHaveTextContent('Cracked Chrono Shard'));
    expect(within(screen.getByTestId('loadout-crystal')).getByLabelText('2 of 3 charges')).toBeInTheDocument();

    expect(screen.getByTestId('current-ground')).toHaveTextContent('Gallows Hill');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'TRAVEL' })).toHaveAttribute('href', '/travel');
    expect(screen.getByRole('button', { name: 'HUNT' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'CHRONO CRYSTAL HUNT' })).toBeEnabled();
  });

  it('replaces HUNT by an m:ss countdown that ticks every second and gives the button back at 0', async () => {
    jest.useFakeTimers({ now: NOW });
    serve({ status: status({ nextAllowedHuntTimeStamp: NOW + 65_000 }) });
    await renderApp('/');

    const timer = await screen.findByRole('timer', { name: 'Next hunt in' });
    await waitFor(() => expect(timer).toHaveTextContent('1:05'));
    expect(screen.queryByRole('button', { name: 'HUNT' })).not.toBeInTheDocument();
    tick(1000);
    expect(screen.getByRole('timer', { name: 'Next hunt in' })).toHaveTextContent('1:04');
    tick(4000);
    expect(screen.getByRole('timer', { name: 'Next hunt in' })).toHaveTextContent('1:00');
    tick(1000);
    expect(screen.getByRole('timer', { name: 'Next hunt in' })).toHaveTextContent('0:59');
    tick(59_000);
    expect(screen.queryByRole('timer', { name: 'Next hunt in' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'HUNT' })).toBeEnabled();
  });

  it('counts against the server clock, not the client clock', async () => {
    // The client clock runs 10 minutes ahead of the server: still 2:00 to wait.
    jest.useFakeTimers({ now: NOW + 600_000 });
    serve({ status: status({ currentTimeStamp: NOW, nextAllowedHuntTimeStamp: NOW + 120_000 }) });
    await renderApp('/');
    await waitFor(() => expect(screen.getByRole('timer', { name: 'Next hunt in' })).toHaveTextContent('2:00'));
  });

  it('hunts: "..." while sounding, waits 1 s, shows the result and puts the answer into header and journal', async () => {
    jest.useFakeTimers({ now: NOW });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const pending = deferred<FakeResponse>();
    const earlier = journalEntry(
      1,
      { title: 'Travel', message: 'You travelled to Gallows Hill.', travel_name: 'Gallows Hill' },
      { timeStamp: NOW - 3_600_000 },
    );
    // The user read after the hunt stays pending: what the header shows then comes from the answer alone.
    const meAfter = deferred<FakeResponse>();
    let hunted = false;
    const { calls } = serveGame((call, url) => {
      if (url.pathname === '/api/clientUser/getme') return hunted ? meAfter.promise : jsonResponse(200, hunter());
      if (url.pathname === '/api/clientUser/getstatus') return jsonResponse(200, status());
      if (url.pathname === '/api/Journal') return jsonResponse(200, [earlier]);
      if (url.pathname === '/api/news/latestnews/0/5') return jsonResponse(200, []);
      if (url.pathname === '/api/huntrefactored/hunt') {
        hunted = true;
        return pending.promise;
      }
    });
    await renderApp('/');
    await screen.findByText('Travelled to Gallows Hill');

    await user.click(await screen.findByRole('button', { name: 'HUNT' }));
    expect(screen.getByRole('button', { name: 'Hunting' })).toHaveTextContent('...');
    expect(screen.getByRole('button', { name: 'No Crystal Equipped' })).toBeDisabled();

    await act(async () => pending.resolve(jsonResponse(200, huntAnswer())));
    // The post-hunt wait: nothing shown yet.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    tick(1000);

    const dialog = await screen.findByRole('dialog', { name: 'Caught!' });
    // The visible title waits for the rounds: "The hunt…" (hidden from assistive technology) until the outcome's time,
    // which the card carries for the stylesheet (one step per revealed line).
    const title = within(dialog).getByRole('heading');
    expect(within(title).getByText('The hunt…')).toHaveAttribute('aria-hidden', 'true');
    const rounds = within(within(dialog).getByRole('list', { name: 'How the hunt went' })).getAllByRole('listitem');
    expect(rounds.length).toBeGreaterThan(1);
    const outcomeAt = dialog.style.getPropertyValue('--outcome-at');
    expect(parseFloat(outcomeAt)).toBeCloseTo(rounds.length * 0.6);
    expect(within(dialog).getByTestId('hunt-result').style.getPropertyValue('--outcome-at')).toBe(outcomeAt);
    expect(within(dialog).getByRole('img', { name: "Hangman's Shade" })).toBeInTheDocument();
    expect(within(dialog).getByText("You caught Hangman's Shade!")).toBeInTheDocument();
    expect(within(dialog).getByText('+15 XP')).toBeInTheDocument();
    expect(within(dialog).getByText('23')).toBeInTheDocument();
    expect(within(dialog).getByText('Bone Dust')).toBeInTheDocument();
    expect(within(dialog).getByText('×2')).toBeInTheDocument();
    expect(within(dialog).getByText('✦ Golden Rain')).toBeInTheDocument();
    expect(within(dialog).getByText('✦ Xplosion')).toBeInTheDocument();
    expect(within(dialog).getByText('+4 gold bonus')).toBeInTheDocument();

    // Header: the new timers (15:00 at the answer, one second ago) and XP straight from the answer.
    expect(screen.getByRole('timer', { name: 'Next hunt in' })).toHaveTextContent('14:59');
    expect(screen.getByTestId('xp-value')).toHaveTextContent('1,265');
    // Journal: the entry of the answer on top, with no second GET /api/Journal.
    const entries = within(screen.getByRole('list', { name: 'Journal entries' })).getAllByRole('article');
    expect(entries[0]).toHaveAccessibleName("Hangman's Shade");
    expect(entries[1]).toHaveAccessibleName('Travelled to Gallows Hill');
    expect(calls.filter((c) => c.url === '/api/Journal')).toHaveLength(1);
    const huntCall = calls.find((c) => c.url === '/api/huntrefactored/hunt');
    expect(huntCall?.method).toBe('POST');
    expect(huntCall?.headers.Authorization).toMatch(/^Bearer /);
    // The user is refreshed (currencies and bait are not in the answer).
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/clientUser/getme').length).toBeGreaterThanOrEqual(2));
    await act(async () => meAfter.resolve(jsonResponse(200, hunter({ xp: 1265, inventory: [{ ...hunterInventory[0], amount: 8 }] }))));
    await waitFor(() => expect(screen.getByTestId('loadout-bait')).toHaveTextContent('Grave Moss Cheese (8)'));

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a refused hunt with its journal text and advice', async () => {
    const user = userEvent.setup();
    serve({
      hunt: () =>
        jsonResponse(
          200,
          huntAnswer({
            huntResult: 'NoBait',
            success: false,
            message: 'Buy & Equip new Bait!',
            journalEntry: null,
            nextAllowedHuntTimeStamp: NOW,
          }),
        ),
    });
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'HUNT' }));
    const dialog = await screen.findByRole('dialog', { name: 'No hunt' }, { timeout: 3000 });
    expect(within(dialog).getByText('Buy & Equip new Bait!')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Bar' })).toHaveAttribute('href', '/bar');
  });

  it('shows an escaped ghost', async () => {
    const user = userEvent.setup();
    const answer: HuntAnswerDto = huntAnswer({
      huntResult: 'GhostTooPowerful',
      success: false,
      message: 'the Ghost was too powerful for you',
      journalEntry: journalEntry(
        8,
        { huntResult: 'GhostTooPowerful', message: 'the Ghost was too powerful for you', reward: '{"xp":0,"currencyEntries":[]}' },
        {
          enemy: { ...huntAnswer().journalEntry!.enemy!, name: 'Lord Blackthorn' },
        },
      ),
    });
    serve({ hunt: () => jsonResponse(200, answer) });
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'HUNT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escaped' }, { timeout: 3000 });
    expect(within(dialog).getByText('the Ghost was too powerful for you')).toBeInTheDocument();
    // The stage keeps the ghost that got away and says what happened.
    expect(within(dialog).getByRole('img', { name: 'Lord Blackthorn' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('escape-caption')).toHaveTextContent('Lord Blackthorn broke out of your trap and fled into the fog.');
  });

  it('returns home after a hunt started on /hunt', async () => {
    const user = userEvent.setup();
    serve({ hunt: () => jsonResponse(200, huntAnswer()) });
    await renderApp('/hunt');
    await user.click(await screen.findByRole('button', { name: 'HUNT' }));
    await screen.findByRole('dialog', { name: 'Caught!' }, { timeout: 3000 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('serializes hunts: a second click while sounding sends nothing', async () => {
    const user = userEvent.setup();
    const pending = deferred<FakeResponse>();
    const { calls } = serve({
      me: hunter({ inventory: [...hunterInventory, crystal] }),
      status: status({ chronocrystalCharges: 1 }),
      hunt: () => pending.promise,
    });
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'HUNT' }));
    const chrono = await screen.findByRole('button', { name: 'CHRONO CRYSTAL HUNT' });
    expect(chrono).toBeDisabled();
    await user.click(chrono);
    // Hunt calls only (home also reads the odds and the advisor under the hunt's route prefix).
    const huntCalls = ['/api/huntrefactored/hunt', '/api/Game/quickhunt', '/api/Game/chronohunt'];
    expect(calls.filter((c) => huntCalls.includes(c.url))).toHaveLength(1);
    await act(async () => pending.resolve(jsonResponse(200, huntAnswer())));
  });
});

describe('home: the odds and the advisor', () => {
  beforeEach(() => seenWelcome());

  it('refreshes the odds after a hunt but not the advisor, whose search only a gear, setup or ground change can alter', async () => {
    const user = userEvent.setup();
    const { calls } = serve({ odds: true, hunt: () => jsonResponse(200, huntAnswer()) });
    await renderApp('/');
    await screen.findByRole('article', { name: 'Most catches' });
    await screen.findByTestId('odds-catch-rate');
    const reads = (path: string) => calls.filter((c) => c.url === path).length;
    expect(reads('/api/huntrefactored/advisor')).toBe(1);
    expect(reads('/api/huntrefactored/odds')).toBe(1);
    await user.click(screen.getByRole('button', { name: 'HUNT' }));
    // The odds are read again once the hunt has answered; under a loaded CI machine that took over waitFor's default 1 s.
    await waitFor(() => expect(reads('/api/huntrefactored/odds')).toBe(2), { timeout: 5000 });
    expect(reads('/api/huntrefactored/advisor')).toBe(1);
  });
});

describe('home: the chrono crystal', () => {
  beforeEach(() => seenWelcome());
  afterEach(() => jest.useRealTimers());

  it('says No Crystal Equipped without a crystal', async () => {
    serve();
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'No Crystal Equipped' })).toBeDisabled();
    expect(screen.getByTestId('loadout-crystal')).toHaveTextContent('None');
  });

  it('hunts with a charge through GET /api/Game/chronohunt', async () => {
    const user = startFakeClock(NOW, { timers: false }).user();
    const { calls } = serve({
      me: hunter({ inventory: [...hunterInventory, crystal] }),
      status: status({ chronocrystalCharges: 2, nextAllowedHuntTimeStamp: NOW + 600_000 }),
      chrono: () =>
        jsonResponse(
          200,
          huntAnswer({ chronocrystalCharges: 1, chronocrystalMaxCharges: 3, nextChronoCrystalRechargeTimeStamp: NOW + 3_600_000 }),
        ),
    });
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'CHRONO CRYSTAL HUNT' }));
    await screen.findByRole('dialog', { name: 'Caught!' }, { timeout: 3000 });
    const call = calls.find((c) => c.url === '/api/Game/chronohunt');
    expect(call?.method).toBe('GET');
    expect(within(screen.getByTestId('loadout-crystal')).getByLabelText('1 of 3 charges')).toBeInTheDocument();
  });

  it('shows Charging with a countdown at 0 charges, and refreshes the status at most once per 10 s when it runs out', async () => {
    const { calls } = serve({
      me: hunter({ inventory: [...hunterInventory, crystal] }),
      status: status({ chronocrystalCharges: 0, nextChronoCrystalRechargeTimeStamp: NOW + 3_000 }),
    });
    const { clock } = await renderApp('/', { now: NOW });
    const charging = await screen.findByRole('button', { name: 'Charging' });
    expect(charging).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('chrono-countdown')).toHaveTextContent('0:03'));
    clock.advance(1000);
    expect(screen.getByTestId('chrono-countdown')).toHaveTextContent('0:02');

    const statusCalls = () => calls.filter((c) => c.url === '/api/clientUser/getstatus').length;
    expect(statusCalls()).toBe(1);
    clock.advance(2000);
    await waitFor(() => expect(statusCalls()).toBe(2));
    // The server still answers 0 charges with an expired timer: no new call within 10 s...
    clock.advance(5000);
    expect(statusCalls()).toBe(2);
    clock.advance(4000);
    expect(statusCalls()).toBe(2);
    // ...and one more once 10 s have passed.
    clock.advance(1500);
    await waitFor(() => expect(statusCalls()).toBe(3));
  });
});
