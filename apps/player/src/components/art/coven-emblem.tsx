import { useId } from 'react';
import { EmblemCharge } from './emblem-charge';
import { DIVISION_PATHS, SHIELD_PATHS, emblemDesign } from './emblem-design';

interface CovenEmblemProps {
  /** What the arms are cut from: the coven's emblem id, or its own id while it has none. */
  seed: string;
  /** The token shop design the coven's captain applied (`emblem-raven`, ...), or null for the seed's own charge. */
  design?: string | null;
  /** The coven's name, read out as the picture's label. */
  name: string;
  size?: number;
  className?: string;
}

/**
 * A coven's arms, drawn by our own code from its seed: same coven, same shield, everywhere. A bought design puts its
 * device on the shield and adds an inner rim of the metal (the mark of a design from the token shop).
 */
export function CovenEmblem({ seed, design: applied = null, name, size = 64, className = '' }: CovenEmblemProps) {
  const design = emblemDesign(seed, applied);
  const clip = `emblem-${useId().replace(/:/g, '')}`;
  const division = DIVISION_PATHS[design.division];
  const shield = SHIELD_PATHS[design.shape];
  return (
    <svg
      data-art="emblem"
      data-emblem={`${design.shape}-${design.division}-${design.charge}`}
      data-design={design.applied ?? 'own'}
      className={`coven-emblem ${className}`}
      width={size}
      height={(size * 6) / 5}
      viewBox="0 0 100 120"
      role="img"
      aria-label={`${name} emblem`}
    >
      <defs>
        <clipPath id={clip}>
          <path d={shield} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <rect width="100" height="120" fill={design.dark} />
        {division && <path d={division} fill={design.bright} />}
        <path d="M0 0h100v30C70 20 30 20 0 30z" fill="#fff" opacity="0.08" />
      </g>
      {design.applied && (
        <path
          d={shield}
          fill="none"
          stroke={design.metal}
          strokeWidth="2"
          strokeDasharray="2 3"
          transform="translate(50 60) scale(0.86) translate(-50 -60)"
        />
      )}
      <EmblemCharge charge={design.charge} metal={design.metal} />
      <path d={shield} fill="none" stroke={design.metal} strokeWidth="4" strokeLinejoin="round" />
    </svg>
  );
}
