import type { TokenShopItem } from '@grimhunt/contracts';
import { AvatarFrame, type AvatarFrameKey } from '../../../components/art/avatar-frame';
import { TitleBadge } from '../../../components/title-badge';

/** A hooded silhouette standing in for the portrait inside a frame. */
function Silhouette() {
  return <path d="M50 26a12 12 0 1 1 0 24a12 12 0 1 1 0-24zM28 80q4-22 22-22t22 22z" fill="#4b4658" />;
}

function EmblemDesign({ design }: { design: string }) {
  return (
    <svg data-art="emblem-design" data-design={design} width="72" height="86" viewBox="0 0 100 120" role="img" aria-label="Emblem design">
      <path d="M10 8h80v50q0 40-40 56q-40-16-40-56z" fill="#2c2440" stroke="#b89b4a" strokeWidth="4" />
      {design === 'emblem-raven' ? (
        <path d="M50 40l-30 16l22-2l-10 14l18-10l18 10l-10-14l22 2zM46 36a5 5 0 1 0 8 0z" fill="#b89b4a" />
      ) : (
        <g fill="#b89b4a">
          <path d="M38 30h24l-10 22l10 22h-24l10-22z" />
          <path d="M38 52q-18-8-22-20q10 6 22 10zM62 52q18-8 22-20q-10 6-22 10z" />
        </g>
      )}
    </svg>
  );
}

/** What a token shop item looks like: a frame around a portrait, a title badge or an emblem design. */
export function TokenItemArt({ item }: { item: TokenShopItem }) {
  if (item.kind === 'frame') {
    return (
      <AvatarFrame frame={item.key as AvatarFrameKey}>
        <Silhouette />
      </AvatarFrame>
    );
  }
  if (item.kind === 'title') return <TitleBadge title={item.name} />;
  return <EmblemDesign design={item.key} />;
}
