import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { adviceAnswer, oddsAnswer, tallyAnswer } from '../../../../testing/odds-fixtures';
import { renderWithProviders } from '../../../../testing/test-utils';
import { GhostCrowns } from '../ghost-crowns';
import { HuntOddsPanel } from '../hunt-odds-panel';
import { SetupAdvisor } from '../setup-advisor';

jest.mock('../../../../lib/browser');

describe('HuntOddsPanel', () => {
  it('shows the catch rate, gold and XP per hunt, loot, and each ghost’s chance to come and to be caught', async () => {
    serveGame((_call, url) => (url.pathname === '/api/huntrefactored/odds' ? jsonResponse(200, oddsAnswer()) : undefined));
    renderWithProviders(<HuntOddsPanel />);
    expect(await screen.findByTestId('odds-catch-rate')).toHaveTextContent('78.5%');
    expect(screen.getByTestId('odds-xp')).toHaveTextContent('12.3');
    expect(screen.getByRole('list', { name: 'Loot per hunt' })).toHaveTextContent('Ectoplasm1 in 4 hunts');
    const rows = screen.getAllByTestId('odds-ghost');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByRole('meter', { name: 'Chance that Wailing Widow comes' })).toHaveAttribute('aria-valuenow', '30');
    expect(within(rows[1]).getByRole('meter', { name: 'Chance to catch Wailing Widow' })).toHaveAttribute('aria-valuenow', '28.5');
    expect(screen.getByText('Gallows Hill')).toBeInTheDocument();
  });

  it('limits the ghosts on home and says when the setup has no bait', async () => {
    serveGame((_call, url) =>
      url.pathname === '/api/huntrefactored/odds' ? jsonResponse(200, oddsAnswer({ baitProblem: 'NoBait' })) : undefined,
    );
    renderWithProviders(<HuntOddsPanel limit={1} />);
    expect(await screen.findByText(/^No bait at work: equip bait/)).toHaveAttribute('role', 'status');
    expect(screen.getAllByTestId('odds-ghost')).toHaveLength(1);
    expect(screen.getByText(/and 1 rarer ghosts/)).toBeInTheDocument();
  });
});

describe('SetupAdvisor', () => {
  it('shows the best combination and equips it through the unequip and equip calls', async () => {
    const user = userEvent.setup();
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/huntrefactored/advisor') return jsonResponse(200, adviceAnswer());
      if (url.pathname.startsWith('/api/game/')) return jsonResponse(200, { success: true, message: 'ok' });
      return undefined;
    });
    renderWithProviders(<SetupAdvisor />);
    const pick = await screen.findByRole('article', { name: 'Most catches' });
    expect(pick).toHaveTextContent('91%');
    expect(pick).toHaveTextContent('Clockwork Soul Trap');
    expect(pick).toHaveTextContent('+49% catches');
    // Both goals agree: one card.
    expect(screen.queryByRole('article', { name: 'Most gold' })).toBeNull();
    expect(screen.getByText('Setup 2')).toBeInTheDocument();
    expect(screen.getByText('No bait: cannot hunt')).toBeInTheDocument();
    await user.click(within(pick).getByRole('button', { name: 'Equip this setup' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/api/game/')).map((c) => c.url)).toEqual([
        '/api/game/unequip/snare',
        '/api/game/equip/clockwork',
      ]),
    );
  });

  it('switches to the saved setup that holds the best combination', async () => {
    const user = userEvent.setup();
    const advice = adviceAnswer();
    const saved = { ...advice.bestCatch!, setupIndex: 1 };
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/huntrefactored/advisor') return jsonResponse(200, { ...advice, bestCatch: saved, bestGold: saved });
      if (url.pathname.startsWith('/api/game/')) return jsonResponse(200, { success: true, message: 'ok' });
      return undefined;
    });
    renderWithProviders(<SetupAdvisor />);
    await user.click(await screen.findByRole('button', { name: 'Switch to setup 2' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/api/game/')).map((c) => c.url)).toEqual(['/api/game/changeEquipmentSet/1']),
    );
  });

  it('shows a refused equip call’s message', async () => {
    const user = userEvent.setup();
    serveGame((_call, url) => {
      if (url.pathname === '/api/huntrefactored/advisor') return jsonResponse(200, adviceAnswer());
      if (url.pathname.startsWith('/api/game/unequip')) return jsonResponse(200, { success: true, message: 'ok' });
      if (url.pathname.startsWith('/api/game/equip')) return jsonResponse(200, { success: false, message: 'You do not own this item.' });
      return undefined;
    });
    renderWithProviders(<SetupAdvisor />);
    await user.click(await screen.findByRole('button', { name: 'Equip this setup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not own this item.');
  });
});

describe('GhostCrowns', () => {
  it('shows catches, misses, the crown won and the way to the next one', async () => {
    serveGame((_call, url) => (url.pathname === '/api/huntrefactored/tally' ? jsonResponse(200, tallyAnswer()) : undefined));
    renderWithProviders(<GhostCrowns />);
    const cards = await screen.findAllByTestId('crown-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('img', { name: 'Silver crown' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Caught 137');
    expect(cards[0]).toHaveTextContent('Missed 4');
    expect(cards[0]).toHaveTextContent('363 more for the gold crown');
    expect(within(cards[1]).getByRole('img', { name: 'No crown yet' })).toBeInTheDocument();
    expect(within(cards[1]).getByRole('meter', { name: 'Toward the next crown' })).toHaveAttribute('aria-valuenow', '60');
  });
});
