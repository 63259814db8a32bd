import type { EmblemDesign } from './emblem-design';

const INK = '#0b0614';

/** The figure in the middle of a coven's shield, drawn in the design's metal around (50, 56). */
export function EmblemCharge({ charge, metal }: { charge: EmblemDesign['charge']; metal: string }) {
  switch (charge) {
    case 'moon':
      return <path d="M58 34a24 24 0 1 0 0 44 20 20 0 1 1 0-44z" fill={metal} stroke={INK} strokeWidth="2" />;
    case 'eye':
      return (
        <g stroke={INK} strokeWidth="2">
          <path d="M24 56c14-18 38-18 52 0-14 18-38 18-52 0z" fill={metal} />
          <circle cx="50" cy="56" r="8" fill={INK} />
          <circle cx="52" cy="54" r="2" fill={metal} stroke="none" />
        </g>
      );
    case 'star':
      return <path d="M50 30l6.5 17.5H75L60 58l6 18-16-11-16 11 6-18-15-10.5h18.5z" fill={metal} stroke={INK} strokeWidth="2" />;
    case 'skull':
      return (
        <g stroke={INK} strokeWidth="2">
          <path d="M32 54c0-14 8-22 18-22s18 8 18 22c0 6-3 9-6 11v9H38v-9c-3-2-6-5-6-11z" fill={metal} />
          <circle cx="43" cy="54" r="5" fill={INK} />
          <circle cx="57" cy="54" r="5" fill={INK} />
          <path d="M50 60l-3 5h6zM44 74v-5M50 74v-5M56 74v-5" fill={INK} />
        </g>
      );
    case 'bat':
      return (
        <path
          d="M50 46c-3 0-4-4-4-4l-2 5c-8-6-18-6-24 0 6 2 8 8 8 12 4-4 10-4 12 0 2-3 5-3 6 1h8c1-4 4-4 6-1 2-4 8-4 12 0 0-4 2-10 8-12-6-6-16-6-24 0l-2-5s-1 4-4 4z"
          fill={metal}
          stroke={INK}
          strokeWidth="2"
          strokeLinejoin="round"
        />
      );
    case 'candle':
      return (
        <g stroke={INK} strokeWidth="2">
          <path d="M50 26c-5 7-6 11-1 15 5-4 5-8 1-15z" fill="#f97316" />
          <rect x="42" y="42" width="16" height="32" rx="2" fill={metal} />
          <path d="M34 78h32" strokeWidth="4" />
        </g>
      );
    case 'raven':
      // A raven displayed: wings spread with ragged feathers, the head turned, its beak to the right.
      return (
        <g fill={metal} stroke={INK} strokeWidth="2" strokeLinejoin="round">
          <path d="M45 50C38 38 26 29 12 28l6 7-8 2 9 5-8 3 10 4-7 5 10 2-4 5h12l10-7zM55 50c7-12 19-21 33-22l-6 7 8 2-9 5 8 3-10 4 7 5-10 2 4 5H67l-10-7z" />
          <path d="M43 68l7 14 7-14z" />
          <ellipse cx="50" cy="57" rx="8" ry="13" />
          <circle cx="50" cy="40" r="7" />
          <path d="M55 36l12 5-12 4z" />
          <circle cx="52" cy="39" r="1.6" fill={INK} stroke="none" />
        </g>
      );
    case 'hourglass':
      return (
        <g fill={metal} stroke={INK} strokeWidth="2" strokeLinejoin="round">
          <path d="M40 56q-16-6-22-18 10 5 22 8zM60 56q16-6 22-18-10 5-22 8z" />
          <path d="M38 32h24l-10 24 10 24H38l10-24z" />
          <path d="M44 74h12l-6-10z" fill={INK} stroke="none" />
        </g>
      );
    default:
      return (
        <g fill="none" stroke={metal} strokeWidth="5" strokeLinecap="round">
          <circle cx="50" cy="40" r="9" />
          <path d="M50 49v30M50 70h8M50 78h6" />
        </g>
      );
  }
}
