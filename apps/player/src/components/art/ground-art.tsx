import { useId, useState, type ReactNode } from 'react';
import { imageUrl, thumbUrl } from '../../config/game';
import { hashOf } from './enemy-art';
import './ground-art.css';

/**
 * Hunting-ground and region art: the uploaded image when there is one, otherwise a night landscape drawn from the
 * place's name (a gallows on a hill, a chapel, a mill wheel, a manor, a mire, or a graveyard), so every place in
 * the demo content has a picture.
 */

const INK = '#0b0614';

function Landmark({ name }: { name: string }): ReactNode {
  const n = name.toLowerCase();
  if (n.includes('gallows') || n.includes('hill')) {
    return (
      <g>
        <path d="M0 120c40-40 110-46 200-8v28H0z" fill={INK} />
        <path d="M120 80V40h34M150 40v12" stroke={INK} strokeWidth="5" fill="none" />
        <path d="M150 52c-4 0-6 4-6 8s3 7 6 7 6-3 6-7-2-8-6-8z" fill="none" stroke={INK} strokeWidth="2.5" />
        <path d="M114 80h14" stroke={INK} strokeWidth="5" />
      </g>
    );
  }
  if (n.includes('chapel') || n.includes('church') || n.includes('abbey')) {
    return (
      <g fill={INK}>
        <path d="M0 118h200v22H0z" />
        <path d="M70 118V76l30-24 30 24v42z" />
        <path d="M92 52V30h16v22" />
        <path d="M96 22h8M100 16v14" stroke={INK} strokeWidth="3" />
        <path d="M94 118v-18a6 6 0 0 1 12 0v18z" fill="#facc15" opacity="0.75" />
        <rect x="78" y="86" width="6" height="10" fill="#facc15" opacity="0.6" />
        <rect x="116" y="86" width="6" height="10" fill="#facc15" opacity="0.6" />
      </g>
    );
  }
  if (n.includes('mill')) {
    return (
      <g>
        <path d="M0 116h200v24H0z" fill={INK} />
        <path d="M60 116V70h44v46z" fill={INK} />
        <path d="M56 72l26-18 26 18z" fill={INK} />
        <g stroke={INK} strokeWidth="3" fill="none" className="ground-art__wheel">
          <circle cx="124" cy="100" r="20" />
          <path d="M124 80v40M104 100h40M110 86l28 28M138 86l-28 28" />
        </g>
        <path d="M0 124c20-4 40 4 60 0s40-4 60 0 40 4 80 0" stroke="#60a5fa" strokeWidth="2" fill="none" opacity="0.5" />
      </g>
    );
  }
  if (n.includes('manor') || n.includes('castle') || n.includes('house')) {
    return (
      <g fill={INK}>
        <path d="M0 120h200v20H0z" />
        <path d="M40 120V72l20-16 20 16v-8h40v8l20-16 20 16v48z" />
        <path d="M96 64V42l4-8 4 8v22" />
        {[54, 70, 122, 138].map((x) => (
          <rect key={x} x={x} y="84" width="8" height="12" fill="#facc15" opacity={x === 70 ? 0.8 : 0.35} />
        ))}
        <path d="M94 120v-16a6 6 0 0 1 12 0v16z" fill="#7f1d1d" />
      </g>
    );
  }
  if (n.includes('mire') || n.includes('bog') || n.includes('swamp') || n.includes('marsh') || n.includes('loch')) {
    return (
      <g>
        <path d="M0 112c30-6 60 4 100 0s70-6 100 0v28H0z" fill="#052e16" />
        <g stroke={INK} strokeWidth="2.4">
          {[20, 28, 150, 160, 172].map((x, i) => (
            <path key={x} d={`M${x} 116c0-${20 + i * 4} ${i % 2 ? 4 : -4}-${30 + i * 3} ${i % 2 ? 6 : -2}-${36 + i * 3}`} fill="none" />
          ))}
        </g>
        <g className="ground-art__lights" fill="#bef264">
          <circle cx="70" cy="94" r="3" />
          <circle cx="112" cy="88" r="2.4" />
          <circle cx="134" cy="98" r="2" />
        </g>
        <path d="M0 104c40-8 80 6 120-2s60 2 80 0" stroke="#d1d5db" strokeWidth="10" opacity="0.1" fill="none" />
      </g>
    );
  }
  return (
    <g fill={INK}>
      <path d="M0 116c50-14 120-14 200 0v24H0z" />
      {[30, 60, 140, 168].map((x, i) => (
        <path key={x} d={`M${x} 116v-${16 + (i % 2) * 6}a8 8 0 0 1 16 0v${16 + (i % 2) * 6}z`} />
      ))}
      <path d="M96 116V66M96 80l-14-12M96 74l12-14M96 92l16-8" stroke={INK} strokeWidth="4" fill="none" />
    </g>
  );
}

interface GroundArtProps {
  imageId?: string | null;
  name: string;
  width?: number;
  height?: number;
  className?: string;
  /** What the picture shows (`data-art`, for browser tests): a hunting ground unless told it is a region. */
  kind?: 'ground' | 'region';
  /** Shown wider than a thumbnail (256 px): load the picture at its drawn size instead of an upscaled thumbnail. */
  large?: boolean;
}

export function GroundArt({ imageId, name, width = 200, height = 140, className = '', kind = 'ground', large = false }: GroundArtProps) {
  const [broken, setBroken] = useState(false);
  const uid = useId().replace(/:/g, '');
  if (imageId && !broken) {
    return (
      <img
        data-art={kind}
        className={`ground-art ground-art--image ${className}`}
        src={large ? imageUrl(imageId) : thumbUrl(imageId)}
        alt={name}
        width={width}
        height={height}
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  const hue = hashOf(name) % 60;
  const sky = `sky-${uid}`;
  return (
    <svg
      data-art={kind}
      className={`ground-art ground-art--drawn ${className}`}
      width={width}
      height={height}
      viewBox="0 0 200 140"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={name}
    >
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={`hsl(${250 + hue}, 55%, 14%)`} />
          <stop offset="100%" stopColor={`hsl(${270 + hue}, 45%, 30%)`} />
        </linearGradient>
      </defs>
      <rect width="200" height="140" fill={`url(#${sky})`} />
      <circle cx={40 + (hashOf(name) % 120)} cy="30" r="14" fill="#fef3c7" opacity="0.85" />
      {[12, 58, 84, 150, 182].map((x, i) => (
        <circle key={x} cx={x} cy={10 + ((i * 17) % 40)} r="1.1" fill="#fff" opacity="0.7" />
      ))}
      <Landmark name={name} />
    </svg>
  );
}
