import type { EnemyDto } from '@grimhunt/contracts';
import { ITEM_PICKER_PAGE_SIZE } from '@grimhunt/contracts';
import { dataProvider } from '../../providers/data-provider';
import { ImageThumb } from '../image-thumb';
import { SearchPickerDialog, type SearchPage } from './search-picker-dialog';

export interface EnemyPickerDialogProps {
  open: boolean;
  onPick: (enemy: EnemyDto) => void;
  onClose: () => void;
  title?: string;
}

/** Enemy picker popup over GET /api/enemy?filter={"q":...}&range=[..] (simple-rest list). */
export async function searchEnemies(term: string, page: number): Promise<SearchPage<EnemyDto>> {
  const perPage = ITEM_PICKER_PAGE_SIZE;
  const { data, total = 0 } = await dataProvider.getList<EnemyDto>('enemy', {
    pagination: { page, perPage },
    sort: { field: 'name', order: 'ASC' },
    filter: term ? { q: term } : {},
  });
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  return {
    records: data,
    pagination: { currentPage: page, totalPages, totalCount: total, hasNextPage: page < totalPages, hasPreviousPage: page > 1 },
  };
}

export function EnemyPickerDialog({ open, onPick, onClose, title = 'Select Ghost' }: EnemyPickerDialogProps) {
  return (
    <SearchPickerDialog<EnemyDto>
      open={open}
      title={title}
      noun="ghosts"
      search={searchEnemies}
      onPick={onPick}
      onClose={onClose}
      renderIcon={(enemy) => <ImageThumb id={enemy.imageId} size={32} />}
    />
  );
}
