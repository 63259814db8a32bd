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
    await waitFor(() => expect(within(scene).getByRole('img', { name: 'Gallows Hill' })).toHaveAttribute('src', '/api/image/img-gallows'));
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

  const blackthorn = { id: ghosts[1].id, name: 'Lord Blackthorn' };
  const empty = (round: number) => ({ round, enemy: null, strategy: null });
  const escapedAnswer = () =>
    huntAnswer({
      huntResult: 'GhostTooPowerful',
      success: false,
      message: 'the Ghost was too powerful for you',
      journalEntry: journalEntry(
        8,
        { huntResult: 'GhostTooPowerful', huntStrategy: 'AttractedGhost', reward: '{"xp":0,"currencyEntries":[]}' },
        { enemy: { ...huntAnswer().journalEntry!.enemy!, ...blackthorn } },
      ),
      rounds: [empty(1), empty(2), { round: 3, enemy: blackthorn, strategy: 'AttractedGhost' }],
      catch: { power: 34, scareFactor: 35, monster: false, regularBp: 9166, mysticBp: 0, chanceBp: 9166, decidedBy: 'escaped' },
    });

  it('reveals the rounds of an escape one by one and says why it failed: power needed against power held', async () => {
    const user = userEvent.setup();
    serve(escapedAnswer());
    await renderApp('/');
    await screen.findByRole('list', { name: 'Ghosts of this ground' });
    await user.click(await screen.findByRole('button', { name: 'HUNT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escaped' }, { timeout: 3000 });
    const lines = within(within(dialog).getByRole('list', { name: 'How the hunt went' })).getAllByRole('listitem');
    expect(lines.map((p) => p.textContent)).toEqual([
      'Round 1: the mist is still…',
      'Round 2: only the wind in the grass…',
      'Round 3: Lord Blackthorn drifts in, drawn by your bait.',
      'Power 34 against scare factor 35 — 91.7%',
      'Lord Blackthorn breaks free and escapes.',
    ]);
    // One after the other: each line waits one more step (CSS delays, off under prefers-reduced-motion).
    expect(lines.map((line) => line.style.getPropertyValue('--i'))).toEqual(['0', '1', '2', '3', '4']);
    const result = within(dialog).getByTestId('hunt-result');
    expect(result.style.getPropertyValue('--ghost-at')).toBe('1.2s');
    expect(result.style.getPropertyValue('--outcome-at')).toBe('3s');
    expect(within(dialog).getByText('the Ghost was too powerful for you')).toBeInTheDocument();
    // The answer's numbers (what the engine rolled against), not the grimoire's scare factor (90 here).
    expect(within(dialog).getByTestId('hunt-why')).toHaveTextContent(
      'Lord Blackthorn needs power 35 for a sure catch; your trap held 34 (1 short). A 91.7% chance, and not this time.',
    );
    // "Show all" ends the wait.
    expect(result).not.toHaveClass('hunt-result--shown');
    await user.click(within(dialog).getByRole('button', { name: 'Show all' }));
    expect(result).toHaveClass('hunt-result--shown');
    expect(within(dialog).queryByRole('button', { name: 'Show all' })).not.toBeInTheDocument();
  });

  it('tells a mystic catch: the chance with the mystic second chance, then the binding', async () => {
    const user = userEvent.setup();
    serve(
      huntAnswer({
        huntResult: 'SuccessMystic',
        message: 'Your mystic power bound Lord Blackthorn!',
        rounds: [{ round: 1, enemy: blackthorn, strategy: 'HuntingTable' }],
        catch: { power: 50, scareFactor: 100, monster: false, regularBp: 1250, mysticBp: 2500, chanceBp: 3437, decidedBy: 'mystic' },
      }),
    );
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'HUNT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Caught!' }, { timeout: 3000 });
    const lines = within(within(dialog).getByRole('list', { name: 'How the hunt went' })).getAllByRole('listitem');
    expect(lines.map((p) => p.textContent)).toEqual([
      'Round 1: Lord Blackthorn rises out of the mist.',
      'Power 50 against scare factor 100 — 12.5%, and mystic power 25% of the rest: 34.4% in all',
      'The trap misses, but your mystic power binds Lord Blackthorn!',
    ]);
    expect(within(dialog).getByText('Your mystic power bound Lord Blackthorn!')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('hunt-why')).not.toBeInTheDocument();
  });

  it('a hunt with no ghost shows five empty rounds and says so', async () => {
    const user = userEvent.setup();
    serve(
      huntAnswer({
        huntResult: 'NoGhost',
        success: false,
        message: 'You could not attract any Ghost.',
        journalEntry: journalEntry(8, { huntResult: 'NoGhost' }),
        rounds: [1, 2, 3, 4, 5].map(empty),
        catch: null,
      }),
    );
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'HUNT' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    const lines = within(within(dialog).getByRole('list', { name: 'How the hunt went' })).getAllByRole('listitem');
    expect(lines).toHaveLength(6);
    expect(lines[4]).toHaveTextContent('Round 5: silence over the ground…');
    expect(lines[5]).toHaveTextContent('Five empty rounds: no ghost came near the trap.');
    expect(within(dialog).getByText('You could not attract any Ghost.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('hunt-why')).toHaveTextContent('No ghost: five empty rounds, and nothing came near the trap.');
  });

  it.each([
    [
      'WrongBait',
      'In the current Hunting Ground you need a special bait equipped.',
      'Wrong bait: this hunting ground only answers to its special bait, and yours is not it.',
    ],
    ['NoBait', 'Buy & Equip new Bait!', 'No bait: nothing comes to an empty trap.'],
  ] as const)('a refused %s hunt has no rounds, and says why next to the spec text', async (result, message, why) => {
    const user = userEvent.setup();
    serve(huntAnswer({ huntResult: result, success: false, message, journalEntry: null, rounds: [], catch: null }));
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'HUNT' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(within(dialog).queryByRole('list', { name: 'How the hunt went' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Show all' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(within(dialog).getByTestId('hunt-why')).toHaveTextContent(why);
  });

  it.each([
    [
      false,
      'Lord Blackthorn will not stay for this bait.',
      'Special bait needed: Lord Blackthorn only stays for its special bait, and you carry none.',
    ],
    [
      true,
      'Lord Blackthorn is a monster: no trap holds it without monster plasma.',
      'Monster plasma needed: Lord Blackthorn is a monster, and only monster plasma holds it.',
    ],
  ])('NoSpecialBait (monster %s): the ghost of the round, then why', async (monster, line, why) => {
    const user = userEvent.setup();
    serve(
      huntAnswer({
        huntResult: 'NoSpecialBait',
        success: false,
        message: 'Buy & Equip new Special Bait!',
        journalEntry: journalEntry(8, { huntResult: 'NoSpecialBait' }, { enemy: { ...huntAnswer().journalEntry!.enemy!, ...blackthorn } }),
        rounds: [empty(1), { round: 2, enemy: blackthorn, strategy: 'HuntingTable' }],
        catch: { power: 64, scareFactor: 90, monster, regularBp: 0, mysticBp: 0, chanceBp: 0, decidedBy: 'specialBait' },
      }),
    );
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'HUNT' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    const lines = within(within(dialog).getByRole('list', { name: 'How the hunt went' })).getAllByRole('listitem');
    expect(lines.map((p) => p.textContent)).toEqual([
      'Round 1: the mist is still…',
      'Round 2: Lord Blackthorn rises out of the mist.',
      line,
    ]);
    expect(within(dialog).getByText('Buy & Equip new Special Bait!')).toBeInTheDocument();
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
