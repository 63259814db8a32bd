import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../testing/fake-fetch';
import { serveGame } from '../../testing/game-server';
import { adviceAnswer, whatIfAnswer } from '../../testing/odds-fixtures';
import { renderWithProviders } from '../../testing/test-utils';
import { WhatIfReplay } from './what-if-replay';

jest.mock('../../lib/browser');

describe('WhatIfReplay', () => {
  it('replays a missed hunt with the saved setup chosen and compares the outcomes', async () => {
    const user = userEvent.setup();
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/huntrefactored/advisor') return jsonResponse(200, adviceAnswer());
      const m = /^\/api\/huntrefactored\/whatif\/miss-1\/(\d+)$/.exec(url.pathname);
      if (m) return jsonResponse(200, whatIfAnswer(Number(m[1])));
      return undefined;
    });
    renderWithProviders(<WhatIfReplay journalEntryId="miss-1" />);
    // Closed, it reads nothing.
    expect(calls.filter((c) => c.url.includes('huntrefactored'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '↺ Replay with another setup' }));
    await user.click(await screen.findByRole('button', { name: 'Setup 1 (at work)' }));
    expect(await screen.findByTestId('what-if-recorded')).toHaveTextContent('Escapedcatch chance 28.5%');
    expect(screen.getByTestId('what-if-replayed')).toHaveTextContent('Caught');
    expect(screen.getByTestId('what-if-replayed')).toHaveTextContent('catch chance 100%');
    await user.click(screen.getByRole('button', { name: 'Setup 2' }));
    expect(await screen.findByText('Could not hunt: no bait in that setup')).toBeInTheDocument();
    expect(calls.map((c) => c.url).filter((u) => u.includes('whatif'))).toEqual([
      '/api/huntrefactored/whatif/miss-1/0',
      '/api/huntrefactored/whatif/miss-1/1',
    ]);
  });
});
