import './title-badge.css';

/** A title bought with tournament tokens, shown beside a player's name. */
export function TitleBadge({ title }: { title: string }) {
  return (
    <span className="title-badge" data-art="title-badge">
      {title}
    </span>
  );
}
