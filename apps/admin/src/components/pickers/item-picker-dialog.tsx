import type { ItemDto, ItemSearchResultDto } from '@grimhunt/contracts';
import { dataProvider } from '../../providers/data-provider';
import { ImageThumb } from '../image-thumb';
import { SearchPickerDialog, type SearchPage } from './search-picker-dialog';

export interface ItemPickerDialogProps {
  open: boolean;
  onPick: (item: ItemDto) => void;
  onClose: () => void;
  title?: string;
  /** GET /api/item/search; injectable for tests. */
  search?: (term: string, page: number) => Promise<ItemSearchResultDto>;
}

/** Item picker popup: 20 per page over GET /api/item/search. */
export function ItemPickerDialog({ open, onPick, onClose, title = 'Select Item', search }: ItemPickerDialogProps) {
  const run = search ?? ((term: string, page: number) => dataProvider.searchItems(term, page));
  const adapt = async (term: string, page: number): Promise<SearchPage<ItemDto>> => {
    const answer = await run(term, page);
    return { records: answer.items ?? [], pagination: answer.pagination };
  };
  return (
    <SearchPickerDialog<ItemDto>
      open={open}
      title={title}
      noun="items"
      search={adapt}
      onPick={onPick}
      onClose={onClose}
      renderIcon={(item) => <ImageThumb id={item.imageId} size={32} />}
    />
  );
}
