import { darken, hsl, lighten, mix } from './color';
import { hashText, Seeded } from './seeded';

/** What a ghost's picture is made of: its type gives the silhouette, its rarity the palette, its name the rest. */
export interface GhostArtInput {
  /** Seed: the enemy's name (and id, so two ghosts of one name still differ). */
  seed: string;
  enemyType: string | null;
  typeColor: string | null;
  rarity: string | null;
  rarityColor: string;
  /** 0 for the most common rarity, growing towards the rarest. */
  rarityRank: number;
  midnightGhost?: boolean;
  specialGhost?: boolean;
  nessyGhost?: boolean;
}

export const SILHOUETTES = ['sheet', 'wisp', 'crystal', 'monster', 'hooded', 'eye', 'gift', 'skull'] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

/** Known enemy types draw their own shape; others take one by the hash of their short name. */
const TYPE_SILHOUETTE: Record<string, Silhouette> = {
  rainbow: 'wisp',
  gift: 'gift',
  crystal: 'crystal',
  monster: 'monster',
  secret: 'hooded',
  enigma: 'eye',
  vampire: 'hooded',
  banshee: 'wisp',
  poltergeist: 'sheet',
  skeleton: 'skull',
  wraith: 'hooded',
  spectre: 'sheet',
};

export function silhouetteOf(enemyType: string | null): Silhouette {
  const key = (enemyType ?? '').toLowerCase();
  if (TYPE_SILHOUETTE[key]) return TYPE_SILHOUETTE[key];
  for (const [word, shape] of Object.entries(TYPE_SILHOUETTE)) if (key.includes(word)) return shape;
  return key ? SILHOUETTES[hashText(key) % SILHOUETTES.length] : 'sheet';
}

const n1 = (v: number) => Math.round(v * 10) / 10;

/** A wavy hem from (x1, y) to (x0, y), `waves` bumps of amplitude `amp`. */
function hem(x1: number, x0: number, y: number, waves: number, amp: number, jagged: boolean): string {
  const step = (x1 - x0) / waves;
  let d = '';
  for (let i = 0; i < waves; i++) {
    const a = x1 - step * i;
    const b = a - step;
    d += jagged
      ? ` L${n1((a + b) / 2)},${n1(y + amp)} L${n1(b)},${n1(y)}`
      : ` Q${n1(a - step / 2)},${n1(y + amp * (i % 2 === 0 ? 1.6 : -0.4))} ${n1(b)},${n1(y)}`;
  }
  return d;
}

interface Body {
  path: string;
  /** Where the face sits. */
  faceX: number;
  faceY: number;
  width: number;
  extra: string;
}

function body(shape: Silhouette, r: Seeded, fill: string, dark: string): Body {
  const cx = 128;
  const w = r.range(92, 132);
  const top = r.range(42, 62);
  const bottom = r.range(196, 214);
  const waves = r.int(3, 6);
  const amp = r.range(8, 16);
  const left = cx - w / 2;
  const right = cx + w / 2;
  switch (shape) {
    case 'wisp': {
      const sway = r.range(-38, 38);
      const path =
        `M${n1(cx)},${n1(top)} C${n1(right + 16)},${n1(top + 40)} ${n1(right + 8)},${n1(bottom - 70)} ${n1(cx + 20)},${n1(bottom - 30)}` +
        ` C${n1(cx + 10 + sway / 2)},${n1(bottom - 8)} ${n1(cx + sway)},${n1(bottom + 8)} ${n1(cx + sway - 6)},${n1(bottom + 18)}` +
        ` C${n1(cx - 30)},${n1(bottom - 6)} ${n1(left - 10)},${n1(bottom - 60)} ${n1(left - 2)},${n1(top + 70)}` +
        ` C${n1(left + 6)},${n1(top + 30)} ${n1(cx - 20)},${n1(top + 4)} ${n1(cx)},${n1(top)} Z`;
      return { path, faceX: cx, faceY: top + 62, width: w, extra: '' };
    }
    case 'crystal': {
      const facets = r.int(5, 8);
      const pts: string[] = [];
      for (let i = 0; i < facets; i++) {
        const angle = (Math.PI * 2 * i) / facets - Math.PI / 2 + r.range(-0.15, 0.15);
        const radius = (i === 0 ? 1.15 : r.range(0.85, 1.1)) * (w / 2 + 10);
        pts.push(`${n1(cx + Math.cos(angle) * radius * 0.8)},${n1(128 + Math.sin(angle) * radius)}`);
      }
      const shards = Array.from({ length: r.int(2, 4) }, () => {
        const x = r.range(left, right);
        const y = r.range(bottom - 20, bottom + 10);
        const h = r.range(14, 30);
        return `<path d="M${n1(x - 7)},${y} L${x},${n1(y - h)} L${n1(x + 7)},${y} Z" fill="${lighten(fill, 0.3)}" opacity="0.8"/>`;
      }).join('');
      const lines = pts
        .map(
          (p) =>
            `<line x1="${cx}" y1="128" x2="${p.split(',')[0]}" y2="${p.split(',')[1]}" stroke="${lighten(fill, 0.5)}" stroke-width="1.5" opacity="0.5"/>`,
        )
        .join('');
      return { path: `M${pts.join(' L')} Z`, faceX: cx, faceY: 118, width: w, extra: lines + shards };
    }
    case 'monster': {
      const hornH = r.range(18, 40);
      const horns =
        `<path d="M${n1(left + 14)},${n1(top + 24)} Q${n1(left - 6)},${n1(top - hornH / 2)} ${n1(left + 2)},${n1(top - hornH)} Q${n1(left + 16)},${n1(top)} ${n1(left + 30)},${n1(top + 12)} Z" fill="${darken(fill, 0.35)}"/>` +
        `<path d="M${n1(right - 14)},${n1(top + 24)} Q${n1(right + 6)},${n1(top - hornH / 2)} ${n1(right - 2)},${n1(top - hornH)} Q${n1(right - 16)},${n1(top)} ${n1(right - 30)},${n1(top + 12)} Z" fill="${darken(fill, 0.35)}"/>`;
      const arms =
        `<path d="M${n1(left + 4)},${n1(top + 80)} Q${n1(left - 34)},${n1(top + 96)} ${n1(left - 24)},${n1(top + 126)}" stroke="${fill}" stroke-width="${r.int(10, 16)}" fill="none" stroke-linecap="round"/>` +
        `<path d="M${n1(right - 4)},${n1(top + 80)} Q${n1(right + 34)},${n1(top + 96)} ${n1(right + 24)},${n1(top + 126)}" stroke="${fill}" stroke-width="${r.int(10, 16)}" fill="none" stroke-linecap="round"/>`;
      const path = `M${n1(left - 8)},${n1(bottom)} L${n1(left)},${n1(top + 40)} Q${n1(cx)},${n1(top - 20)} ${n1(right)},${n1(top + 40)} L${n1(right + 8)},${n1(bottom)}${hem(right + 8, left - 8, bottom, waves + 2, amp, true)} Z`;
      return { path, faceX: cx, faceY: top + 62, width: w + 16, extra: arms + horns };
    }
    case 'hooded': {
      const peak = r.range(-16, 16);
      const path =
        `M${n1(left - 14)},${n1(bottom)} C${n1(left - 4)},${n1(top + 90)} ${n1(left)},${n1(top + 20)} ${n1(cx + peak)},${n1(top - 10)}` +
        ` C${n1(right)},${n1(top + 20)} ${n1(right + 4)},${n1(top + 90)} ${n1(right + 14)},${n1(bottom)}${hem(right + 14, left - 14, bottom, waves, amp * 0.7, r.chance(0.5))} Z`;
      const hood = `<ellipse cx="${cx}" cy="${n1(top + 64)}" rx="${n1(w * 0.3)}" ry="${n1(w * 0.34)}" fill="${darken(dark, 0.5)}"/>`;
      return { path, faceX: cx, faceY: top + 64, width: w * 0.6, extra: hood };
    }
    case 'eye': {
      const radius = w / 2;
      const tentacleCount = r.int(4, 7);
      const tentacles = Array.from({ length: tentacleCount }, (_, i) => {
        const x = cx - radius * 0.8 + (radius * 1.6 * i) / (tentacleCount - 1);
        const curl = r.range(-30, 30);
        return `<path d="M${n1(x)},${n1(120 + radius * 0.6)} q${n1(curl)},40 ${n1(-curl / 2)},${n1(r.range(60, 90))}" stroke="${fill}" stroke-width="${r.int(6, 12)}" fill="none" stroke-linecap="round"/>`;
      }).join('');
      return {
        path: `M${n1(cx - radius)},120 A${n1(radius)},${n1(radius)} 0 1,1 ${n1(cx + radius)},120 A${n1(radius)},${n1(radius)} 0 1,1 ${n1(cx - radius)},120 Z`,
        faceX: cx,
        faceY: 120,
        width: w,
        extra: tentacles,
      };
    }
    case 'skull': {
      const jaw = r.range(20, 34);
      const path =
        `M${n1(left + 10)},${n1(top + 110)} C${n1(left - 14)},${n1(top + 40)} ${n1(left + 20)},${n1(top)} ${n1(cx)},${n1(top)}` +
        ` C${n1(right - 20)},${n1(top)} ${n1(right + 14)},${n1(top + 40)} ${n1(right - 10)},${n1(top + 110)}` +
        ` L${n1(right - 24)},${n1(top + 110 + jaw)} L${n1(left + 24)},${n1(top + 110 + jaw)} Z`;
      const trail = `<path d="M${n1(left + 26)},${n1(top + 120 + jaw)}${hem(right - 26, left + 26, bottom, waves, amp, false).replace(/^ /, ' L' + n1(right - 26) + ',' + n1(bottom) + ' ')} Z" fill="${fill}" opacity="0.45"/>`;
      return { path, faceX: cx, faceY: top + 62, width: w * 0.8, extra: trail };
    }
    case 'gift':
    case 'sheet':
    default: {
      const round = r.range(0.9, 1.25);
      const path = `M${n1(left)},${n1(bottom)} L${n1(left)},${n1(top + w / 2)} A${n1(w / 2)},${n1((w / 2) * round)} 0 0,1 ${n1(right)},${n1(top + w / 2)} L${n1(right)},${n1(bottom)}${hem(right, left, bottom, waves, amp, false)} Z`;
      let extra = '';
      if (shape === 'gift') {
        const ribbon = hsl(r.int(0, 359), 0.75, 0.5);
        extra =
          `<rect x="${n1(cx - 8)}" y="${n1(top + 4)}" width="16" height="${n1(bottom - top)}" fill="${ribbon}" opacity="0.85"/>` +
          `<path d="M${cx},${n1(top + 6)} c-30,-30 -44,6 0,0 c44,6 30,-30 0,0 Z" fill="${ribbon}" stroke="${darken(ribbon, 0.3)}" stroke-width="2"/>`;
      }
      return { path, faceX: cx, faceY: top + w * 0.55, width: w, extra };
    }
  }
}

const EYES = ['round', 'oval', 'slit', 'hollow', 'stars', 'sleepy', 'uneven'] as const;
const MOUTHS = ['o', 'grin', 'zigzag', 'none', 'fangs', 'wavy', 'smile'] as const;

function face(r: Seeded, x: number, y: number, width: number, shape: Silhouette, eyeColor: string, dark: string): string {
  const eyes = r.pick(EYES);
  const gap = r.range(width * 0.16, width * 0.26);
  const size = r.range(7, 13);
  const glow = shape === 'hooded' ? eyeColor : dark;
  let out = '';
  const eye = (ex: number, s: number) => {
    switch (eyes) {
      case 'oval':
        return `<ellipse cx="${n1(ex)}" cy="${n1(y)}" rx="${n1(s * 0.7)}" ry="${n1(s * 1.3)}" fill="${glow}"/>`;
      case 'slit':
        return `<path d="M${n1(ex - s)},${n1(y)} Q${n1(ex)},${n1(y - s)} ${n1(ex + s)},${n1(y)} Q${n1(ex)},${n1(y + s * 0.5)} ${n1(ex - s)},${n1(y)} Z" fill="${glow}"/>`;
      case 'hollow':
        return `<circle cx="${n1(ex)}" cy="${n1(y)}" r="${n1(s)}" fill="${glow}"/><circle cx="${n1(ex)}" cy="${n1(y)}" r="${n1(s * 0.4)}" fill="${eyeColor}"/>`;
      case 'stars':
        return `<path d="M${n1(ex)},${n1(y - s)} L${n1(ex + s * 0.3)},${n1(y - s * 0.3)} L${n1(ex + s)},${n1(y)} L${n1(ex + s * 0.3)},${n1(y + s * 0.3)} L${n1(ex)},${n1(y + s)} L${n1(ex - s * 0.3)},${n1(y + s * 0.3)} L${n1(ex - s)},${n1(y)} L${n1(ex - s * 0.3)},${n1(y - s * 0.3)} Z" fill="${eyeColor}" stroke="${glow}" stroke-width="2"/>`;
      case 'sleepy':
        return `<path d="M${n1(ex - s)},${n1(y)} Q${n1(ex)},${n1(y + s)} ${n1(ex + s)},${n1(y)}" stroke="${glow}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
      case 'uneven':
        return `<circle cx="${n1(ex)}" cy="${n1(y)}" r="${n1(s * r.range(0.6, 1.3))}" fill="${glow}"/>`;
      case 'round':
      default:
        return `<circle cx="${n1(ex)}" cy="${n1(y)}" r="${n1(s)}" fill="${glow}"/><circle cx="${n1(ex + s * 0.3)}" cy="${n1(y - s * 0.3)}" r="${n1(s * 0.3)}" fill="#fff"/>`;
    }
  };
  if (shape === 'eye') {
    out += `<circle cx="${x}" cy="${y}" r="${n1(width * 0.3)}" fill="#fff"/><circle cx="${n1(x + r.range(-8, 8))}" cy="${n1(y + r.range(-6, 6))}" r="${n1(width * 0.14)}" fill="${eyeColor}"/><circle cx="${x}" cy="${y}" r="${n1(width * 0.06)}" fill="#000"/>`;
    return out;
  }
  out += eye(x - gap, size) + eye(x + gap, size);
  const my = y + r.range(24, 36);
  const mw = r.range(8, 20);
  switch (r.pick(MOUTHS)) {
    case 'o':
      out += `<ellipse cx="${x}" cy="${n1(my)}" rx="${n1(mw * 0.5)}" ry="${n1(mw * 0.7)}" fill="${glow}"/>`;
      break;
    case 'grin':
      out += `<path d="M${n1(x - mw)},${n1(my)} Q${x},${n1(my + mw)} ${n1(x + mw)},${n1(my)} Z" fill="${glow}"/>`;
      break;
    case 'zigzag':
      out += `<path d="M${n1(x - mw)},${n1(my)} l${n1(mw / 2)},-6 l${n1(mw / 2)},6 l${n1(mw / 2)},-6 l${n1(mw / 2)},6" stroke="${glow}" stroke-width="3" fill="none"/>`;
      break;
    case 'fangs':
      out += `<path d="M${n1(x - mw)},${n1(my)} L${n1(x + mw)},${n1(my)} L${n1(x + mw * 0.5)},${n1(my + 9)} L${n1(x + mw * 0.2)},${n1(my)} L${n1(x - mw * 0.2)},${n1(my)} L${n1(x - mw * 0.5)},${n1(my + 9)} Z" fill="#fff" stroke="${glow}" stroke-width="2"/>`;
      break;
    case 'wavy':
      out += `<path d="M${n1(x - mw)},${n1(my)} q${n1(mw / 2)},-6 ${n1(mw)},0 t${n1(mw)},0" stroke="${glow}" stroke-width="3" fill="none"/>`;
      break;
    case 'smile':
      out += `<path d="M${n1(x - mw)},${n1(my - 4)} Q${x},${n1(my + 8)} ${n1(x + mw)},${n1(my - 4)}" stroke="${glow}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
      break;
    default:
      break;
  }
  if (r.chance(0.35) && shape !== 'hooded') {
    out += `<ellipse cx="${n1(x - gap - 6)}" cy="${n1(y + 18)}" rx="7" ry="4" fill="#ff7aa8" opacity="0.45"/><ellipse cx="${n1(x + gap + 6)}" cy="${n1(y + 18)}" rx="7" ry="4" fill="#ff7aa8" opacity="0.45"/>`;
  }
  return out;
}

function crown(x: number, y: number, gold: string): string {
  return (
    `<path d="M${x - 26},${y} L${x - 30},${y - 26} L${x - 13},${y - 12} L${x},${y - 32} L${x + 13},${y - 12} L${x + 30},${y - 26} L${x + 26},${y} Z" fill="${gold}" stroke="${darken(gold, 0.4)}" stroke-width="2"/>` +
    `<circle cx="${x}" cy="${y - 8}" r="4" fill="#e0115f"/>`
  );
}

/** The SVG (256 x 256) of a ghost. Same input, same picture; another name, another ghost. */
export function ghostSvg(input: GhostArtInput): string {
  const r = new Seeded(`ghost|${input.seed}`);
  const shape = silhouetteOf(input.enemyType);
  const hue = r.int(0, 359);
  const typeColor = input.typeColor ?? hsl(hashText(input.enemyType ?? '') % 360, 0.5, 0.6);
  const fill = mix(mix(typeColor, '#eef2ff', shape === 'hooded' ? 0.15 : 0.5), hsl(hue, 0.6, 0.65), r.range(0.15, 0.35));
  const dark = darken(mix(typeColor, '#1a1030', 0.6), 0.3);
  const eyeColor = input.midnightGhost ? '#ffe066' : hsl((hue + 180) % 360, 0.9, 0.55);
  const aura = input.rarityColor;
  const bgHue = (hue + 200) % 360;
  const stars = Array.from(
    { length: r.int(6, 14) },
    () => `<circle cx="${r.range(6, 250)}" cy="${r.range(6, 250)}" r="${r.range(0.8, 2.4)}" fill="#fff" opacity="${r.range(0.3, 0.9)}"/>`,
  ).join('');
  const b = body(shape, r, fill, dark);
  const rainbow =
    shape === 'wisp' && (input.enemyType ?? '').toLowerCase().includes('rainbow')
      ? [0, 1, 2, 3, 4, 5]
          .map(
            (i) => `<rect x="0" y="${40 + i * 30}" width="256" height="30" fill="${hsl((hue + i * 60) % 360, 0.8, 0.6)}" opacity="0.45"/>`,
          )
          .join('')
      : '';
  let accessory = '';
  if (input.rarity === 'boss' || input.rarityRank >= 4) accessory += crown(b.faceX, b.faceY - 46, '#ffcc33');
  else if (input.rarityRank >= 3)
    accessory += `<ellipse cx="${b.faceX}" cy="${n1(b.faceY - 62)}" rx="30" ry="8" fill="none" stroke="${lighten(aura, 0.4)}" stroke-width="4"/>`;
  else if (r.next() < 0.3) {
    const hat = hsl(r.int(0, 359), 0.5, 0.3);
    accessory += `<path d="M${n1(b.faceX - 34)},${n1(b.faceY - 40)} L${n1(b.faceX + 34)},${n1(b.faceY - 40)} L${n1(b.faceX + r.range(0, 14))},${n1(b.faceY - 96)} Z" fill="${hat}"/>`;
  } else if (r.next() < 0.45) {
    accessory += `<path d="M${n1(b.faceX - 40)},${n1(b.faceY + 52)} q40,20 80,0" stroke="${hsl(r.int(0, 359), 0.7, 0.5)}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  }
  const moon = input.midnightGhost
    ? `<circle cx="204" cy="52" r="26" fill="#fff6c8"/><circle cx="214" cy="44" r="24" fill="${hsl(bgHue, 0.45, 0.12)}"/>`
    : '';
  const water = input.nessyGhost ? `<path d="M0,222 q32,-14 64,0 t64,0 t64,0 t64,0 V256 H0 Z" fill="#1d6fa3" opacity="0.85"/>` : '';
  const sparkles = input.specialGhost
    ? Array.from(
        { length: 5 },
        () => `<path d="M${r.range(20, 236)},${r.range(20, 236)} m0,-8 l2,6 l6,2 l-6,2 l-2,6 l-2,-6 l-6,-2 l6,-2 Z" fill="#fff7a8"/>`,
      ).join('')
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<defs><radialGradient id="bg" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="${mix(hsl(bgHue, 0.45, 0.22), aura, 0.25)}"/><stop offset="1" stop-color="${hsl(bgHue, 0.45, 0.06)}"/></radialGradient>` +
    `<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(fill, 0.35)}"/><stop offset="1" stop-color="${darken(fill, 0.15)}" stop-opacity="0.85"/></linearGradient></defs>` +
    `<rect width="256" height="256" fill="url(#bg)"/>${moon}${stars}` +
    `<circle cx="128" cy="128" r="${100 + input.rarityRank * 6}" fill="${aura}" opacity="${0.08 + input.rarityRank * 0.04}"/>` +
    `<g>${rainbow ? `<clipPath id="c"><path d="${b.path}"/></clipPath>` : ''}` +
    `<path d="${b.path}" fill="url(#body)" stroke="${aura}" stroke-width="${3 + input.rarityRank}" stroke-linejoin="round"/>` +
    (rainbow ? `<g clip-path="url(#c)">${rainbow}</g>` : '') +
    `${b.extra}${face(r, b.faceX, b.faceY, b.width, shape, eyeColor, dark)}${accessory}</g>${sparkles}${water}</svg>`
  );
}
