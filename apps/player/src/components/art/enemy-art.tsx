import { useId, useState, type ReactNode } from 'react';
import { thumbUrl } from '../../config/game';
import './enemy-art.css';

/**
 * Ghost art: the uploaded image when the enemy has one, otherwise an SVG drawn from what we know about the ghost
 * (rarity colour, enemy type, midnight / Nessy flags, a few words of its name), so every ghost of the demo content
 * (which has no images) gets its own recognisable portrait. Same ghost, same drawing.
 */

export interface EnemyArtSubject {
  id: string;
  name: string;
  imageId?: string | null;
  enemyRarity?: { shortName: string; colorHex: string } | null;
  enemyType?: { shortName: string; colorHex?: string | null } | null;
  midnightGhost?: boolean;
  nessyGhost?: boolean;
  immuneMysticPower?: boolean;
}

const RARITY_COLOURS: Record<string, string> = {
  common: '#b9c2cf',
  uncommon: '#4ade80',
  normal: '#60a5fa',
  rare: '#c084fc',
  boss: '#f59e0b',
};
const INK = '#140a24';

/** A small stable hash (FNV-1a) so the same ghost always gets the same features. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const has = (name: string, ...words: string[]) => words.some((w) => name.includes(w));

function Eyes({ variant, glow }: { variant: number; glow: string }) {
  switch (variant) {
    case 0:
      return (
        <g fill={INK}>
          <ellipse cx="49" cy="52" rx="6" ry="8" />
          <ellipse cx="71" cy="52" rx="6" ry="8" />
          <circle cx="51" cy="49" r="1.8" fill="#fff" />
          <circle cx="73" cy="49" r="1.8" fill="#fff" />
        </g>
      );
    case 1:
      return (
        <g fill={INK}>
          <path d="M41 50l14 3-13 5z" />
          <path d="M79 50l-14 3 13 5z" />
          <circle cx="49" cy="53" r="1.6" fill={glow} />
          <circle cx="71" cy="53" r="1.6" fill={glow} />
        </g>
      );
    case 2:
      return (
        <g>
          <circle cx="60" cy="50" r="10" fill={INK} />
          <circle cx="60" cy="50" r="4.5" fill={glow} className="enemy-art__pupil" />
        </g>
      );
    default:
      return (
        <g fill={glow}>
          <circle cx="50" cy="52" r="4" />
          <circle cx="70" cy="52" r="4" />
          <circle cx="50" cy="52" r="8" opacity="0.25" />
          <circle cx="70" cy="52" r="8" opacity="0.25" />
        </g>
      );
  }
}

function Mouth({ variant }: { variant: number }) {
  switch (variant) {
    case 0:
      return <ellipse cx="60" cy="70" rx="5" ry="7" fill={INK} />;
    case 1:
      return <path d="M48 68l4 4 4-4 4 4 4-4 4 4 4-4" fill="none" stroke={INK} strokeWidth="2.4" strokeLinejoin="round" />;
    case 2:
      return <path d="M47 66c6 8 20 8 26 0" fill="none" stroke={INK} strokeWidth="2.6" strokeLinecap="round" />;
    default:
      return <path d="M52 70c3-2 13-2 16 0" fill="none" stroke={INK} strokeWidth="2.2" strokeLinecap="round" />;
  }
}

/** The body outline: a sheet, a wisp with a curling tail, a hooded wraith or a floating skull-orb. */
function bodyPath(variant: number): string {
  switch (variant) {
    case 0:
      return 'M30 96V56c0-19 13-33 30-33s30 14 30 33v40l-7.5-7-7.5 7-7.5-7-7.5 7-7.5-7-7.5 7-7.5-7z';
    case 1:
      return 'M60 22c18 0 29 14 29 31 0 20-13 30-23 38-6 5-3 12 6 13-14 4-26-2-25-12 1-6 5-9 5-13-13-4-21-14-21-27 0-17 11-30 29-30z';
    case 2:
      return 'M60 16c10 8 28 20 28 42v40c-6-4-10-4-14 0-4-4-9-4-14 0-5-4-10-4-14 0-4-4-8-4-14 0V58c0-22 18-34 28-42z';
    default:
      return 'M60 24c19 0 32 13 32 30 0 14-8 24-20 28v10l-6-4-6 6-6-6-6 4V82c-12-4-20-14-20-28 0-17 13-30 32-30z';
  }
}

function Accessory({ name, accent, boss }: { name: string; accent: string; boss: boolean }): ReactNode {
  const parts: ReactNode[] = [];
  if (boss || has(name, 'queen', 'lord', 'king')) {
    parts.push(
      <path key="crown" d="M44 26l5-12 6 8 5-10 5 10 6-8 5 12z" fill="#facc15" stroke="#a16207" strokeWidth="1.2" strokeLinejoin="round" />,
    );
  }
  if (has(name, 'noose', 'hang', 'gibbet', 'gallows')) {
    parts.push(
      <g key="noose" fill="none" stroke="#a16207" strokeWidth="3" strokeLinecap="round">
        <path d="M60 2v14" />
        <ellipse cx="60" cy="21" rx="7" ry="5" />
      </g>,
    );
  }
  if (has(name, 'bride', 'widow')) {
    parts.push(<path key="veil" d="M36 40c4-22 44-22 48 0l6 46c-8-10-14-14-30-14s-22 4-30 14z" fill="#fff" opacity="0.28" />);
  }
  if (has(name, 'candle', 'wick', 'lantern', 'wisp')) {
    parts.push(
      <g key="flame" className="enemy-art__flame">
        <path d="M96 30c5 6 6 11 0 16-6-5-5-10 0-16z" fill="#facc15" />
        <path d="M96 36c2 3 2 5 0 7-2-2-2-4 0-7z" fill="#fff7c2" />
      </g>,
    );
  }
  if (has(name, 'crow', 'raven')) {
    parts.push(<path key="crow" d="M88 20l10-6 4 4 8-2-6 6 2 6-8-3-10 3z" fill={INK} stroke={accent} strokeWidth="1" />);
  }
  if (has(name, 'butler', 'deacon', 'miller', 'doctor')) {
    parts.push(<path key="collar" d="M48 80l12 8 12-8-4 10H52z" fill="#fff" opacity="0.7" />);
  }
  if (has(name, 'choir', 'siren')) {
    parts.push(
      <g key="notes" fill={accent} className="enemy-art__notes">
        <path d="M92 62v-14l8-2v12" fill="none" stroke={accent} strokeWidth="2" />
        <circle cx="90" cy="63" r="3" />
        <circle cx="98" cy="59" r="3" />
      </g>,
    );
  }
  if (has(name, 'portrait')) {
    parts.push(<rect key="frame" x="20" y="18" width="80" height="84" rx="4" fill="none" stroke="#a16207" strokeWidth="4" />);
  }
  return parts;
}

function Nessy({ accent, gradient }: { accent: string; gradient: string }) {
  return (
    <g>
      <path d="M8 92c10-4 20 4 30 0s20-4 30 0 20 4 30 0 14-2 14-2v22H8z" fill="#1e3a8a" opacity="0.7" />
      <path
        d="M22 92c0-14 8-20 14-20s10 6 10 20M54 92c0-16 8-24 16-24s14 8 14 24M86 92c0-30 4-52 14-56 6-2 10 4 8 10l-6-2c-4 10-4 30-4 48"
        fill={`url(#${gradient})`}
        stroke={accent}
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
      <circle cx="103" cy="40" r="1.8" fill={INK} />
      <path d="M8 96c10-4 20 4 30 0s20-4 30 0 20 4 30 0 14-2 14-2" fill="none" stroke="#93c5fd" strokeWidth="2" opacity="0.7" />
    </g>
  );
}

function DrawnGhost({ enemy, size, className }: { enemy: EnemyArtSubject; size: number; className: string }) {
  const uid = useId().replace(/:/g, '');
  const name = enemy.name.toLowerCase();
  const hash = hashOf(enemy.id || enemy.name);
  const rarity = enemy.enemyRarity?.shortName ?? 'common';
  const accent = enemy.enemyRarity?.colorHex || RARITY_COLOURS[rarity] || '#a78bfa';
  const type = enemy.enemyType?.shortName ?? '';
  const boss = rarity === 'boss';
  const body = `body-${uid}`;
  const aura = `aura-${uid}`;
  const glow = type === 'monster' ? '#f87171' : enemy.midnightGhost ? '#93c5fd' : '#b9f5d8';

  let fill = `url(#${body})`;
  const stops: [string, string, number][] =
    type === 'rainbow'
      ? [
          ['0%', '#f87171', 0.95],
          ['25%', '#facc15', 0.95],
          ['50%', '#4ade80', 0.95],
          ['75%', '#60a5fa', 0.95],
          ['100%', '#c084fc', 0.95],
        ]
      : type === 'crystal'
        ? [
            ['0%', '#e0f2fe', 0.95],
            ['100%', '#67e8f9', 0.75],
          ]
        : type === 'secret'
          ? [
              ['0%', '#3b0764', 0.95],
              ['100%', '#0b0614', 0.9],
            ]
          : [
              ['0%', '#f5f3ff', 0.95],
              ['100%', accent, 0.55],
            ];
  if (type === 'gift') fill = '#fb923c';

  const variant = type === 'monster' ? 3 : hash % 4;

  return (
    <svg
      data-art="enemy"
      className={`enemy-art enemy-art--drawn ${boss ? 'enemy-art--boss' : ''} ${className}`}
      width={size}
      height={size}
      viewBox="0 0 120 120"
      role="img"
      aria-label={enemy.name}
      data-enemy-rarity={rarity}
    >
      <defs>
        <linearGradient id={body} x1="0" y1="0" x2={type === 'rainbow' ? '1' : '0'} y2="1">
          {stops.map(([offset, color, opacity]) => (
            <stop key={offset} offset={offset} stopColor={color} stopOpacity={opacity} />
          ))}
        </linearGradient>
        <radialGradient id={aura}>
          <stop offset="0%" stopColor={accent} stopOpacity="0.55" />
          <stop offset="100%" stopColor={accent} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="60" cy="60" r="56" fill={`url(#${aura})`} />
      {enemy.midnightGhost && (
        <g>
          <circle cx="92" cy="24" r="14" fill="#fef3c7" opacity="0.85" />
          <circle cx="98" cy="20" r="12" fill={INK} opacity="0.9" />
        </g>
      )}
      {enemy.nessyGhost ? (
        <Nessy accent={accent} gradient={body} />
      ) : (
        <g className="enemy-art__body">
          {type === 'monster' && (
            <g fill={accent} stroke={INK} strokeWidth="1.5">
              <path d="M34 36l-10-22 20 14z" />
              <path d="M86 36l10-22-20 14z" />
            </g>
          )}
          <path d={bodyPath(variant)} fill={fill} stroke={accent} strokeWidth="2.2" strokeLinejoin="round" />
          {type === 'crystal' && (
            <path d="M60 24l14 30-14 38-14-38zM46 54h28" fill="none" stroke="#0e7490" strokeWidth="1.4" opacity="0.7" />
          )}
          {type === 'gift' && (
            <g fill="none" stroke="#9a3412" strokeWidth="2">
              <path d="M60 26v64M44 32c-6 16-6 40 0 56M76 32c6 16 6 40 0 56" />
              <path d="M58 24c0-6 4-10 8-10" stroke="#166534" strokeWidth="3" />
            </g>
          )}
          {has(name, 'headless') ? (
            <path d="M44 40h32" stroke={INK} strokeWidth="4" strokeLinecap="round" opacity="0.6" />
          ) : (
            <>
              <Eyes variant={type === 'monster' ? 1 : (hash >> 3) % 4} glow={glow} />
              {type === 'monster' ? (
                <path d="M46 70h28l-4 6-3-5-3 6-4-6-3 6-3-6-3 5z" fill="#fff" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
              ) : (
                <Mouth variant={(hash >> 6) % 4} />
              )}
            </>
          )}
          <Accessory name={name} accent={accent} boss={boss} />
        </g>
      )}
      {type === 'enigma' && (
        <text x="60" y="26" textAnchor="middle" fontSize="22" fontWeight="700" fill={accent} className="enemy-art__mark">
          ?
        </text>
      )}
      {enemy.immuneMysticPower && <path d="M14 102l8-4 8 4v8c0 5-4 8-8 9-4-1-8-4-8-9z" fill={INK} stroke="#facc15" strokeWidth="1.6" />}
    </svg>
  );
}

interface EnemyArtProps {
  enemy: EnemyArtSubject;
  size?: number;
  className?: string;
}

/** The ghost's portrait: `/api/image/thumb/{imageId}` when it has an image, else the drawn ghost. */
export function EnemyArt({ enemy, size = 96, className = '' }: EnemyArtProps) {
  const [broken, setBroken] = useState(false);
  if (enemy.imageId && !broken) {
    return (
      <img
        data-art="enemy"
        className={`enemy-art enemy-art--image ${className}`}
        src={thumbUrl(enemy.imageId)}
        alt={enemy.name}
        width={size}
        height={size}
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  return <DrawnGhost enemy={enemy} size={size} className={className} />;
}
