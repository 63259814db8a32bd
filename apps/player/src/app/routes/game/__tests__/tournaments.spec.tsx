import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOURNAMENT_MESSAGES, type TournamentDto, type TournamentScoreboardDto } from '@grimhunt/contracts';
import { SCOREBOARD_REFRESH_MS } from '../../../../features/tournaments/api/get-scoreboard';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

function tournament(id: string, status: TournamentDto['status'], overrides: Partial<TournamentDto> = {}): TournamentDto {
  return {
    id,
    name: `Harvest ${id}`,
    startsAt: '2026-03-01T18:00:00.000Z',
    endsAt: '2026-03-02T06:00:00.000Z',
    status,
    grounds: [{ id: 'g1', name: 'Gallows Hill' }],
    pointsPerGhost: 10,
    pointsPerRarity: [{ rarityId: 'r', rarityName: 'Rare', points: 40 }],
    minRank: null,
    maxRank: null,
    entryFee: 250,
    prizes: [
      { place: 1, gold: 1000, tokens: 20 },
      { place: 2, gold: 400, tokens: 10 },
    ],
    entrantCount: 4,
    entered: false,
    enteredCovenId: null,
    paid: false,
    ...overrides,
  };
}

function board(points: number, status: TournamentScoreboardDto['status'] = 'running'): TournamentScoreboardDto {
  return {
    tournamentId: 'run',
    status,
    asOf: '2026-03-01T20:00:00.000Z',
    covens: [
      {
        place: 1,
        covenId: 'k1',
        covenName: 'Night_Owls',
        emblemImageId: 'coven-emblem:0a1b2c3d',
        points,
        members: [{ userId: 'u1', name: 'Van_Helsing', points, ghosts: points / 10 }],
      },
      { place: 2, covenId: 'k2', covenName: 'Bone_Choir', emblemImageId: 'coven-emblem:ffee0011', points: 10, members: [] },
    ],
  };
}

describe('tournaments', () => {
  it('lists tournaments by status and enters an upcoming one after confirming the fee', async () => {
    const user = userEvent.setup();
    let entered = false;
    const { calls } = serveGame((call, url) => {
      if (url.pathname === '/api/tournaments') {
        return jsonResponse(200, {
          running: [tournament('run', 'running', { entered: true, enteredCovenId: 'k1' })],
          upcoming: [tournament('next', 'upcoming', { entered })],
          finished: [],
        });
      }
      if (url.pathname === '/api/tournaments/next/enter' && call.method === 'POST') {
        entered = true;
        return jsonResponse(201, {
          success: true,
          message: TOURNAMENT_MESSAGES.entered,
          tournament: tournament('next', 'upcoming', { entered: true }),
        });
      }
    });
    await renderApp('/tournaments');

    const running = await screen.findByRole('article', { name: 'Harvest run' });
    expect(screen.getByRole('button', { name: 'Running (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(running).getByText('10 points a ghost; Rare 40')).toBeInTheDocument();
    expect(within(running).getByText('Entered')).toBeInTheDocument();
    expect(within(running).getByRole('link', { name: 'Live scoreboard' })).toHaveAttribute('href', '/tournaments/run');

    await user.click(screen.getByRole('button', { name: 'Upcoming (1)' }));
    const next = screen.getByRole('article', { name: 'Harvest next' });
    expect(within(next).getByText('12 h', { exact: false })).toBeInTheDocument();
    expect(within(next).getByRole('list', { name: 'Prizes per member' })).toHaveTextContent('#1 1,000 gold + 20 tokens');
    await user.click(within(next).getByRole('button', { name: 'Enter' }));

    const dialog = screen.getByRole('dialog', { name: 'Enter Harvest next?' });
    expect(dialog).toHaveTextContent('Entry fee: 250 gold, paid now and not returned.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Pay 250 gold and enter' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(TOURNAMENT_MESSAGES.entered);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/tournaments/next/enter']);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(screen.getByRole('article', { name: 'Harvest next' })).findByText('Entered')).toBeInTheDocument();
  });

  it('shows the refusal when entering fails', async () => {
    const user = userEvent.setup();
    serveGame((call, url) => {
      if (url.pathname === '/api/tournaments')
        return jsonResponse(200, { running: [], upcoming: [tournament('next', 'upcoming')], finished: [] });
      if (call.method === 'POST') return jsonResponse(400, { code: 'TOURNAMENTS.NOT_IN_COVEN', message: TOURNAMENT_MESSAGES.notInCoven });
    });
    await renderApp('/tournaments');
    await user.click(await screen.findByRole('button', { name: 'Enter' }));
    await user.click(screen.getByRole('button', { name: 'Pay 250 gold and enter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOURNAMENT_MESSAGES.notInCoven);
  });

  it('updates the live scoreboard without a reload while the tournament runs, and stops once it has finished', async () => {
    const answers = [board(30), board(70), board(90, 'finished')];
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/tournaments') {
        return jsonResponse(200, { running: [tournament('run', 'running', { enteredCovenId: 'k1' })], upcoming: [], finished: [] });
      }
      if (url.pathname === '/api/tournaments/run/scoreboard') return jsonResponse(200, answers.shift() ?? board(90, 'finished'));
    });
    const { clock } = await renderApp('/tournaments/run', { now: '2026-03-01T20:00:00.000Z', timers: true });
    const reads = () => calls.filter((c) => c.url === '/api/tournaments/run/scoreboard').length;

    const owls = await screen.findByTestId('score-Night_Owls');
    expect(within(owls).getByTestId('coven-points')).toHaveTextContent('30');
    expect(owls).toHaveClass('scoreboard__coven--mine');
    expect(screen.getByText('Live')).toBeInTheDocument();

    await act(async () => clock.advance(SCOREBOARD_REFRESH_MS));
    expect(
      await within(screen.getByTestId('score-Night_Owls')).findByText('70', { selector: '[data-testid="coven-points"]' }),
    ).toBeInTheDocument();
    await act(async () => clock.advance(SCOREBOARD_REFRESH_MS));
    expect(await screen.findByText(/Final results/)).toBeInTheDocument();
    expect(within(screen.getByTestId('score-Night_Owls')).getByText('1,000 gold + 20 tokens each')).toBeInTheDocument();
    const afterFinish = reads();
    await act(async () => clock.advance(SCOREBOARD_REFRESH_MS * 3));
    expect(reads()).toBe(afterFinish);
    expect(afterFinish).toBe(3);
  });
});
