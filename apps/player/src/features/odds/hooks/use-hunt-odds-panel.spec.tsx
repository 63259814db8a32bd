import { waitFor } from '@testing-library/react';
import { jsonResponse } from '../../../testing/fake-fetch';
import { serveGame } from '../../../testing/game-server';
import { oddsAnswer } from '../../../testing/odds-fixtures';
import { renderHookWithProviders } from '../../../testing/render-hook';
import { useHuntOddsPanel } from './use-hunt-odds-panel';

const [ghost] = oddsAnswer().ghosts;
const ghosts = ['a', 'b', 'c'].map((id) => ({ ...ghost, enemy: { ...ghost.enemy, id, name: id } }));

function serve() {
  serveGame((_call, url) => (url.pathname === '/api/huntrefactored/odds' ? jsonResponse(200, oddsAnswer({ ghosts })) : undefined));
}

describe('useHuntOddsPanel', () => {
  it('shows the likeliest ghosts up to the limit and counts the rarer ones', async () => {
    serve();
    const { result } = renderHookWithProviders(() => useHuntOddsPanel(2));
    expect(result.current.shown).toEqual([]);
    await waitFor(() => expect(result.current.shown.map((g) => g.enemy.id)).toEqual(['a', 'b']));
    expect(result.current.rarer).toBe(1);
  });

  it('shows every ghost without a limit or under it', async () => {
    serve();
    const all = renderHookWithProviders(() => useHuntOddsPanel());
    await waitFor(() => expect(all.result.current.shown).toHaveLength(3));
    expect(all.result.current.rarer).toBe(0);
    const wide = renderHookWithProviders(() => useHuntOddsPanel(5));
    await waitFor(() => expect(wide.result.current.shown).toHaveLength(3));
    expect(wide.result.current.rarer).toBe(0);
  });
});
