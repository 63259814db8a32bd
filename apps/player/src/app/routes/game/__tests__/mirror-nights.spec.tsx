import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MirrorNightDto, MirrorNightListDto, MirrorNightResultsDto, MirrorNightVerifyDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

const running: MirrorNightDto = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Glass Moon',
  startsAt: Date.parse('2026-03-01T20:00:00Z'),
  endsAt: Date.parse('2026-03-01T23:00:00Z'),
  hunts: 20,
  parScore: 120,
  phase: 'running',
  entrants: 3,
  me: { entered: false, huntsUsed: 0, score: 0 },
};
const finished: MirrorNightDto = {
  ...running,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Old Mirror',
  phase: 'finished',
  entrants: 2,
  me: { entered: true, huntsUsed: 20, score: 130 },
};

function results(night: MirrorNightDto): MirrorNightResultsDto {
  return {
    ...night,
    currentTimeStamp: 0,
    seeds: night.phase === 'finished' ? [101, 202, 303] : null,
    results: [
      { rank: 1, userId: 'u-1', name: 'Van_Helsing', huntsUsed: 20, score: 130 },
      { rank: 2, userId: 'u-2', name: 'Cheater', huntsUsed: 20, score: 90 },
    ],
  };
}

function verify(userId: string): MirrorNightVerifyDto {
  const bad = userId === 'u-2';
  const hunt = { index: 0, journalEntryId: 'j', at: 0, seed: 101, expectedSeed: 101, seedMatches: true, xp: 5 };
  return {
    mirrorNightId: finished.id,
    userId,
    name: userId,
    matches: !bad,
    score: 130,
    hunts: [
      { ...hunt, replayMatches: true, matches: true },
      { ...hunt, index: 1, replayMatches: !bad, matches: !bad },
    ],
  };
}

describe('mirror nights', () => {
  it('lists the nights, enters one, shows progress, results against par, the seeds and each replay verdict', async () => {
    const user = userEvent.setup();
    let entered = false;
    const { calls } = serveGame((call, url) => {
      if (url.pathname === '/api/mirror-nights') {
        const list: MirrorNightListDto = {
          running: [entered ? { ...running, me: { entered: true, huntsUsed: 0, score: 0 }, entrants: 4 } : running],
          upcoming: [],
          finished: [finished],
          currentTimeStamp: 0,
        };
        return jsonResponse(200, list);
      }
      if (url.pathname === `/api/mirror-nights/${running.id}/enter` && call.method === 'POST') {
        entered = true;
        return jsonResponse(200, { ...running, me: { entered: true, huntsUsed: 0, score: 0 } });
      }
      const verifyMatch = url.pathname.match(/^\/api\/mirror-nights\/[^/]+\/verify\/([^/]+)$/);
      if (verifyMatch) return jsonResponse(200, verify(verifyMatch[1]));
      if (url.pathname === `/api/mirror-nights/${finished.id}`) return jsonResponse(200, results(finished));
    });
    await renderApp('/mirror-nights');

    const glass = await screen.findByRole('article', { name: 'Glass Moon' });
    expect(screen.getByText('No upcoming nights.')).toBeInTheDocument();
    await user.click(within(glass).getByRole('button', { name: 'Enter' }));
    expect(await within(glass).findByText('Entered')).toBeInTheDocument();
    expect(within(glass).getByTestId('mirror-progress')).toHaveTextContent('0 of 20 hunts used');
    expect(calls.some((c) => c.url === `/api/mirror-nights/${running.id}/enter`)).toBe(true);

    const old = screen.getByRole('article', { name: 'Old Mirror' });
    expect(within(old).getByTestId('mirror-progress')).toHaveTextContent('20 of 20 hunts used · score 130 (+10 over par)');
    await user.click(within(old).getByRole('button', { name: 'Results' }));
    const table = await within(old).findByRole('table');
    expect(within(table).getByText('Van_Helsing')).toBeInTheDocument();
    expect(within(table).getByText('30 under par')).toBeInTheDocument();
    expect(within(old).getByTestId('mirror-seeds')).toHaveTextContent('1. 1012. 2023. 303');

    const [first, second] = within(table).getAllByRole('button', { name: 'Verify' });
    await user.click(first);
    expect(await within(table).findByText(/✓ Match: 2 hunts replayed/)).toBeInTheDocument();
    await user.click(second);
    expect(await within(table).findByText(/✗ Mismatch: 1 of 2 hunts differ/)).toBeInTheDocument();
  });
});
