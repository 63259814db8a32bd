import { act, waitFor } from '@testing-library/react';
import { ECONOMY_MESSAGES, type ExhibitionEntryDto } from '@grimhunt/contracts';
import { deferred, jsonResponse } from '../../../testing/fake-fetch';
import { clientItem, page, serveGame } from '../../../testing/game-server';
import { renderHookWithProviders } from '../../../testing/render-hook';
import { CLAIM_ERROR, useExhibitionScreen } from './use-exhibition-screen';

const trophy = (id: string) => clientItem({ id, itemType: 'trophy' });
const collection = (id: string, reqXP: number, trophies: string[], collected: string[]): ExhibitionEntryDto => ({
  collection: { id, name: id, flavorText: '', imageId: null, rarity: null, stats: { statEntries: [] }, reqXP },
  trophies: trophies.map(trophy),
  collected,
  claimed: false,
  equipped: false,
});
const entries = [
  collection('seance', 500, ['t1', 't2'], ['t1', 't2']),
  collection('gallows', 200, ['t1'], []),
  collection('mire', 1200, ['t3'], ['t3']),
];

function serve(claimAnswer: () => ReturnType<typeof jsonResponse>) {
  serveGame((_call, url) => {
    if (url.pathname === '/api/clientshop/getexhibition/1') return jsonResponse(200, page(entries));
    if (url.pathname === '/api/game/ClaimCollection') return claimAnswer();
  });
}
const ids = (list: ExhibitionEntryDto[]) => list.map((e) => e.collection.id);

describe('useExhibitionScreen', () => {
  it('sorts by required XP, highest first, then filters and flips the order', async () => {
    serve(() => jsonResponse(200, { success: true, message: '' }));
    const { result } = renderHookWithProviders(() => useExhibitionScreen());
    await waitFor(() => expect(ids(result.current.shown)).toEqual(['mire', 'seance', 'gallows']));
    act(() => result.current.flipOrder());
    expect(ids(result.current.shown)).toEqual(['gallows', 'seance', 'mire']);
    act(() => result.current.setFilter('complete'));
    expect(ids(result.current.shown)).toEqual(['seance', 'mire']);
    expect(result.current.all).toHaveLength(3);
  });

  it('claims a collection and tells the outcome, or the claim error', async () => {
    let answer = jsonResponse(200, { success: true, message: '' });
    serve(() => answer);
    const { result } = renderHookWithProviders(() => useExhibitionScreen());
    await waitFor(() => expect(result.current.shown).toHaveLength(3));
    act(() => result.current.claim(entries[0]));
    await waitFor(() => expect(result.current.popup).toMatchObject({ tone: 'ok', text: ECONOMY_MESSAGES.collectionClaimed }));
    expect(result.current.isBusy(entries[0])).toBe(false);

    answer = jsonResponse(400, { statusCode: 400, message: 'nope' });
    act(() => result.current.claim(entries[0]));
    await waitFor(() => expect(result.current.popup).toMatchObject({ tone: 'error', text: CLAIM_ERROR }));
  });
});

describe('useExhibitionScreen paging during a claim', () => {
  it('a next page asked for while the claim refetch is under way does not cancel it: the claim shows', async () => {
    const claimed = { ...entries[0], claimed: true };
    let firstPageReads = 0;
    const refetch = deferred<ReturnType<typeof jsonResponse>>();
    serveGame((_call, url) => {
      if (url.pathname === '/api/clientshop/getexhibition/1') {
        firstPageReads += 1;
        return firstPageReads === 1 ? jsonResponse(200, page(entries, 1, true)) : refetch.promise;
      }
      if (url.pathname === '/api/clientshop/getexhibition/2') return jsonResponse(200, page([collection('well', 50, ['t4'], [])], 2));
      if (url.pathname === '/api/game/ClaimCollection') return jsonResponse(200, { success: true, message: '' });
    });
    const { result } = renderHookWithProviders(() => useExhibitionScreen());
    await waitFor(() => expect(result.current.shown).toHaveLength(3));
    act(() => result.current.claim(entries[0]));
    await waitFor(() => expect(firstPageReads).toBe(2));
    // The sentinel asks for page 2 while page 1 is being read again.
    act(() => result.current.loadMore());
    await act(async () => refetch.resolve(jsonResponse(200, page([claimed, entries[1], entries[2]], 1, true))));
    await waitFor(() => expect(result.current.all.find((e) => e.collection.id === 'seance')?.claimed).toBe(true));
    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.all)).toContain('well'));
  });
});
