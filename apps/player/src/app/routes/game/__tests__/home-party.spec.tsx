import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HuntAnswerDto, JournalEntryDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';
import { NOW, caughtEntry, hunter, huntAnswer, status } from './hunt-fixtures';

jest.mock('../../../../lib/browser');

function serve({ hunt, journal = [], nextHunt = NOW }: { hunt?: HuntAnswerDto; journal?: JournalEntryDto[]; nextHunt?: number }) {
  return serveGame((call, url) => {
    switch (url.pathname) {
      case '/api/clientUser/getme':
        return jsonResponse(200, hunter());
      case '/api/clientUser/getstatus':
        return jsonResponse(200, status({ nextAllowedHuntTimeStamp: nextHunt }));
      case '/api/Journal':
        return jsonResponse(200, journal);
      case '/api/huntrefactored/hunt':
        return call.method === 'POST' && hunt ? jsonResponse(200, hunt) : undefined;
      default:
        return undefined;
    }
  });
}

/** The hunt of a taken-along player: its journal entry names the friend who sounded. */
function takenAlongEntry(at: number): JournalEntryDto {
  const entry = caughtEntry(at);
  return { ...entry, id: 'entry-party', data: { ...entry.data, huntedWith: { userId: 'u2', name: 'Mara' } } };
}

describe('home: the hunting party', () => {
  beforeEach(() => (document.cookie = 'hasSeenWelcome=true; path=/'));
  afterEach(() => jest.useRealTimers());

  it('shows who the hunt took along and what they caught, in the result and then on home', async () => {
    const user = userEvent.setup();
    serve({
      hunt: huntAnswer({
        party: [
          { userId: 'u2', name: 'Mara', huntResult: 'SuccessRegular', enemyName: 'Wisp' },
          { userId: 'u3', name: 'Quincey', huntResult: 'GhostTooPowerful', enemyName: 'Banshee' },
          { userId: 'u4', name: 'Lucy', huntResult: 'NoGhost', enemyName: null },
        ],
      }),
    });
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'HUNT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Caught!' }, { timeout: 3000 });
    const party = within(dialog).getByTestId('hunt-party');
    expect(party).toHaveTextContent('Hunted with you');
    expect(
      within(party)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mara caught Wisp', 'Quincey Banshee escaped', 'Lucy nothing came']);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const home = await screen.findByRole('region', { name: 'Your last hunting party' });
    expect(home).toHaveTextContent('Mara caught Wisp');
  });

  it('answers HUNT during a cooldown a friend started with that hunt: "Hunted with Mara 40 s ago"', async () => {
    const user = userEvent.setup();
    serve({
      hunt: huntAnswer({
        huntResult: 'OnCooldown',
        success: false,
        message: 'Your trap is not ready yet',
        journalEntry: takenAlongEntry(NOW - 40_000),
        takenAlong: { by: { userId: 'u2', name: 'Mara' }, huntedAt: NOW - 40_000 },
      }),
    });
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'HUNT' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(within(dialog).getByTestId('hunted-with')).toHaveTextContent('Hunted with Mara 40 s ago');
  });

  it('shows the taken-along hunt under the countdown and in the journal', async () => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    serve({ journal: [takenAlongEntry(NOW - 40_000)], nextHunt: NOW + 600_000 });
    await renderApp('/');
    await screen.findByRole('timer', { name: 'Next hunt in' });
    await waitFor(() => expect(screen.getByTestId('taken-along')).toHaveTextContent(/^Hunted with Mara 4\d s ago$/));
    expect(await screen.findByTestId('journal-hunted-with')).toHaveTextContent('Taken along by Mara');
  });
});
