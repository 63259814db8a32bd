import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LadderPageDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

const TOTAL = 120;
function ladder(from: number): LadderPageDto {
  const start = from < 0 ? 50 : from;
  return {
    from: start,
    total: TOTAL,
    entries: Array.from({ length: Math.min(50, TOTAL - start) }, (_, i) => ({
      ladderRank: start + i + 1,
      name: start + i === 61 ? 'Van_Helsing' : `Hunter_${start + i + 1}`,
      xp: 100000 - (start + i) * 100,
      avatarImageID: start + i === 50 ? 'img-51' : null,
      isMe: start + i === 61,
    })),
  };
}

describe('ladder', () => {
  it('opens on the caller page (from -1), highlights the caller and pages by 50', async () => {
    const user = userEvent.setup();
    const { calls } = serveGame((_call, url) => {
      const m = url.pathname.match(/^\/api\/ladder\/LadderAroundUserId\/(-?\d+)$/);
      if (m) return jsonResponse(200, ladder(Number(m[1])));
    });
    await renderApp('/ladder');
    const me = (await screen.findByText('Van_Helsing')).closest('tr')!;
    expect(me).toHaveClass('ladder__row--me');
    expect(me).toHaveAttribute('aria-current', 'true');
    expect(within(me).getByText('62')).toBeInTheDocument();
    expect(within(me).getByText('93,900')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('Hunter_51').closest('tr')).not.toHaveClass('ladder__row--me');
    expect(screen.getByRole('img', { name: 'Hunter_51 avatar' })).toHaveAttribute('src', '/api/image/thumb/img-51');
    expect(screen.getByRole('img', { name: 'Hunter_52 avatar' }).tagName.toLowerCase()).toBe('svg');
    expect(calls.filter((c) => c.url.startsWith('/api/ladder/')).map((c) => c.url)).toEqual(['/api/ladder/LadderAroundUserId/-1']);

    await user.click(screen.getAllByRole('button', { name: 'Next' })[0]);
    expect(await screen.findByText('Hunter_101')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Next' })[0]).toBeDisabled();
    await user.click(screen.getAllByRole('button', { name: 'Previous' })[0]);
    await waitFor(() => expect(screen.getByText('Van_Helsing')).toBeInTheDocument());
    await user.click(screen.getAllByRole('button', { name: 'Previous' })[0]);
    expect(await screen.findByText('Hunter_1')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Previous' })[0]).toBeDisabled();

    expect(calls.filter((c) => c.url.startsWith('/api/ladder/')).map((c) => c.url)).toEqual([
      '/api/ladder/LadderAroundUserId/-1',
      '/api/ladder/LadderAroundUserId/100',
      '/api/ladder/LadderAroundUserId/50',
      '/api/ladder/LadderAroundUserId/0',
    ]);
  });

  it("draws a player's equipped frame around the avatar and shows the equipped title beside the name", async () => {
    serveGame((_call, url) => {
      if (!url.pathname.startsWith('/api/ladder/')) return undefined;
      const page = ladder(0);
      page.entries[0] = { ...page.entries[0], avatarImageID: 'img-1', frameKey: 'frame-ember', titleKey: 'title-grave-champion' };
      page.entries[1] = { ...page.entries[1], frameKey: 'frame-unknown', titleKey: 'frame-bone' };
      return jsonResponse(200, page);
    });
    await renderApp('/ladder');
    const first = (await screen.findByText('Hunter_1')).closest('tr')!;
    const avatar = within(first).getByRole('img', { name: 'Hunter_1 avatar' });
    expect(avatar.closest('[data-frame]')).toHaveAttribute('data-frame', 'frame-ember');
    expect(first.querySelector('[data-art="avatar-frame"]')).not.toBeNull();
    expect(within(first).getByText('Grave Champion')).toHaveAttribute('data-art', 'title-badge');
    // Keys this app does not know (or of another kind) draw nothing; plain rows neither.
    for (const name of ['Hunter_2', 'Hunter_3']) {
      const row = screen.getByText(name).closest('tr')!;
      expect(row.querySelector('[data-frame], [data-art="avatar-frame"], [data-art="title-badge"]')).toBeNull();
    }
  });
});
