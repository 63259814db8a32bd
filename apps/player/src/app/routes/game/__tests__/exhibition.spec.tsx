import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExhibitionEntryDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { clientItem, page, serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

const t1 = clientItem({ id: 't1', name: 'Torn Invitation', itemType: 'trophy' });
const t2 = clientItem({ id: 't2', name: 'Cracked Crystal Ball', itemType: 'trophy' });
const t3 = clientItem({ id: 't3', name: 'Hangman Rope', itemType: 'trophy' });

function collection(
  id: string,
  name: string,
  reqXP: number,
  trophies: (typeof t1)[],
  collected: string[],
  claimed = false,
  equipped = false,
): ExhibitionEntryDto {
  return {
    collection: { id, name, flavorText: '', imageId: null, rarity: null, stats: { statEntries: [] }, reqXP },
    trophies,
    collected,
    claimed,
    equipped,
  };
}

const entries = [
  collection('seance', 'Séance Collection', 500, [t1, t2], ['t1', 't2']),
  collection('gallows', 'Gallows Keepsakes', 200, [t1, t2, t3], ['t1']),
  collection('mire', 'Mire Lanterns', 1200, [t3], ['t3'], true, true),
];

const names = () => screen.getAllByTestId('collection').map((el) => el.getAttribute('aria-label'));

describe('exhibition', () => {
  it('lists collections with lit trophies, filters and sorts them', async () => {
    const user = userEvent.setup();
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientshop/getexhibition/1') return jsonResponse(200, page(entries));
    });
    await renderApp('/exhibition');
    await screen.findByText('Séance Collection');
    const call = new URL(calls.find((c) => c.url.startsWith('/api/clientshop/getexhibition/'))!.url, 'http://x');
    expect(call.searchParams.get('pageSize')).toBe('10');

    // Default: XP descending.
    expect(names()).toEqual(['Mire Lanterns', 'Séance Collection', 'Gallows Keepsakes']);
    await user.click(screen.getByRole('button', { name: 'Descending' }));
    expect(names()).toEqual(['Gallows Keepsakes', 'Séance Collection', 'Mire Lanterns']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Trophy Count');
    expect(names()).toEqual(['Mire Lanterns', 'Séance Collection', 'Gallows Keepsakes']);
    await user.click(screen.getByRole('button', { name: 'Ascending' }));
    expect(names()).toEqual(['Gallows Keepsakes', 'Séance Collection', 'Mire Lanterns']);

    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(names()).toEqual(['Séance Collection', 'Mire Lanterns']);
    await user.click(screen.getByRole('button', { name: 'Incomplete' }));
    expect(names()).toEqual(['Gallows Keepsakes']);
    const gallows = screen.getByRole('article', { name: 'Gallows Keepsakes' });
    expect(within(gallows).getAllByTestId('trophy-lit')).toHaveLength(1);
    expect(within(gallows).getAllByTestId('trophy-dark')).toHaveLength(2);
    expect(within(gallows).getByText('Trophies 1/3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(names()).toHaveLength(3);
  });

  it('enables Claim only when every trophy is collected, and claims by form', async () => {
    const user = userEvent.setup();
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientshop/getexhibition/1') return jsonResponse(200, page(entries));
      if (url.pathname === '/api/game/ClaimCollection') return jsonResponse(200, { success: true, message: '' });
    });
    await renderApp('/exhibition');
    const seance = await screen.findByRole('article', { name: 'Séance Collection' });
    const gallows = screen.getByRole('article', { name: 'Gallows Keepsakes' });
    const mire = screen.getByRole('article', { name: 'Mire Lanterns' });
    expect(within(gallows).getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(within(mire).queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    expect(within(mire).getByRole('button', { name: 'Unequip' })).toBeInTheDocument();

    await user.click(within(seance).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Collection successfully claimed! Item added to inventory.')).toBeInTheDocument();
    const claim = calls.find((c) => c.url === '/api/game/ClaimCollection');
    expect(claim?.method).toBe('POST');
    expect(claim?.body).toBe('collectionId=seance');
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/clientshop/getexhibition/')).length).toBeGreaterThanOrEqual(2));
  });

  it('reports claim and equipment errors with the spec texts', async () => {
    const user = userEvent.setup();
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientshop/getexhibition/1') return jsonResponse(200, page(entries));
      if (url.pathname === '/api/game/ClaimCollection') return jsonResponse(400, { statusCode: 400, message: 'nope' });
      if (url.pathname.startsWith('/api/game/unequip/')) return jsonResponse(500, {});
    });
    await renderApp('/exhibition');
    await user.click(within(await screen.findByRole('article', { name: 'Séance Collection' })).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error claiming collection');
    await user.click(screen.getByRole('button', { name: 'Close message' }));

    await user.click(within(screen.getByRole('article', { name: 'Mire Lanterns' })).getByRole('button', { name: 'Unequip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating equipment');
    expect(calls.some((c) => c.url === '/api/game/unequip/mire')).toBe(true);
  });
});
