import { darken, hsl, lighten, parseHex, toHex } from './color';
import { Seeded } from './seeded';

/** Ranks, currencies, premium packages, news and the small type records (256 x 256 each). Pure. */

const n1 = (v: number) => Math.round(v * 10) / 10;
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">${body}</svg>`;

/** A rank badge: a shield whose metal and chevrons grow with the rank's place on the ladder. */
export function rankSvg(seed: string, place: number): string {
  const r = new Seeded(`rank|${seed}`);
  const metals = ['#8c6239', '#b8bcc4', '#d4af37', '#7fdbff', '#b10dc9', '#ff4136'];
  const metal = metals[Math.min(metals.length - 1, Math.floor(place / 2))];
  const field = hsl(r.int(0, 359), 0.5, 0.25);
  const chevrons = Array.from(
    { length: (place % 4) + 1 },
    (_, i) =>
      `<path d="M78,${150 - i * 22} L128,${120 - i * 22} L178,${150 - i * 22}" stroke="${metal}" stroke-width="10" fill="none" stroke-linejoin="round"/>`,
  ).join('');
  const star = place >= 4 ? `<path d="M128,46 l7,15 l16,2 l-12,11 l3,16 l-14,-8 l-14,8 l3,-16 l-12,-11 l16,-2 Z" fill="${metal}"/>` : '';
  const wings = r.chance(0.5)
    ? `<path d="M52,110 Q20,90 24,60 Q48,84 70,86 Z M204,110 Q236,90 232,60 Q208,84 186,86 Z" fill="${lighten(metal, 0.2)}"/>`
    : '';
  return svg(
    `<rect width="256" height="256" fill="${darken(field, 0.6)}"/>${wings}<path d="M64,40 H192 V128 Q192,196 128,224 Q64,196 64,128 Z" fill="${field}" stroke="${metal}" stroke-width="8"/>${chevrons}${star}` +
      `<circle cx="128" cy="186" r="${r.range(8, 14)}" fill="${lighten(field, 0.4)}"/>`,
  );
}

/** A currency: gold is a coin, ectoplasm (or anything plasma-like) a glowing drop, others a cut gem. */
export function currencySvg(seed: string, shortName: string): string {
  const r = new Seeded(`currency|${seed}`);
  const key = shortName.toLowerCase();
  if (key.includes('gold') || key.includes('coin')) {
    return svg(
      `<rect width="256" height="256" fill="#1b1408"/><circle cx="128" cy="134" r="92" fill="#8a6212"/><circle cx="128" cy="124" r="92" fill="#f4c430" stroke="#b8860b" stroke-width="8"/><circle cx="128" cy="124" r="66" fill="none" stroke="#b8860b" stroke-width="4"/>` +
        `<path d="M100,150 V112 A28,28 0 0,1 156,112 V150 l-9,-8 l-10,8 l-9,-8 l-9,8 l-10,-8 Z" fill="#b8860b"/><circle cx="118" cy="112" r="6" fill="#f4c430"/><circle cx="138" cy="112" r="6" fill="#f4c430"/><circle cx="96" cy="84" r="10" fill="#fff7c8" opacity="0.8"/>`,
    );
  }
  if (key.includes('ecto') || key.includes('plasma') || key.includes('slime')) {
    const drops = Array.from(
      { length: r.int(2, 4) },
      () => `<circle cx="${r.range(40, 216)}" cy="${r.range(190, 230)}" r="${r.range(5, 12)}" fill="#7cff6b" opacity="0.7"/>`,
    ).join('');
    return svg(
      `<rect width="256" height="256" fill="#07140a"/><circle cx="128" cy="140" r="96" fill="#39ff14" opacity="0.12"/>` +
        `<path d="M128,30 C150,80 200,110 200,160 A72,72 0 0,1 56,160 C56,110 106,80 128,30 Z" fill="#3ddc4a" stroke="#b6ff9e" stroke-width="6"/>` +
        `<path d="M96,150 q8,-30 24,-44" stroke="#eaffdf" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.7"/><circle cx="110" cy="176" r="9" fill="#0d3d12"/><circle cx="150" cy="176" r="9" fill="#0d3d12"/>${drops}`,
    );
  }
  const color = hsl(r.int(0, 359), 0.75, 0.55);
  return svg(
    `<rect width="256" height="256" fill="${darken(color, 0.8)}"/><path d="M128,36 L206,100 L128,220 L50,100 Z" fill="${color}" stroke="${lighten(color, 0.5)}" stroke-width="6"/><path d="M50,100 H206 M128,36 L98,100 L128,220 L158,100 Z" stroke="${lighten(color, 0.4)}" stroke-width="3" fill="none"/>`,
  );
}

/** A premium package: a chest or gift box, coloured by subscription level, ribbons and gems from the name. */
export function premiumPackageSvg(seed: string, subscriptionLevel: number, singleItemType: number): string {
  if (singleItemType === NAME_CHANGE_TYPE) return nameChangeSvg(seed);
  const r = new Seeded(`premium|${seed}`);
  const levelColors = ['#6a4c93', '#8c6239', '#b8bcc4', '#d4af37'];
  const main = subscriptionLevel > 0 ? levelColors[Math.min(3, subscriptionLevel)] : hsl(r.int(0, 359), 0.6, 0.45);
  const ribbon = hsl(r.int(0, 359), 0.8, 0.55);
  const gems = Array.from(
    { length: r.int(1, 4) },
    () => `<path d="M${r.range(70, 186)},${r.range(150, 200)} l10,-12 l10,12 l-10,14 Z" fill="${hsl(r.int(0, 359), 0.9, 0.6)}"/>`,
  ).join('');
  const body =
    singleItemType > 0 || r.chance(0.4)
      ? `<rect x="56" y="110" width="144" height="110" rx="6" fill="${main}" stroke="${darken(main, 0.4)}" stroke-width="5"/><rect x="48" y="88" width="160" height="30" rx="6" fill="${lighten(main, 0.15)}" stroke="${darken(main, 0.4)}" stroke-width="5"/><rect x="118" y="88" width="20" height="132" fill="${ribbon}"/><path d="M128,88 c-44,-40 -60,6 0,0 c60,6 44,-40 0,0 Z" fill="${ribbon}"/>`
      : `<path d="M52,120 Q52,70 128,70 Q204,70 204,120 Z" fill="${lighten(main, 0.1)}" stroke="${darken(main, 0.4)}" stroke-width="5"/><rect x="52" y="120" width="152" height="96" rx="4" fill="${main}" stroke="${darken(main, 0.4)}" stroke-width="5"/><rect x="112" y="110" width="32" height="36" rx="4" fill="#d4af37"/>`;
  const crown =
    subscriptionLevel > 0
      ? Array.from({ length: subscriptionLevel }, (_, i) => `<path d="M${n1(96 + i * 24)},50 l8,-16 l8,16 Z" fill="#ffd700"/>`).join('')
      : '';
  return svg(
    `<rect width="256" height="256" fill="${darken(main, 0.75)}"/><circle cx="128" cy="140" r="110" fill="${main}" opacity="0.18"/>${body}${gems}${crown}`,
  );
}

/** Single item type 15 (name change): a guild register's name tag with a quill, ink colour from the name. */
const NAME_CHANGE_TYPE = 15;
function nameChangeSvg(seed: string): string {
  const r = new Seeded(`premium-name|${seed}`);
  const ink = hsl(r.int(0, 359), 0.55, 0.35);
  const letters = Array.from(
    { length: r.int(5, 8) },
    (_, i) => `<rect x="${70 + i * 16}" y="${r.range(124, 132)}" width="10" height="${r.range(14, 22)}" rx="3" fill="${ink}"/>`,
  ).join('');
  return svg(
    `<rect width="256" height="256" fill="#1f1530"/><circle cx="128" cy="136" r="108" fill="${ink}" opacity="0.2"/>` +
      `<path d="M44,96 H212 V176 H44 Z" fill="#f6ecd2" stroke="#8a6a44" stroke-width="6"/><circle cx="60" cy="136" r="8" fill="#2a1d12"/>` +
      `<path d="M70,158 H196" stroke="#8a6a44" stroke-width="3"/>${letters}` +
      `<path d="M170,40 C214,30 226,58 204,86 L150,150 L142,146 Z" fill="#e8e2d0" stroke="#6b5334" stroke-width="4"/><path d="M150,150 L136,170 L142,146 Z" fill="${ink}"/>`,
  );
}

/** A news picture: a wanted-poster style sheet with a ghost mark, ink and seal from the header. */
export function newsSvg(seed: string): string {
  const r = new Seeded(`news|${seed}`);
  const ink = hsl(r.int(0, 359), 0.5, 0.3);
  const lines = Array.from(
    { length: r.int(4, 7) },
    (_, i) => `<rect x="60" y="${150 + i * 12}" width="${r.range(60, 136)}" height="5" fill="#6b5334"/>`,
  ).join('');
  const mark = r.chance(0.5)
    ? `<path d="M98,130 V84 A30,30 0 0,1 158,84 V130 l-10,-8 l-10,8 l-10,-8 l-10,8 l-10,-8 Z" fill="${ink}"/><circle cx="116" cy="88" r="5" fill="#f6ecd2"/><circle cx="140" cy="88" r="5" fill="#f6ecd2"/>`
    : `<circle cx="128" cy="92" r="${r.range(24, 34)}" fill="${ink}"/><path d="M112,86 h32 M128,70 v40" stroke="#f6ecd2" stroke-width="5"/>`;
  return svg(
    `<rect width="256" height="256" fill="#2a1d12"/><path d="M44,30 L212,${r.range(26, 36)} L${r.range(206, 216)},228 L40,${r.range(222, 232)} Z" fill="#f6ecd2" stroke="#8a6a44" stroke-width="4"/>` +
      `<rect x="60" y="42" width="136" height="12" fill="${ink}"/>${mark}${lines}<circle cx="${r.range(170, 192)}" cy="206" r="14" fill="#a4161a"/>`,
  );
}

/** Small type records (item types, enemy types, stats, damage and proc types): a sigil in the record's colour. */
export function sigilSvg(seed: string, colorHex: string | null): string {
  const r = new Seeded(`sigil|${seed}`);
  const color = colorHex ? toHex(parseHex(colorHex)) : hsl(r.int(0, 359), 0.65, 0.55);
  const points = r.int(3, 9);
  const step = r.int(1, Math.max(1, Math.floor((points - 1) / 2)));
  const pts = Array.from({ length: points }, (_, i) => {
    const a = (Math.PI * 2 * ((i * step) % points)) / points - Math.PI / 2;
    return `${n1(128 + Math.cos(a) * 78)},${n1(128 + Math.sin(a) * 78)}`;
  });
  return svg(
    `<rect width="256" height="256" rx="32" fill="${darken(color, 0.75)}"/><circle cx="128" cy="128" r="96" fill="none" stroke="${color}" stroke-width="6"/>` +
      `<path d="M${pts.join(' L')} Z" fill="${color}" fill-opacity="0.25" stroke="${lighten(color, 0.3)}" stroke-width="5" stroke-linejoin="round"/><circle cx="128" cy="128" r="${r.range(10, 22)}" fill="${lighten(color, 0.4)}"/>`,
  );
}
