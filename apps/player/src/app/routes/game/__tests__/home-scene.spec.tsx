import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HuntAnswerDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';
import { catchReasonText } from '../../../../lib/hunt-view';
import { grimoireEnemy, hunter, huntAnswer, journalEntry, status } from './hunt-fixtures';

jest.mock('../../../../lib/browser');

const stat = (shortName: string, value: number) => ({
  name: shortName,
  shortName,
  valueFrom: value,
  valueTo: value,
  procPercent: 0,
  statType: 0,
  statImageId: null,
  statFlavorText: '',
  statUnitSymbol: '',
});

const ghosts = [
  grimoireEnemy("Hangman's Shade", { catchRate: 100, catchRateReason: 'power', scareFactor: 5 }),
  grimoireEnemy('Lord Blackthorn', { catchRate: 51, catchRateReason: 'none', scareFactor: 90 }),
  grimoireEnemy('Silt Siren', { catchRate: 12.5, catchRateReason: 'mystic', scareFactor: 400 }),
];

function serve(hunt?: HuntAnswerDto) {
  const calls: string[] = [];
  serveGame((call, url) => {
    calls.push(url.pathname);
    switch (url.pathname) {
      case '/api/clientUser/getme':
        return jsonResponse(200, hunter({ stats: { statEntries: [stat('power', 64), stat('mysticPower', 3)] } }));
      case '/api/clientUser/getstatus':
        return jsonResponse(200, status());
      case '/api/Journal':
      case '/api/news/latestnews/0/5':
        return jsonResponse(200, []);
      case '/api/ClientTravel/GetHuntingGroundsOfRegion/region-hollowmere-000000000001':
        return jsonResponse(200, [
          { id: 'g-gallows', regionId: 'region-hollowmere-000000000001', name: 'Gallows Hill', imageId: 'img-gallows', sequence: 1 },
        ]);
      case '/api/ClientGrimoire/getEnemies/g-gallows':
        return jsonResponse(200, ghosts);
      case '/api/huntrefactored/hunt':
        return call.method === 'POST' && hunt ? jsonResponse(200, hunt) : undefined;
      default:
        return undefined;
    }
  });
  return calls;
}

describe('home: the hunt scene', () => {
  beforeEach(() => (document.cookie = 'hasSeenWelcome=true; path=/'));

  it("shows the ground's image, the trap, power and mystic, and each ghost with the engine's chance", async () => {
    const calls = serve();
    await renderApp('/');
    const scene = (await screen.findByRole('heading', { name: 'Gallows Hill' })).closest('section')!;
    await waitFor(() =>
      expect(within(scene).getByRole('img', { name: 'Gallows Hill' })).toHaveAttribute('src', '/api/image/thumb/img-gallows'),
    );
    expect(
      within(within(scene).getByRole('list', { name: 'Your trap' })).getByRole('img', { name: 'Grave Moss Cheese' }),
    ).toBeInTheDocument();
    expect(
      within(within(scene).getByRole('list', { name: 'Your trap' })).getByRole('img', { name: 'Rusty Iron Cage' }),
    ).toBeInTheDocument();
    expect(within(scene).getByTestId('setup-power')).toHaveTextContent('64');
    expect(within(scene).getByTestId('setup-mystic')).toHaveTextContent('3');

    const list = await within(scene).findByRole('list', { name: 'Ghosts of this ground' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(["Hangman's Shade100%", 'Lord Blackthorn51%', 'Silt Siren12.5%']);
    expect(within(rows[1]).getByRole('img', { name: 'Lord Blackthorn' })).toBeInTheDocument();
    expect(rows[1]).toHaveAttribute('title', 'Tough: about 51% with your setup.');
    expect(calls).toContain('/api/ClientGrimoire/getEnemies/g-gallows');
  });

  it('reveals the phases of an escape and says why it failed: power needed against power held', async () => {
    const user = userEvent.setup();
    const base = huntAnswer();
    serve(
      huntAnswer({
        huntResult: 'GhostTooPowerful',
        success: false,
        message: 'the Ghost was too powerful for you',
        journalEntry: journalEntry(
          8,
          { huntResult: 'GhostTooPowerful', huntStrategy: 'AttractedGhost', reward: '{"xp":0,"currencyEntries":[]}' },
          { enemy: { ...base.journalEntry!.enemy!, id: ghosts[1].id, name: 'Lord Blackthorn' } },
        ),
      }),
    );
    await renderApp('/');
    await screen.findByRole('list', { name: 'Ghosts of this ground' });
    await user.click(await screen.findByRole('button', { name: 'HUNT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escaped' }, { timeout: 3000 });
    const phases = within(within(dialog).getByRole('list', { name: 'How the hunt went' })).getAllByRole('listitem');
    expect(phases.map((p) => p.textContent)).toEqual([
      'You set out Grave Moss Cheese and wait in the dark.',
      'Lord Blackthorn appears, drawn by your bait.',
      'Your power 64 against its scare factor 90.',
      'Lord Blackthorn breaks free and escapes.',
    ]);
    expect(within(dialog).getByText('the Ghost was too powerful for you')).toBeInTheDocument();
    expect(within(dialog).getByTestId('hunt-why')).toHaveTextContent('Lord Blackthorn needs power 90; your setup holds 64. It broke free.');
  });

  it.each([
    [
      'WrongBait',
      'In the current Hunting Ground you need a special bait equipped.',
      'Wrong bait: this hunting ground only answers to its special bait, and yours is not it.',
    ],
    ['NoGhost', 'You could not attract any Ghost.', 'No ghost: your bait drew nothing near the trap this time.'],
    ['NoSpecialBait', 'Buy & Equip new Special Bait!', 'Special bait needed: this ghost only comes to a special bait, and you carry none.'],
  ] as const)('says why a %s hunt failed, next to the spec text', async (result, message, why) => {
    const user = userEvent.setup();
    serve(huntAnswer({ huntResult: result, success: false, message, journalEntry: null }));
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'HUNT' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(within(dialog).getByTestId('hunt-why')).toHaveTextContent(why);
  });
});

describe('catch reason texts', () => {
  it('words a partial chance by the chance, not as "too powerful"', () => {
    expect(catchReasonText('none', 51)).toBe('Tough: about 51% with your setup.');
    expect(catchReasonText('none', 7.5)).toBe('A long shot: about 7.5% with your setup.');
    expect(catchReasonText('none', 0)).toBe('Too powerful for your current setup.');
    expect(catchReasonText('power', 100)).toBe('Your power beats its scare factor: a sure catch.');
  });
});
