import { tokenShopItem } from '@grimhunt/contracts';
import './title-badge.css';

/** A title bought with tournament tokens, shown beside a player's name. */
export function TitleBadge({ title }: { title: string }) {
  return (
    <span className="title-badge" data-art="title-badge">
      {title}
    </span>
  );
}

/** The badge of an equipped title given by its token shop key (as the ladder and the covens send it); nothing for none. */
export function EquippedTitleBadge({ titleKey }: { titleKey: string | null | undefined }) {
  const item = titleKey ? tokenShopItem(titleKey) : undefined;
  return item?.kind === 'title' ? <TitleBadge title={item.name} /> : null;
}
