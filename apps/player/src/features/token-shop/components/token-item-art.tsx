import type { TokenShopItem } from '@grimhunt/contracts';
import { AvatarFrame, type AvatarFrameKey } from '../../../components/art/avatar-frame';
import { EmblemCharge } from '../../../components/art/emblem-charge';
import { EMBLEM_DEVICES, knownEmblemDesign } from '../../../components/art/emblem-design';
import { TitleBadge } from '../../../components/title-badge';

/** A hooded silhouette standing in for the portrait inside a frame. */
function Silhouette() {
  return <path d="M50 26a12 12 0 1 1 0 24a12 12 0 1 1 0-24zM28 80q4-22 22-22t22 22z" fill="#4b4658" />;
}

/** An emblem design on a plain shield: the same device the coven's own arms carry once the captain applies it. */
function EmblemDesign({ design }: { design: string }) {
  const known = knownEmblemDesign(design);
  return (
    <svg data-art="emblem-design" data-design={design} width="72" height="86" viewBox="0 0 100 120" role="img" aria-label="Emblem design">
      <path d="M10 8h80v50q0 40-40 56q-40-16-40-56z" fill="#2c2440" stroke="#b89b4a" strokeWidth="4" />
      {known && <EmblemCharge charge={EMBLEM_DEVICES[known]} metal="#b89b4a" />}
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
