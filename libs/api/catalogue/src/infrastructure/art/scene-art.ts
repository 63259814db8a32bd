import { darken, hsl, lighten, mix } from './color';
import { Seeded } from './seeded';

/** A region's or hunting ground's scene (640 x 360): night sky, moon, a skyline drawn from its name, fog. */
export interface SceneArtInput {
  seed: string;
  kind: 'region' | 'ground';
  /** Order in the world (sequence): later places are darker and stranger. */
  depth: number;
  /** The place's name: a landmark it names (chapel, mill, gallows, bridge, castle, loch, ...) is drawn in the middle. */
  name?: string;
}

const n1 = (v: number) => Math.round(v * 10) / 10;

const FEATURES = ['graves', 'trees', 'castle', 'houses', 'church', 'hills', 'lake', 'ruins'] as const;
type Feature = (typeof FEATURES)[number];
/** Foreground features that would hide a landmark: drawn as graves instead when the place has one. */
const TALL = new Set<Feature>(['castle', 'church', 'ruins', 'trees']);

function skyline(r: Seeded, feature: Feature, base: number, color: string): string {
  switch (feature) {
    case 'graves':
      return Array.from({ length: r.int(5, 10) }, () => {
        const x = r.range(20, 620);
        const h = r.range(20, 46);
        const w = r.range(16, 28);
        return r.chance(0.5)
          ? `<path d="M${n1(x)},${base} V${n1(base - h)} a${n1(w / 2)},${n1(w / 2)} 0 0,1 ${w},0 V${base} Z" fill="${color}"/>`
          : `<path d="M${n1(x + w / 2 - 3)},${base} V${n1(base - h)} h6 V${base} Z M${n1(x + 2)},${n1(base - h * 0.7)} h${n1(w - 4)} v6 h${n1(-(w - 4))} Z" fill="${color}"/>`;
      }).join('');
    case 'trees':
      return Array.from({ length: r.int(4, 9) }, () => {
        const x = r.range(10, 630);
        const h = r.range(70, 150);
        return (
          `<path d="M${x},${base} L${n1(x + 4)},${n1(base - h)} L${n1(x + 8)},${base} Z" fill="${color}"/>` +
          Array.from(
            { length: 3 },
            (_, i) =>
              `<path d="M${n1(x + 4)},${n1(base - h * (0.5 + i * 0.15))} l${r.chance(0.5) ? '' : '-'}${r.range(18, 34)},${r.range(-24, -8)}" stroke="${color}" stroke-width="4"/>`,
          ).join('')
        );
      }).join('');
    case 'castle': {
      const x = r.range(180, 380);
      const w = r.range(140, 220);
      const towerCount = r.int(2, 4);
      const towers = Array.from({ length: towerCount }, (_, i) => {
        const tx = x + (w / (towerCount - 1 || 1)) * i - 18;
        const th = r.range(110, 190);
        return `<rect x="${n1(tx)}" y="${n1(base - th)}" width="36" height="${th}" fill="${color}"/><path d="M${n1(tx - 6)},${n1(base - th)} L${n1(tx + 18)},${n1(base - th - 40)} L${n1(tx + 42)},${n1(base - th)} Z" fill="${color}"/><rect x="${n1(tx + 14)}" y="${n1(base - th + 30)}" width="8" height="14" fill="#ffd36b" opacity="${r.range(0.3, 0.9)}"/>`;
      }).join('');
      return `<rect x="${x}" y="${n1(base - 80)}" width="${w}" height="80" fill="${color}"/>${towers}`;
    }
    case 'houses':
      return Array.from({ length: r.int(3, 7) }, () => {
        const x = r.range(20, 580);
        const w = r.range(44, 80);
        const h = r.range(40, 80);
        return `<path d="M${x},${base} V${n1(base - h)} L${n1(x + w / 2)},${n1(base - h - 34)} L${n1(x + w)},${n1(base - h)} V${base} Z" fill="${color}"/><rect x="${n1(x + w / 3)}" y="${n1(base - h + 12)}" width="10" height="12" fill="#ffd36b" opacity="${r.range(0.2, 0.9)}"/>`;
      }).join('');
    case 'church': {
      const x = r.range(200, 420);
      return `<rect x="${x}" y="${base - 90}" width="120" height="90" fill="${color}"/><rect x="${n1(x + 40)}" y="${base - 190}" width="40" height="110" fill="${color}"/><path d="M${n1(x + 36)},${base - 190} L${n1(x + 60)},${base - 250} L${n1(x + 84)},${base - 190} Z" fill="${color}"/><path d="M${n1(x + 60)},${base - 270} v26 M${n1(x + 50)},${base - 260} h20" stroke="${color}" stroke-width="5"/><circle cx="${n1(x + 60)}" cy="${base - 160}" r="9" fill="#ffd36b" opacity="0.7"/>`;
    }
    case 'lake':
      return (
        `<rect x="0" y="${base - 6}" width="640" height="60" fill="${mix(color, '#1d6fa3', 0.4)}"/>` +
        Array.from(
          { length: 6 },
          () =>
            `<path d="M${r.range(20, 600)},${r.range(base + 4, base + 40)} h${r.range(20, 60)}" stroke="#cfe8ff" stroke-width="2" opacity="0.4"/>`,
        ).join('')
      );
    case 'ruins':
      return (
        Array.from({ length: r.int(3, 6) }, () => {
          const x = r.range(30, 600);
          const h = r.range(50, 140);
          return `<path d="M${x},${base} V${n1(base - h)} l10,${r.range(-14, 14)} l10,${r.range(-14, 14)} V${base} Z" fill="${color}"/>`;
        }).join('') + `<path d="M${r.range(100, 300)},${base - 60} h${r.range(100, 200)}" stroke="${color}" stroke-width="14"/>`
      );
    case 'hills':
    default:
      return '';
  }
}

/** Keyword (start of a word in the place's name) → landmark. First match wins. */
export const SCENE_LANDMARKS: readonly (readonly [string, Landmark])[] = [
  ['gallows', 'gallows'],
  ['gibbet', 'gallows'],
  ['chapel', 'chapel'],
  ['cathedral', 'cathedral'],
  ['abbey', 'abbey'],
  ['church', 'chapel'],
  ['mill', 'mill'],
  ['manor', 'manor'],
  ['mire', 'marsh'],
  ['marsh', 'marsh'],
  ['bog', 'marsh'],
  ['fen', 'marsh'],
  ['crossing', 'bridge'],
  ['bridge', 'bridge'],
  ['vineyard', 'vineyard'],
  ['castle', 'castle'],
  ['crown', 'stones'],
  ['steps', 'steps'],
  ['stair', 'steps'],
  ['ossuary', 'steps'],
  ['catacomb', 'crypt'],
  ['crypt', 'crypt'],
  ['tomb', 'crypt'],
  ['court', 'palace'],
  ['palace', 'palace'],
  ['loch', 'loch'],
  ['lake', 'loch'],
  ['lighthouse', 'lighthouse'],
  ['necropolis', 'graveyard'],
  ['graveyard', 'graveyard'],
  ['cemetery', 'graveyard'],
  ['forest', 'forest'],
  ['wood', 'forest'],
  ['pass', 'peaks'],
  ['mountain', 'peaks'],
];
type Landmark =
  | 'gallows'
  | 'chapel'
  | 'cathedral'
  | 'abbey'
  | 'mill'
  | 'manor'
  | 'marsh'
  | 'bridge'
  | 'vineyard'
  | 'castle'
  | 'stones'
  | 'steps'
  | 'crypt'
  | 'palace'
  | 'loch'
  | 'lighthouse'
  | 'graveyard'
  | 'forest'
  | 'peaks';

/** The landmark a place's name asks for, or null (then the scene is drawn from the seed alone). */
export function landmarkOf(name: string): Landmark | null {
  for (const [word, landmark] of SCENE_LANDMARKS) if (new RegExp(`(^|[^\\p{L}])${word}`, 'iu').test(name)) return landmark;
  return null;
}

const LIT = '#ffd36b';

function water(base: number, color: string, r: Seeded, from = 0, to = 640): string {
  return (
    `<rect x="${from}" y="${base - 4}" width="${to - from}" height="${364 - base}" fill="${mix(color, '#1d4f73', 0.5)}"/>` +
    Array.from(
      { length: 8 },
      () =>
        `<path d="M${r.range(from, to - 60)},${r.range(base + 6, 350)} h${r.range(20, 70)}" stroke="#cfe8ff" stroke-width="2" opacity="0.3"/>`,
    ).join('')
  );
}

function windowAt(x: number, y: number, r: Seeded, w = 8, h = 12): string {
  return `<rect x="${n1(x)}" y="${n1(y)}" width="${w}" height="${h}" rx="${n1(w / 2)}" fill="${LIT}" opacity="${r.range(0.5, 0.95)}"/>`;
}

/** A landmark's silhouette standing on `base`: `back` goes behind the near hill, `front` (water, reeds) over it. */
function landmark(r: Seeded, kind: Landmark, base: number, color: string): { back: string; front: string } {
  const x = r.range(220, 360);
  switch (kind) {
    case 'gallows':
      return {
        back:
          `<path d="M${x - 140},${base} Q${x},${base - 70} ${x + 160},${base} Z" fill="${color}"/>` +
          `<rect x="${x - 6}" y="${base - 200}" width="12" height="160" fill="${color}"/><rect x="${x - 6}" y="${base - 200}" width="${r.range(80, 100)}" height="10" fill="${color}"/><path d="M${x + 6},${base - 160} L${x + 40},${base - 194}" stroke="${color}" stroke-width="7"/>` +
          `<path d="M${x + 74},${base - 190} V${base - 150}" stroke="${color}" stroke-width="3"/><ellipse cx="${x + 74}" cy="${base - 138}" rx="9" ry="12" fill="none" stroke="${color}" stroke-width="3"/><rect x="${x - 30}" y="${base - 42}" width="130" height="8" fill="${color}"/>`,
        front: '',
      };
    case 'chapel':
      return {
        back:
          `<path d="M${x},${base} V${base - 80} L${x + 50},${base - 120} L${x + 100},${base - 80} V${base} Z" fill="${color}"/>` +
          `<rect x="${x + 96}" y="${base - 150}" width="40" height="150" fill="${color}"/><path d="M${x + 92},${base - 150} L${x + 116},${base - 200} L${x + 140},${base - 150} Z" fill="${color}"/><path d="M${x + 116},${base - 226} v26 M${x + 106},${base - 216} h20" stroke="${color}" stroke-width="5"/>` +
          `<path d="M${x + 42},${base - 30} v-26 a8,8 0 0,1 16,0 v26 Z" fill="${LIT}" opacity="0.85"/>${windowAt(x + 110, base - 126, r, 12, 18)}<path d="M${x + 110},${base - 100} h12" stroke="${LIT}" stroke-width="2" opacity="0.5"/>`,
        front: '',
      };
    case 'abbey':
      return {
        back:
          `<rect x="${x - 60}" y="${base - 100}" width="240" height="100" fill="${color}"/><path d="M${x - 64},${base - 100} L${x + 60},${base - 150} L${x + 184},${base - 100} Z" fill="${color}"/>` +
          [x - 70, x + 170]
            .map(
              (tx) =>
                `<rect x="${tx}" y="${base - 190}" width="44" height="190" fill="${color}"/><path d="M${tx - 4},${base - 190} L${tx + 22},${base - 236} L${tx + 48},${base - 190} Z" fill="${color}"/>${windowAt(tx + 16, base - 160, r, 12, 20)}`,
            )
            .join('') +
          Array.from(
            { length: 6 },
            (_, i) =>
              `<path d="M${x - 40 + i * 36},${base - 8} v-40 a10,10 0 0,1 20,0 v40 Z" fill="${LIT}" opacity="${r.range(0.2, 0.7)}"/>`,
          ).join(''),
        front: '',
      };
    case 'cathedral': {
      const rose = `<circle cx="${x + 80}" cy="${base - 150}" r="26" fill="${LIT}" opacity="0.75"/>${Array.from({ length: 8 }, (_, i) => `<path d="M${x + 80},${base - 150} L${n1(x + 80 + Math.cos((i * Math.PI) / 4) * 26)},${n1(base - 150 + Math.sin((i * Math.PI) / 4) * 26)}" stroke="${color}" stroke-width="3"/>`).join('')}`;
      return {
        back:
          `<rect x="${x - 20}" y="${base - 170}" width="200" height="170" fill="${color}"/><path d="M${x - 20},${base - 170} L${x + 80},${base - 230} L${x + 180},${base - 170} Z" fill="${color}"/>` +
          [x - 60, x + 180]
            .map(
              (tx) =>
                `<rect x="${tx}" y="${base - 250}" width="40" height="250" fill="${color}"/><path d="M${tx - 4},${base - 250} L${tx + 20},${base - 320} L${tx + 44},${base - 250} Z" fill="${color}"/>${windowAt(tx + 14, base - 220, r, 12, 24)}`,
            )
            .join('') +
          rose +
          Array.from({ length: 4 }, (_, i) => windowAt(x + 10 + i * 46, base - 100, r, 14, 34)).join(''),
        front: water(base - 40, color, r),
      };
    }
    case 'mill': {
      const wheel = x + 150;
      const spokes = Array.from(
        { length: 8 },
        (_, i) =>
          `<path d="M${wheel},${base - 60} L${n1(wheel + Math.cos((i * Math.PI) / 4) * 56)},${n1(base - 60 + Math.sin((i * Math.PI) / 4) * 56)}" stroke="${color}" stroke-width="6"/>`,
      ).join('');
      return {
        back:
          `<rect x="${x}" y="${base - 130}" width="130" height="130" fill="${color}"/><path d="M${x - 10},${base - 130} L${x + 65},${base - 190} L${x + 140},${base - 130} Z" fill="${color}"/><rect x="${x + 20}" y="${base - 210}" width="18" height="50" fill="${color}"/>` +
          `<circle cx="${wheel}" cy="${base - 60}" r="60" fill="none" stroke="${color}" stroke-width="10"/>${spokes}${windowAt(x + 30, base - 100, r, 14, 18)}${windowAt(x + 80, base - 100, r, 14, 18)}`,
        front: water(base - 20, color, r),
      };
    }
    case 'manor':
      return {
        back:
          `<rect x="${x - 80}" y="${base - 120}" width="280" height="120" fill="${color}"/>` +
          [x - 90, x + 20, x + 130]
            .map(
              (gx, i) =>
                `<path d="M${gx},${base - 120} L${gx + 50},${base - (i === 1 ? 200 : 170)} L${gx + 100},${base - 120} Z" fill="${color}"/>`,
            )
            .join('') +
          `<rect x="${x - 50}" y="${base - 200}" width="14" height="50" fill="${color}"/><rect x="${x + 170}" y="${base - 190}" width="14" height="50" fill="${color}"/>` +
          Array.from({ length: 10 }, (_, i) => windowAt(x - 64 + (i % 5) * 56, base - 100 + Math.floor(i / 5) * 44, r, 12, 18)).join(''),
        front: `<path d="M${x - 160},${base + 20} h120 M${x + 200},${base + 20} h140" stroke="${color}" stroke-width="4" stroke-dasharray="2 10"/>`,
      };
    case 'marsh':
      return {
        back: '',
        front:
          Array.from(
            { length: 5 },
            () =>
              `<ellipse cx="${r.range(40, 600)}" cy="${r.range(base + 8, 340)}" rx="${r.range(40, 110)}" ry="${r.range(6, 12)}" fill="#1d4f73" opacity="0.7"/>`,
          ).join('') +
          Array.from({ length: 22 }, () => {
            const rx = r.range(10, 630);
            const ry = r.range(base + 10, 350);
            return `<path d="M${rx},${ry} q${r.range(-6, 6)},-20 ${r.range(-4, 4)},-${r.range(26, 44)}" stroke="${darken(color, 0.3)}" stroke-width="3" fill="none"/>`;
          }).join('') +
          Array.from(
            { length: r.int(3, 6) },
            () =>
              `<circle cx="${r.range(60, 580)}" cy="${r.range(base - 30, base + 20)}" r="${r.range(3, 6)}" fill="#b8ffcf" opacity="0.8"/>`,
          ).join(''),
      };
    case 'bridge': {
      const arches = r.int(2, 3);
      const w = 300;
      const bx = x - 80;
      return {
        back: '',
        front:
          water(base, color, r) +
          `<path d="M${bx},${base - 40} H${bx + w} V${base + 30} ${Array.from({ length: arches }, (_, i) => {
            const ax = bx + w - (w / arches) * i;
            return `H${n1(ax - 16)} a${n1(w / arches / 2 - 16)},${n1(w / arches / 2 - 16)} 0 0,0 ${n1(-(w / arches) + 32)},0`;
          }).join(' ')} H${bx} Z" fill="${darken(color, 0.2)}"/>` +
          `<path d="M${bx - 20},${base - 40} H${bx + w + 20}" stroke="${darken(color, 0.2)}" stroke-width="8"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${bx + i * 37}" y="${base - 56}" width="6" height="16" fill="${darken(color, 0.2)}"/>`).join('')}` +
          `<rect x="${bx + 10}" y="${base - 86}" width="4" height="46" fill="${darken(color, 0.2)}"/><circle cx="${bx + 12}" cy="${base - 90}" r="7" fill="${LIT}" opacity="0.85"/>`,
      };
    }
    case 'vineyard':
      return {
        back:
          `<path d="M${x + 160},${base} V${base - 70} L${x + 200},${base - 100} L${x + 240},${base - 70} V${base} Z" fill="${color}"/>${windowAt(x + 194, base - 56, r, 12, 16)}` +
          Array.from({ length: 4 }, (_, row) => {
            const y = base - 8 - row * 18;
            return `<path d="M${20 + row * 30},${y} H${x + 140 - row * 20}" stroke="${color}" stroke-width="3"/>${Array.from(
              { length: 9 },
              (_, i) => {
                const px = 30 + row * 30 + i * ((x + 100 - row * 50) / 9);
                return `<rect x="${n1(px)}" y="${y - 26}" width="4" height="28" fill="${color}"/><circle cx="${n1(px + 8)}" cy="${y - 14}" r="${r.range(6, 9)}" fill="${color}"/>`;
              },
            ).join('')}`;
          }).join(''),
        front: '',
      };
    case 'castle': {
      const towers = r.int(3, 4);
      const w = 240;
      return {
        back:
          `<path d="M${x - 120},${base} Q${x + 60},${base - 90} ${x + 260},${base} Z" fill="${color}"/><rect x="${x - 20}" y="${base - 130}" width="${w}" height="130" fill="${color}"/>` +
          Array.from(
            { length: w / 20 },
            (_, i) => `<rect x="${x - 20 + i * 20}" y="${base - 142}" width="12" height="14" fill="${color}"/>`,
          ).join('') +
          Array.from({ length: towers }, (_, i) => {
            const tx = x - 40 + (w / (towers - 1)) * i;
            const th = r.range(190, 250);
            return `<rect x="${n1(tx)}" y="${n1(base - th)}" width="40" height="${th}" fill="${color}"/><path d="M${n1(tx - 8)},${n1(base - th)} L${n1(tx + 20)},${n1(base - th - 50)} L${n1(tx + 48)},${n1(base - th)} Z" fill="${color}"/>${windowAt(tx + 15, base - th + 30, r, 10, 16)}`;
          }).join('') +
          `<path d="M${x + 80},${base} v-50 a20,20 0 0,1 40,0 v50 Z" fill="${LIT}" opacity="0.35"/>`,
        front: '',
      };
    }
    case 'stones': {
      const count = r.int(7, 10);
      return {
        back:
          `<path d="M${x - 200},${base} Q${x + 60},${base - 110} ${x + 320},${base} Z" fill="${color}"/>` +
          Array.from({ length: count }, (_, i) => {
            const sx = x - 90 + (300 / (count - 1)) * i;
            const h = r.range(40, 80) + (i % 2 ? 0 : 24);
            const top = base - 80 + Math.abs(i - (count - 1) / 2) * 6;
            return `<path d="M${n1(sx)},${n1(top)} V${n1(top - h)} l8,-12 l8,12 l8,-12 l4,12 V${n1(top)} Z" fill="${color}"/>`;
          }).join('') +
          `<circle cx="${x + 60}" cy="${base - 120}" r="${r.range(16, 24)}" fill="${LIT}" opacity="0.25"/>`,
        front: '',
      };
    }
    case 'steps': {
      const steps = 9;
      return {
        back:
          Array.from(
            { length: steps },
            (_, i) =>
              `<rect x="${x - 60 + i * 12}" y="${base - (i + 1) * 14}" width="${240 - i * 24}" height="14" fill="${i % 2 ? color : lighten(color, 0.06)}"/>`,
          ).join('') +
          `<rect x="${x + 10}" y="${base - steps * 14 - 100}" width="100" height="100" fill="${color}"/><path d="M${x},${base - steps * 14 - 100} L${x + 60},${base - steps * 14 - 150} L${x + 120},${base - steps * 14 - 100} Z" fill="${color}"/>` +
          Array.from(
            { length: 4 },
            (_, i) => `<rect x="${x + 18 + i * 24}" y="${base - steps * 14 - 94}" width="8" height="94" fill="${lighten(color, 0.1)}"/>`,
          ).join('') +
          `<path d="M${x + 48},${base - steps * 14} v-40 a12,12 0 0,1 24,0 v40 Z" fill="${LIT}" opacity="0.7"/><circle cx="${x + 60}" cy="${base - steps * 14 - 118}" r="10" fill="none" stroke="${LIT}" stroke-width="2" opacity="0.6"/>`,
        front: '',
      };
    }
    case 'crypt':
      return {
        back:
          `<path d="M${x - 160},${base} Q${x + 60},${base - 160} ${x + 280},${base} Z" fill="${color}"/>` +
          `<path d="M${x + 10},${base} V${base - 70} a50,50 0 0,1 100,0 V${base} Z" fill="${darken(color, 0.5)}" stroke="${lighten(color, 0.15)}" stroke-width="8"/>` +
          `<path d="M${x + 30},${base} V${base - 60} a30,30 0 0,1 60,0 V${base} Z" fill="${LIT}" opacity="0.25"/>` +
          [x - 10, x + 130]
            .map(
              (lx) =>
                `<rect x="${lx - 2}" y="${base - 110}" width="4" height="110" fill="${color}"/><rect x="${lx - 8}" y="${base - 130}" width="16" height="22" fill="${LIT}" opacity="0.9"/><circle cx="${lx}" cy="${base - 119}" r="22" fill="${LIT}" opacity="0.2"/>`,
            )
            .join(''),
        front: '',
      };
    case 'palace':
      return {
        back:
          `<rect x="${x - 80}" y="${base - 110}" width="300" height="110" fill="${color}"/><path d="M${x - 90},${base - 110} L${x + 70},${base - 160} L${x + 230},${base - 110} Z" fill="${color}"/>` +
          `<path d="M${x + 30},${base - 150} a40,40 0 0,1 80,0 Z" fill="${color}"/><rect x="${x + 66}" y="${base - 210}" width="8" height="24" fill="${color}"/>` +
          Array.from(
            { length: 9 },
            (_, i) => `<rect x="${x - 66 + i * 34}" y="${base - 100}" width="10" height="100" fill="${lighten(color, 0.12)}"/>`,
          ).join('') +
          Array.from({ length: 8 }, (_, i) => windowAt(x - 50 + i * 34, base - 70, r, 10, 24)).join(''),
        front: `<rect x="${x - 100}" y="${base - 6}" width="340" height="10" fill="${lighten(color, 0.08)}"/>`,
      };
    case 'loch': {
      const hx = r.range(200, 440);
      return {
        back: '',
        front:
          water(base - 30, color, r) +
          Array.from({ length: 3 }, (_, i) => `<path d="M${hx + i * 46},${base + 6} a18,${22 - i * 4} 0 0,1 36,0 Z" fill="#0b0b12"/>`).join(
            '',
          ) +
          `<path d="M${hx - 30},${base + 6} q-6,-50 14,-64 q16,-8 22,6 q-14,0 -18,14 q-2,20 0,44 Z" fill="#0b0b12"/><circle cx="${hx - 10}" cy="${base - 54}" r="2.5" fill="#b8ffcf"/>`,
      };
    }
    case 'lighthouse':
      return {
        back: `<path d="M${x},${base} L${x + 14},${base - 200} H${x + 46} L${x + 60},${base} Z" fill="${color}"/><rect x="${x + 10}" y="${base - 230}" width="40" height="30" fill="${LIT}" opacity="0.9"/><path d="M${x + 30},${base - 215} L${x + 330},${base - 260} L${x + 330},${base - 170} Z" fill="${LIT}" opacity="0.15"/>`,
        front: water(base + 10, color, r),
      };
    case 'graveyard':
      return {
        back:
          `<rect x="${x}" y="${base - 90}" width="70" height="90" fill="${color}"/><path d="M${x - 8},${base - 90} L${x + 35},${base - 130} L${x + 78},${base - 90} Z" fill="${color}"/><rect x="${x + 160}" y="${base - 70}" width="56" height="70" fill="${color}"/><path d="M${x + 152},${base - 70} h72 l-36,-30 Z" fill="${color}"/>` +
          skyline(r, 'graves', base, color),
        front: '',
      };
    case 'forest':
      return { back: skyline(r, 'trees', base, color) + skyline(r, 'trees', base, color), front: '' };
    case 'peaks':
    default:
      return {
        back: `<path d="M0,${base} L${r.range(60, 120)},${base - r.range(120, 170)} L${r.range(160, 220)},${base - 70} L${r.range(260, 320)},${base - r.range(160, 210)} L${r.range(360, 420)},${base - 90} L${r.range(470, 530)},${base - r.range(130, 180)} L640,${base - 60} V${base} Z" fill="${color}"/>`,
        front: '',
      };
  }
}

export function sceneSvg(input: SceneArtInput): string {
  const r = new Seeded(`scene|${input.kind}|${input.seed}`);
  const hue = (r.int(200, 320) + input.depth * 23) % 360;
  const skyTop = hsl(hue, 0.5, Math.max(0.04, 0.14 - input.depth * 0.01));
  const skyLow = hsl((hue + r.int(-40, 40) + 360) % 360, 0.45, r.range(0.22, 0.34));
  const moonX = r.range(80, 560);
  const moonY = r.range(50, 120);
  const moonR = r.range(22, 44);
  const stars = Array.from(
    { length: r.int(20, 50) },
    () => `<circle cx="${r.range(0, 640)}" cy="${r.range(0, 200)}" r="${r.range(0.5, 1.8)}" fill="#fff" opacity="${r.range(0.3, 1)}"/>`,
  ).join('');
  const hillColor = darken(hsl(hue, 0.3, 0.2), 0.3);
  const far = `<path d="M0,${r.range(230, 260)} Q${r.range(100, 220)},${r.range(170, 220)} ${r.range(300, 360)},${r.range(230, 250)} T640,${r.range(220, 260)} V360 H0 Z" fill="${lighten(hillColor, 0.12)}"/>`;
  const base = r.range(290, 310);
  const features = [r.pick(FEATURES), r.pick(FEATURES)];
  // A landmark the name asks for stands in the middle ground (drawn with its own seed, so the sky stays as before).
  const kind = input.name ? landmarkOf(input.name) : null;
  const mark = kind ? landmark(new Seeded(`landmark|${input.seed}`), kind, base + 4, darken(hillColor, 0.25)) : null;
  const near = `<path d="M0,${base} Q${r.range(120, 260)},${n1(base - r.range(10, 40))} 320,${base} T640,${base} V360 H0 Z" fill="${hillColor}"/>`;
  const fog = Array.from(
    { length: r.int(3, 6) },
    () =>
      `<ellipse cx="${r.range(0, 640)}" cy="${r.range(260, 340)}" rx="${r.range(80, 200)}" ry="${r.range(10, 24)}" fill="#dfe7ff" opacity="${r.range(0.06, 0.16)}"/>`,
  ).join('');
  const bats = Array.from({ length: r.int(0, 4) }, () => {
    const x = r.range(40, 600);
    const y = r.range(40, 180);
    return `<path d="M${x},${y} q6,-8 12,0 q6,-8 12,0 q-6,2 -12,8 q-6,-6 -12,-8 Z" fill="#0b0b12"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient>` +
    `<radialGradient id="moon"><stop offset="0.6" stop-color="#fffbe6"/><stop offset="1" stop-color="#fffbe6" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="640" height="360" fill="url(#sky)"/>${stars}` +
    `<circle cx="${moonX}" cy="${moonY}" r="${n1(moonR * 1.8)}" fill="url(#moon)" opacity="0.35"/><circle cx="${moonX}" cy="${moonY}" r="${moonR}" fill="#fff4c9"/>` +
    (r.chance(0.5) ? `<circle cx="${n1(moonX + moonR * 0.45)}" cy="${n1(moonY - moonR * 0.2)}" r="${moonR}" fill="${skyTop}"/>` : '') +
    `${bats}${far}${mark ? mark.back : skyline(r, features[0], base + 4, darken(hillColor, 0.2))}${near}${mark?.front ?? ''}${skyline(r, mark && TALL.has(features[1]) ? 'graves' : features[1], 362, darken(hillColor, 0.5))}${fog}` +
    (input.kind === 'region'
      ? `<rect x="6" y="6" width="628" height="348" rx="10" fill="none" stroke="#c9a227" stroke-width="4" opacity="0.6"/>`
      : '') +
    `</svg>`
  );
}
