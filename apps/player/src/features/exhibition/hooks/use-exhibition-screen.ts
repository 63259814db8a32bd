import { useCallback, useMemo, useState } from 'react';
import { ECONOMY_MESSAGES, type ExhibitionEntryDto } from '@grimhunt/contracts';
import { useEquipToggle } from '../../../hooks/use-equip-toggle';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import { usePopup } from '../../../hooks/use-popup';
import { succeeded } from '../../../lib/game-action';
import { useClaimCollection } from '../api/claim-collection';
import { useExhibition } from '../api/get-exhibition-page';
import { viewExhibition, type ExhibitionFilter, type ExhibitionSort } from '../exhibition-view';
import { NEXT_PAGE } from '../../../lib/next-page';

export const CLAIM_ERROR = 'Error claiming collection';

/**
 * The exhibition's data: every collection read page by page, the ones shown through the filter and sort, claiming
 * a collection and wearing its blessing, each telling its outcome in the popup.
 */
export function useExhibitionScreen() {
  const exhibition = useExhibition();
  const [filter, setFilter] = useState<ExhibitionFilter>('all');
  const [sort, setSort] = useState<ExhibitionSort>('xp');
  const [ascending, setAscending] = useState(false);
  const { popup, show, close } = usePopup();
  const claim = useClaimCollection();
  const { toggle, busyId } = useEquipToggle({ notify: show, serverMessages: false });

  const { fetchNextPage } = exhibition;
  const loadMore = useCallback(() => void fetchNextPage(NEXT_PAGE), [fetchNextPage]);
  const sentinel = useInfiniteScroll({
    hasNextPage: !!exhibition.hasNextPage && !exhibition.isFetchNextPageError,
    isFetching: exhibition.isFetching,
    onLoadMore: loadMore,
  });

  const all = useMemo(() => exhibition.data?.pages.flatMap((page) => page.items ?? []) ?? [], [exhibition.data]);
  const shown = useMemo(() => viewExhibition(all, filter, sort, ascending), [all, filter, sort, ascending]);
  const claimingId = claim.isPending ? claim.variables : null;

  return {
    exhibition,
    all,
    shown,
    filter,
    setFilter,
    sort,
    setSort,
    ascending,
    flipOrder: () => setAscending((a) => !a),
    sentinel,
    loadMore,
    popup,
    closePopup: close,
    isBusy: (entry: ExhibitionEntryDto) => claimingId === entry.collection.id || busyId === entry.collection.id,
    claim: (entry: ExhibitionEntryDto) =>
      claim.mutate(entry.collection.id, {
        onSuccess: (result) =>
          show(succeeded(result) ? ECONOMY_MESSAGES.collectionClaimed : CLAIM_ERROR, succeeded(result) ? 'ok' : 'error'),
        onError: () => show(CLAIM_ERROR, 'error'),
      }),
    toggleEquip: (entry: ExhibitionEntryDto) => toggle(entry.collection.id, entry.equipped),
  };
}
