import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MissionDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';
import { adviceAnswer, tallyAnswer, whatIfAnswer } from '../../../../testing/odds-fixtures';
import { NOW, caughtEntry, enemy, hunter, journalEntry, lootRef, mission } from './hunt-fixtures';

jest.mock('../../../../lib/browser');

function serve(journal: unknown[], current: MissionDto | (() => MissionDto) = mission()) {
  return serveGame((_call, url) => {
    if (url.pathname === '/api/clientUser/getme') return jsonResponse(200, hunter());
    if (url.pathname === '/api/Journal') return jsonResponse(200, journal);
    if (url.pathname === '/api/huntrefactored/history') return jsonResponse(200, { entries: journal, next: null });
    if (url.pathname === '/api/huntrefactored/tally') return jsonResponse(200, { ghosts: [], crowns: [10, 100, 500, 1000] });
    if (url.pathname === '/api/ClientMission') return jsonResponse(200, typeof current === 'function' ? current() : current);
  });
}

const entries = [
  caughtEntry(NOW),
  journalEntry(
    9,
    {
      huntResult: 'GhostTooPowerful',
      title: 'Lord Blackthorn',
      message: 'the Ghost was too powerful for you',
      reward: '{"xp":0,"currencyEntries":[]}',
    },
    { enemy: enemy('Lord Blackthorn', { enemyRarity: { name: 'Boss', shortName: 'boss', colorHex: '#f59e0b' } }) },
  ),
  journalEntry(
    6,
    {
      huntResult: 'SuccessMystic',
      title: 'Crow-Picked Wisp',
      message: 'Your mystic power bound Crow-Picked Wisp!',
      reward: JSON.stringify({ xp: 12, currencyEntries: [{ name: 'gold', value: 18 }] }),
      autoHunt: true,
      doppelgaenger: true,
      reconstruction: true,
      leprechaunsLuck: true,
      onTheHouse: true,
    },
    { enemy: enemy('Crow-Picked Wisp'), loot: [lootRef('Raven Feather', 1)] },
  ),
  journalEntry(8, {
    huntResult: 'NoGhost',
    title: 'No Ghost',
    message: 'You could not attract any Ghost.',
    reward: '{"xp":0,"currencyEntries":[]}',
  }),
  journalEntry(1, {
    title: 'Travel',
    message: 'You travelled to Whispering Chapel.',
    travel_name: 'Whispering Chapel',
    travel_imageId: null,
  }),
  journalEntry(
    3,
    { title: 'Rank up', message: 'You are now Graveyard Apprentice!', newRank_name: 'Graveyard Apprentice' },
    { loot: [lootRef("Hunter's Guild ID Card", 1)] },
  ),
  journalEntry(4, {
    title: 'Mission accomplished',
    message: 'Mission 1 accomplished: the guild pays its reward.',
    reward: JSON.stringify({ xp: 0, currencyEntries: [{ name: 'gold', value: 250 }] }),
    progress: JSON.stringify([{ enemyName: "Hangman's Shade", caught: 5, goal: 5 }]),
  }),
  journalEntry(5, { title: 'Maintenance', message: 'The guild hall closes at dawn.' }),
  journalEntry(7, { title: 'Fetched', message: 'Your retainer fetched supplies.' }),
  journalEntry(42, { message: 'Something strange.' }),
];

describe('journal', () => {
  it('renders every entry type with its data', async () => {
    serve(entries);
    await renderApp('/journal');
    expect(await screen.findByRole('heading', { name: 'Journal', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Journal entries' });
    const articles = within(list).getAllByRole('article');
    expect(articles).toHaveLength(entries.length);

    // 8: a catch with XP, gold, loot, procs and the LH_ bonus.
    const caught = within(list).getByRole('article', { name: "Hangman's Shade" });
    expect(caught).toHaveAttribute('data-type', '8');
    expect(within(caught).getByText('Caught!')).toBeInTheDocument();
    expect(within(caught).getByText("You caught Hangman's Shade!")).toBeInTheDocument();
    expect(within(caught).getByText('+15 XP')).toBeInTheDocument();
    expect(within(caught).getByText('23')).toBeInTheDocument();
    expect(within(caught).getByText('Bone Dust')).toBeInTheDocument();
    expect(within(caught).getByText('✦ Golden Rain')).toBeInTheDocument();
    expect(within(caught).getByText('✦ Xplosion')).toBeInTheDocument();
    expect(within(caught).queryByText('✦ On the House')).not.toBeInTheDocument();
    expect(within(caught).getByText('+4 gold bonus')).toBeInTheDocument();
    expect(within(caught).getByRole('img', { name: "Hangman's Shade" })).toBeInTheDocument();

    // 9: chrono hunt, escaped.
    const escaped = within(list).getByRole('article', { name: 'Lord Blackthorn' });
    expect(within(escaped).getByText('Chrono hunt')).toBeInTheDocument();
    expect(within(escaped).getByText('Escaped')).toBeInTheDocument();
    expect(within(escaped).getByText('the Ghost was too powerful for you')).toBeInTheDocument();

    // 6: the retainer's auto-hunt with its procs.
    const auto = within(list).getByRole('article', { name: 'Crow-Picked Wisp' });
    expect(within(auto).getByText('Auto-hunt')).toBeInTheDocument();
    for (const proc of ['✦ Doppelgaenger', '✦ Reconstruction', "✦ Leprechaun's Luck", '✦ On the House']) {
      expect(within(auto).getByText(proc)).toBeInTheDocument();
    }
    expect(within(auto).getByText('Raven Feather')).toBeInTheDocument();

    // NoGhost.
    const empty = within(list).getByRole('article', { name: 'No Ghost' });
    expect(within(empty).getByText('You could not attract any Ghost.')).toBeInTheDocument();
    expect(within(empty).getByText('Nothing came')).toBeInTheDocument();

    // 1 travel, 3 rank up, 4 mission reward, 5 system, 7 fetch, unknown.
    const travel = within(list).getByRole('article', { name: 'Travelled to Whispering Chapel' });
    expect(within(travel).getByRole('img', { name: 'Whispering Chapel' })).toBeInTheDocument();
    const rank = within(list).getByRole('article', { name: 'New rank: Graveyard Apprentice' });
    expect(within(rank).getByText("Hunter's Guild ID Card")).toBeInTheDocument();
    const reward = within(list).getByRole('article', { name: 'Mission accomplished' });
    expect(within(reward).getByText('250')).toBeInTheDocument();
    expect(within(reward).getByText("Hangman's Shade: 5/5")).toBeInTheDocument();
    expect(within(within(list).getByRole('article', { name: 'Maintenance' })).getByText('System message')).toBeInTheDocument();
    expect(within(within(list).getByRole('article', { name: 'Fetched' })).getByText('Fetch')).toBeInTheDocument();
    const unknown = within(list).getByRole('article', { name: 'Unknown entry' });
    expect(within(unknown).getByText('Something strange.')).toBeInTheDocument();
  });

  it('shows the active mission with objectives and a ticking end countdown', async () => {
    jest.useFakeTimers({ now: NOW });
    try {
      serve([], mission());
      await renderApp('/journal');
      const panel = await screen.findByRole('region', { name: 'Current mission' });
      const objective = await within(panel).findByRole('listitem', { name: "Hangman's Shade" });
      expect(within(objective).getByText('2/5')).toBeInTheDocument();
      expect(within(panel).getByRole('listitem', { name: 'Noose Wraith' })).toHaveClass('objective--done');
      expect(within(panel).getByText('Gallows Hill')).toBeInTheDocument();
      expect(within(panel).getByText('250')).toBeInTheDocument();
      expect(within(panel).getByRole('timer')).toHaveTextContent('2h 5m');
      act(() => jest.advanceTimersByTime(5 * 60_000));
      expect(within(panel).getByRole('timer')).toHaveTextContent('2h 0m');
      act(() => jest.advanceTimersByTime(60_000));
      expect(within(panel).getByRole('timer')).toHaveTextContent('1h 59m');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the start countdown while waiting and reads the mission again when it runs out', async () => {
    jest.useFakeTimers({ now: NOW });
    try {
      let reads = 0;
      serve([], () => {
        reads += 1;
        return reads === 1
          ? mission({ state: 'waiting', startTimstamp: NOW + 90_000, endTimestamp: NOW + 90_000 + 86_400_000 })
          : mission({ currentTimeStamp: NOW + 90_000 });
      });
      await renderApp('/journal');
      const panel = await screen.findByRole('region', { name: 'Current mission' });
      await waitFor(() => expect(within(panel).getByTestId('mission-state')).toHaveTextContent('Next mission in 1m 30s'));
      act(() => jest.advanceTimersByTime(1000));
      await waitFor(() => expect(within(panel).getByRole('timer')).toHaveTextContent('1m 29s'));
      act(() => jest.advanceTimersByTime(89_000));
      expect(await within(panel).findByRole('listitem', { name: "Hangman's Shade" })).toBeInTheDocument();
      expect(reads).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    [
      'suspended',
      mission({
        state: 'suspended',
        missionsDisabled: true,
        objectives: [],
        startTimstamp: null,
        endTimestamp: null,
        message: 'Missions are currently suspended',
      }),
      'Missions are currently suspended',
    ],
    [
      'none',
      mission({ state: 'none', objectives: [], startTimstamp: null, endTimestamp: null, message: 'A new mission will be available soon.' }),
      'A new mission will be available soon.',
    ],
  ])('shows the %s mission state', async (_name, current, text) => {
    serve([], current);
    await renderApp('/journal');
    const panel = await screen.findByRole('region', { name: 'Current mission' });
    expect(await within(panel).findByTestId('mission-state')).toHaveTextContent(text);
  });

  it('says so when the journal is empty', async () => {
    serve([]);
    await renderApp('/journal');
    expect(await screen.findByText(/Your journal is empty/)).toBeInTheDocument();
  });

  it('pages through the whole journal, filters by type and ghost, and replays a missed hunt with another setup', async () => {
    const user = userEvent.setup();
    const missed = journalEntry(
      8,
      { huntResult: 'GhostTooPowerful', title: 'Wailing Widow', message: 'the Ghost was too powerful for you' },
      { id: 'miss-1', seed: 1234, enemy: enemy('Wailing Widow') },
    );
    const older = journalEntry(1, { title: 'Travel', message: 'You travelled to Gallows Hill.', travel_name: 'Gallows Hill' });
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientUser/getme') return jsonResponse(200, hunter());
      if (url.pathname === '/api/ClientMission') return jsonResponse(200, mission());
      if (url.pathname === '/api/huntrefactored/tally') return jsonResponse(200, tallyAnswer());
      if (url.pathname === '/api/huntrefactored/advisor') return jsonResponse(200, adviceAnswer());
      if (url.pathname === '/api/huntrefactored/whatif/miss-1/0') return jsonResponse(200, whatIfAnswer(0));
      if (url.pathname === '/api/huntrefactored/history') {
        if (url.searchParams.get('before') === 'cursor-1') return jsonResponse(200, { entries: [older], next: null });
        if (url.searchParams.get('enemyId') === 'e2') return jsonResponse(200, { entries: [missed], next: null });
        return jsonResponse(200, { entries: [caughtEntry(NOW), missed], next: 'cursor-1' });
      }
      return undefined;
    });
    await renderApp('/journal');
    const list = await screen.findByRole('list', { name: 'Journal entries' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Older entries' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Hunts');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/huntrefactored/history?type=8')).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Every entry');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Ghost' }), 'Wailing Widow');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Journal entries' })).getAllByRole('article')).toHaveLength(1));

    // Only the missed hunt offers the what-if.
    expect(screen.getAllByRole('button', { name: '↺ Replay with another setup' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '↺ Replay with another setup' }));
    await user.click(await screen.findByRole('button', { name: 'Setup 1 (at work)' }));
    expect(await screen.findByTestId('what-if-replayed')).toHaveTextContent('Caught');
  });
});
