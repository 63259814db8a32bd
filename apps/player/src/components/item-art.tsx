import { useState, type ReactNode } from 'react';
import { thumbUrl } from '../config/game';
import './item-art.css';

/**
 * Item art: the thumbnail from `/api/image/thumb/{imageId}` when the item has one, otherwise (demo content has
 * no images) an inline SVG drawn for the item type. `accent` is the rarity colour.
 */

const INK = '#1b0f2e';
const GLOW = '#b9f5d8';

function Glyph({ type, accent }: { type: string | null; accent: string }): ReactNode {
  switch (type) {
    case 'mechanism':
      return (
        <g fill="none" stroke={accent} strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M14 40h36M18 40l-3 10h34l-3-10" />
          <path d="M18 40c0-12 6-20 14-20s14 8 14 20" />
          <path d="M22 40l2-6 2 6 2-6 2 6 2-6 2 6 2-6 2 6 2-6 2 6" stroke={GLOW} strokeWidth="1.6" />
          <circle cx="32" cy="16" r="3" fill={accent} />
        </g>
      );
    case 'bait':
    case 'juice':
      return (
        <g strokeLinejoin="round">
          <path
            d="M27 10h10v5h-2v8c7 2 11 8 11 15 0 9-6 16-14 16s-14-7-14-16c0-7 4-13 11-15v-8h-2z"
            fill={INK}
            stroke={accent}
            strokeWidth="2.2"
          />
          <path d="M20 38c4 2 8-2 12 0s8 2 12-1c0 8-5 13-12 13s-12-5-12-12z" fill={type === 'juice' ? '#c084fc' : GLOW} opacity="0.85" />
          <circle cx="28" cy="43" r="1.6" fill="#fff" opacity="0.8" />
          <circle cx="35" cy="40" r="1.1" fill="#fff" opacity="0.7" />
        </g>
      );
    case 'plasma':
    case 'monsterplasma':
      return (
        <g strokeLinejoin="round">
          <rect x="24" y="12" width="16" height="40" rx="8" fill={INK} stroke={accent} strokeWidth="2.2" />
          <rect x="27" y="26" width="10" height="23" rx="5" fill={type === 'plasma' ? '#4ade80' : '#84cc16'} opacity="0.9" />
          <path d="M22 12h20" stroke={accent} strokeWidth="3" strokeLinecap="round" />
          <path d="M30 20l4 4-4 4 4 4" stroke={GLOW} strokeWidth="1.6" fill="none" />
        </g>
      );
    case 'magiccicle':
      return (
        <g fill="none" stroke={accent} strokeWidth="2" strokeLinejoin="round">
          <circle cx="32" cy="34" r="20" />
          <circle cx="32" cy="34" r="15" strokeDasharray="3 3" />
          <path d="M32 16l10.6 30L15 27.5h34L21.4 46z" stroke={GLOW} strokeWidth="1.6" />
          <path d="M32 6v6" stroke="#facc15" strokeWidth="3" strokeLinecap="round" />
        </g>
      );
    case 'cauldron':
      return (
        <g strokeLinejoin="round">
          <path d="M12 28h40l-3 18c-1 5-8 8-17 8s-16-3-17-8z" fill={INK} stroke={accent} strokeWidth="2.2" />
          <path d="M10 28h44" stroke={accent} strokeWidth="3.2" strokeLinecap="round" />
          <circle cx="24" cy="22" r="4" fill={GLOW} opacity="0.8" />
          <circle cx="34" cy="18" r="3" fill={GLOW} opacity="0.6" />
          <circle cx="40" cy="23" r="2.4" fill={GLOW} opacity="0.7" />
          <path d="M20 54l-3 5M44 54l3 5" stroke={accent} strokeWidth="2.2" strokeLinecap="round" />
        </g>
      );
    case 'camera':
      return (
        <g strokeLinejoin="round">
          <path d="M10 22h10l4-6h16l4 6h10v26H10z" fill={INK} stroke={accent} strokeWidth="2.2" />
          <circle cx="32" cy="35" r="9" fill="none" stroke={GLOW} strokeWidth="2.4" />
          <circle cx="32" cy="35" r="4" fill={accent} />
          <rect x="45" y="25" width="5" height="3" rx="1" fill="#facc15" />
        </g>
      );
    case 'chronocrystal':
      return (
        <g strokeLinejoin="round">
          <path d="M32 6l14 16-14 36-14-36z" fill={INK} stroke={accent} strokeWidth="2.2" />
          <path d="M18 22h28M32 6v52M25 22l7 36 7-36" stroke={GLOW} strokeWidth="1.3" fill="none" opacity="0.8" />
          <circle cx="32" cy="30" r="5" fill="none" stroke="#facc15" strokeWidth="1.6" />
          <path d="M32 27v3l2 1.5" stroke="#facc15" strokeWidth="1.4" fill="none" />
        </g>
      );
    case 'pet':
      return (
        <g strokeLinejoin="round">
          <path
            d="M18 26l-2-14 10 8h12l10-8-2 14c3 4 4 8 4 12 0 10-8 16-18 16S14 48 14 38c0-4 1-8 4-12z"
            fill={INK}
            stroke={accent}
            strokeWidth="2.2"
          />
          <ellipse cx="25" cy="34" rx="3" ry="4" fill={GLOW} />
          <ellipse cx="39" cy="34" rx="3" ry="4" fill={GLOW} />
          <path d="M30 42l2 2 2-2" stroke={accent} strokeWidth="1.6" fill="none" />
        </g>
      );
    case 'relic':
      return (
        <g strokeLinejoin="round">
          <path d="M32 8c6 0 10 4 10 10 0 8-10 10-10 18 0-8-10-10-10-18 0-6 4-10 10-10z" fill={INK} stroke={accent} strokeWidth="2.2" />
          <circle cx="32" cy="44" r="10" fill={INK} stroke={accent} strokeWidth="2.2" />
          <path d="M32 38v12M27 43h10" stroke={GLOW} strokeWidth="2" strokeLinecap="round" />
        </g>
      );
    case 'contract':
    case 'recipe':
      return (
        <g strokeLinejoin="round">
          <path d="M16 12h28c3 0 4 2 4 4v36c0 2-1 4-4 4H20c-3 0-4-2-4-4z" fill="#2a1a3f" stroke={accent} strokeWidth="2.2" />
          <path d="M22 22h20M22 28h20M22 34h14" stroke={GLOW} strokeWidth="1.6" strokeLinecap="round" opacity="0.8" />
          {type === 'contract' ? (
            <circle cx="38" cy="45" r="5" fill="#b91c1c" stroke="#fca5a5" strokeWidth="1.2" />
          ) : (
            <path d="M22 44c4-6 8 4 12-2s6 2 8 0" stroke="#facc15" strokeWidth="1.6" fill="none" />
          )}
        </g>
      );
    case 'key':
      return (
        <g fill="none" stroke={accent} strokeWidth="2.6" strokeLinecap="round">
          <circle cx="22" cy="24" r="9" />
          <circle cx="22" cy="24" r="3" stroke={GLOW} />
          <path d="M29 30l20 20M42 43l4-4M46 47l4-4" />
        </g>
      );
    case 'idcard':
      return (
        <g strokeLinejoin="round">
          <rect x="10" y="16" width="44" height="32" rx="4" fill="#2a1a3f" stroke={accent} strokeWidth="2.2" />
          <circle cx="23" cy="30" r="5" fill={GLOW} opacity="0.8" />
          <path d="M15 42c2-4 14-4 16 0" fill={GLOW} opacity="0.6" />
          <path d="M35 26h14M35 32h10M35 38h12" stroke={accent} strokeWidth="1.6" strokeLinecap="round" />
        </g>
      );
    case 'avatar':
      return <Silhouette accent={accent} />;
    case 'bagpipe':
      return (
        <g strokeLinejoin="round">
          <ellipse cx="30" cy="38" rx="14" ry="12" fill={INK} stroke={accent} strokeWidth="2.2" />
          <path d="M38 28l10-18M42 32l12-14M34 27l4-19" stroke={GLOW} strokeWidth="2.4" strokeLinecap="round" />
          <path d="M22 48l-6 10" stroke={accent} strokeWidth="2.6" strokeLinecap="round" />
        </g>
      );
    case 'craftingmat':
      return (
        <g strokeLinejoin="round">
          <path d="M20 22c0-6 24-6 24 0l4 26c0 6-32 6-32 0z" fill={INK} stroke={accent} strokeWidth="2.2" />
          <path d="M22 20c4-8 16-8 20 0" stroke="#a16207" strokeWidth="2.2" fill="none" />
          <circle cx="28" cy="36" r="2" fill={GLOW} />
          <circle cx="36" cy="40" r="1.6" fill={GLOW} />
          <circle cx="32" cy="30" r="1.3" fill={GLOW} />
        </g>
      );
    case 'trophy':
    case 'collection':
      return (
        <g strokeLinejoin="round">
          <path d="M20 10h24v12c0 8-5 14-12 14s-12-6-12-14z" fill={INK} stroke={accent} strokeWidth="2.2" />
          <path d="M20 14h-6c0 8 4 11 8 12M44 14h6c0 8-4 11-8 12" stroke={accent} strokeWidth="2" fill="none" />
          <path d="M32 36v8M22 52h20l-2-8H24z" fill={INK} stroke={accent} strokeWidth="2.2" />
          <path d="M32 16l1.8 3.8 4.2.4-3.2 2.8 1 4-3.8-2.2-3.8 2.2 1-4-3.2-2.8 4.2-.4z" fill="#facc15" />
        </g>
      );
    case 'specialitem':
      return (
        <g strokeLinejoin="round">
          <path d="M32 8l6 16 17 1-13 11 4 17-14-9-14 9 4-17L9 25l17-1z" fill={INK} stroke={accent} strokeWidth="2.2" />
          <circle cx="32" cy="31" r="5" fill={GLOW} />
        </g>
      );
    default:
      return (
        <g strokeLinejoin="round">
          <path
            d="M18 50V29c0-8 6-15 14-15s14 7 14 15v21l-4.7-4-4.6 4-4.7-4-4.7 4-4.6-4z"
            fill={GLOW}
            opacity="0.85"
            stroke={accent}
            strokeWidth="1.8"
          />
          <ellipse cx="27" cy="29" rx="2.4" ry="3.4" fill={INK} />
          <ellipse cx="37" cy="29" rx="2.4" ry="3.4" fill={INK} />
        </g>
      );
  }
}

/** The default hunter silhouette (avatars without an image, ladder rows). */
export function Silhouette({ accent = '#a78bfa' }: { accent?: string }) {
  return (
    <g>
      <circle cx="32" cy="24" r="10" fill="#2a1a3f" stroke={accent} strokeWidth="2.2" />
      <path d="M12 56c2-12 10-18 20-18s18 6 20 18z" fill="#2a1a3f" stroke={accent} strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M22 20c2-8 18-8 20 0l-4-10H26z" fill={accent} opacity="0.7" />
    </g>
  );
}

interface ItemArtProps {
  imageId: string | null | undefined;
  itemType: string | null | undefined;
  name: string;
  accent?: string | null;
  size?: number;
  className?: string;
  /** 'eager' where the picture sits on a long page that is read top to bottom (the premium shop's cards). */
  loading?: 'lazy' | 'eager';
  /** Marks art that stands for no record (an empty equipment slot): `data-art="placeholder"` instead of "item". */
  placeholder?: boolean;
}

export function ItemArt({
  imageId,
  itemType,
  name,
  accent,
  size = 72,
  className = '',
  loading = 'lazy',
  placeholder = false,
}: ItemArtProps) {
  const [broken, setBroken] = useState(false);
  const colour = accent || '#a78bfa';
  // `data-art` names what the picture shows, so browser tests can check every record shows its own image.
  const art = placeholder ? 'placeholder' : 'item';
  if (imageId && !broken) {
    return (
      <img
        data-art={art}
        className={`item-art item-art--image ${className}`}
        src={thumbUrl(imageId)}
        alt={name}
        width={size}
        height={size}
        loading={loading}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <svg
      data-art={art}
      className={`item-art item-art--drawn ${className}`}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label={name}
      data-item-type={itemType ?? 'unknown'}
    >
      <Glyph type={itemType ?? null} accent={colour} />
    </svg>
  );
}

/** A round avatar: the thumbnail when there is one, else the default silhouette. */
export function AvatarArt({ imageId, name, size = 40 }: { imageId: string | null | undefined; name: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  if (imageId && !broken) {
    return (
      <img
        data-art="avatar"
        className="avatar-art"
        src={thumbUrl(imageId)}
        alt={name}
        width={size}
        height={size}
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <svg
      data-art="avatar"
      className="avatar-art avatar-art--default"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label={name}
    >
      <Silhouette />
    </svg>
  );
}
