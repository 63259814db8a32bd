import { darken, hsl, lighten } from './color';
import { circleRing, framed, itemMotif, MOTIFS, SHAPED } from './item-motifs';
import { hashText, Seeded } from './seeded';

/** An item's picture: what its name says (see item-motifs), else its type's shape, varied by its name. */
export interface ItemArtInput {
  seed: string;
  /** The item's name: picks the motif (a "Garlic Baguette" is bread). Without it the type's shape is drawn. */
  name?: string;
  /** Item type short name (`bait`, `mechanism`, ...). */
  itemType: string | null;
  rarityColor: string;
  rarityRank: number;
}

type Draw = (r: Seeded, c: { main: string; accent: string; metal: string }, name: string) => string;

const n1 = (v: number) => Math.round(v * 10) / 10;

function gear(cx: number, cy: number, radius: number, teeth: number, fill: string): string {
  const pts: string[] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const a = (Math.PI * i) / teeth;
    const rr = i % 2 === 0 ? radius : radius * 0.8;
    pts.push(`${n1(cx + Math.cos(a) * rr)},${n1(cy + Math.sin(a) * rr)}`);
  }
  return `<path d="M${pts.join(' L')} Z" fill="${fill}" stroke="${darken(fill, 0.4)}" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${n1(radius * 0.3)}" fill="${darken(fill, 0.5)}"/>`;
}

function flask(r: Seeded, c: { main: string; accent: string; metal: string }): string {
  const neck = r.range(16, 26);
  const belly = r.range(46, 70);
  const level = r.range(150, 190);
  const shape = r.pick(['round', 'cone', 'tall'] as const);
  const bodyPath =
    shape === 'round'
      ? `M${128 - neck / 2},60 V${n1(200 - belly * 1.6)} A${belly},${belly} 0 1,0 ${128 + neck / 2},${n1(200 - belly * 1.6)} V60 Z`
      : shape === 'cone'
        ? `M${128 - neck / 2},60 V110 L${n1(128 - belly)},210 H${n1(128 + belly)} L${128 + neck / 2},110 V60 Z`
        : `M${128 - neck / 2},60 V90 Q${n1(128 - belly * 0.8)},100 ${n1(128 - belly * 0.7)},140 V205 H${n1(128 + belly * 0.7)} V140 Q${n1(128 + belly * 0.8)},100 ${128 + neck / 2},90 V60 Z`;
  const bubbles = Array.from(
    { length: r.int(2, 6) },
    () =>
      `<circle cx="${r.range(108, 148)}" cy="${r.range(level, 200)}" r="${r.range(2, 6)}" fill="${lighten(c.main, 0.6)}" opacity="0.8"/>`,
  ).join('');
  return (
    `<clipPath id="liq"><path d="${bodyPath}"/></clipPath>` +
    `<path d="${bodyPath}" fill="#dfe9f5" fill-opacity="0.25" stroke="#e8f0ff" stroke-width="4"/>` +
    `<g clip-path="url(#liq)"><rect x="40" y="${level}" width="176" height="120" fill="${c.main}"/>${bubbles}</g>` +
    `<rect x="${n1(128 - neck / 2 - 4)}" y="48" width="${n1(neck + 8)}" height="14" rx="3" fill="${c.metal}"/>`
  );
}

const DRAW: Record<string, Draw> = {
  bait: (r, c) => {
    switch (r.pick(['flask', 'cheese', 'bone', 'candle', 'pouch', 'jar'] as const)) {
      case 'cheese':
        return (
          `<path d="M60,180 L196,180 L196,130 L60,150 Z" fill="${lighten(c.main, 0.3)}" stroke="${darken(c.main, 0.4)}" stroke-width="4"/><path d="M60,150 L150,96 L196,130 Z" fill="${lighten(c.main, 0.5)}" stroke="${darken(c.main, 0.4)}" stroke-width="4"/>` +
          Array.from(
            { length: r.int(2, 5) },
            () => `<circle cx="${r.range(76, 184)}" cy="${r.range(150, 172)}" r="${r.range(4, 9)}" fill="${darken(c.main, 0.25)}"/>`,
          ).join('')
        );
      case 'bone':
        return `<g transform="rotate(${r.int(-40, 40)} 128 128)"><rect x="70" y="116" width="116" height="24" rx="10" fill="#efe6d0"/><circle cx="66" cy="114" r="16" fill="#efe6d0"/><circle cx="66" cy="142" r="16" fill="#efe6d0"/><circle cx="190" cy="114" r="16" fill="#efe6d0"/><circle cx="190" cy="142" r="16" fill="#efe6d0"/></g><circle cx="128" cy="128" r="${r.range(6, 14)}" fill="${c.main}" opacity="0.7"/>`;
      case 'candle': {
        const h = r.range(70, 120);
        return `<rect x="104" y="${n1(210 - h)}" width="48" height="${h}" rx="6" fill="${lighten(c.main, 0.5)}"/><path d="M128,${n1(196 - h)} q-14,-22 0,-40 q14,18 0,40 Z" fill="#ffb703"/><path d="M104,${n1(222 - h)} q6,14 0,24" stroke="${lighten(c.main, 0.2)}" stroke-width="5" fill="none"/><rect x="84" y="206" width="88" height="12" rx="4" fill="${c.metal}"/>`;
      }
      case 'pouch':
        return `<path d="M80,110 Q60,210 128,212 Q196,210 176,110 Z" fill="${c.main}" stroke="${darken(c.main, 0.4)}" stroke-width="4"/><path d="M92,110 L164,110 L150,86 L106,86 Z" fill="${darken(c.main, 0.15)}"/><path d="M96,112 q32,${r.int(8, 20)} 64,0" stroke="${c.accent}" stroke-width="6" fill="none"/>`;
      case 'jar':
        return `<rect x="76" y="92" width="104" height="120" rx="18" fill="#dfe9f5" fill-opacity="0.3" stroke="#e8f0ff" stroke-width="4"/><rect x="80" y="${r.range(120, 160)}" width="96" height="${r.range(48, 80)}" rx="14" fill="${c.main}"/><rect x="70" y="76" width="116" height="20" rx="6" fill="${c.metal}"/>`;
      default:
        return flask(r, c);
    }
  },
  plasma: (r, c) =>
    `<rect x="86" y="62" width="84" height="150" rx="20" fill="#2b2d42" stroke="${c.metal}" stroke-width="5"/><rect x="98" y="${r.range(80, 130)}" width="60" height="${r.range(60, 110)}" rx="10" fill="${c.main}"/><path d="M108,140 l20,-30 l-6,26 l20,-4 l-22,34 l6,-26 Z" fill="#fff" opacity="0.8"/><rect x="110" y="46" width="36" height="18" rx="4" fill="${c.metal}"/>`,
  monsterplasma: (r, c) =>
    `<path d="M80,70 H176 L196,210 H60 Z" fill="#2b2d42" stroke="${c.metal}" stroke-width="5"/><path d="M74,${r.range(110, 150)} Q128,${r.range(90, 140)} 184,${r.range(110, 150)} L194,206 H62 Z" fill="${c.main}"/>${Array.from({ length: r.int(2, 4) }, () => `<circle cx="${r.range(90, 166)}" cy="${r.range(160, 196)}" r="${r.range(5, 10)}" fill="${lighten(c.main, 0.4)}"/>`).join('')}`,
  juice: flask,
  mechanism: (r, c) => {
    const teeth = r.int(5, 12);
    const jaws = Array.from({ length: teeth }, (_, i) => {
      const x = 60 + (136 / teeth) * i;
      return `<path d="M${n1(x)},150 l${n1(68 / teeth)},-22 l${n1(68 / teeth)},22 Z" fill="#e5e5e5"/>`;
    }).join('');
    return (
      `<rect x="52" y="150" width="152" height="44" rx="8" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="4"/>${jaws}${gear(r.range(88, 168), 172, r.range(16, 26), r.int(6, 12), c.main)}` +
      `<path d="M56,150 Q128,${r.range(60, 100)} 200,150" stroke="${c.accent}" stroke-width="6" fill="none"/>`
    );
  },
  magiccicle: (r, c, name) => {
    const sides = r.int(3, 8);
    const pts = Array.from({ length: sides }, (_, i) => {
      const a = (Math.PI * 2 * i) / sides - Math.PI / 2;
      return `${n1(128 + Math.cos(a) * 78)},${n1(128 + Math.sin(a) * 78)}`;
    });
    const star = Array.from({ length: sides }, (_, i) => pts[(i * Math.max(1, Math.floor(sides / 2 - 0.5))) % sides]).join(' L');
    const sigilCount = r.int(4, 9);
    const sigils = Array.from({ length: sigilCount }, (_, i) => {
      const a = (Math.PI * 2 * i) / sigilCount;
      const x = n1(128 + Math.cos(a) * 98);
      const y = n1(128 + Math.sin(a) * 98);
      return r.pick([
        `<circle cx="${x}" cy="${y}" r="6" fill="none" stroke="${c.accent}" stroke-width="3"/>`,
        `<path d="M${x},${n1(y - 8)} L${n1(x + 7)},${n1(y + 6)} L${n1(x - 7)},${n1(y + 6)} Z" fill="${c.accent}"/>`,
        `<rect x="${n1(x - 5)}" y="${n1(y - 5)}" width="10" height="10" fill="${c.accent}" transform="rotate(45 ${x} ${y})"/>`,
        `<path d="M${n1(x - 7)},${y} H${n1(x + 7)} M${x},${n1(y - 7)} V${n1(y + 7)}" stroke="${c.accent}" stroke-width="3"/>`,
      ]);
    }).join('');
    return `<circle cx="128" cy="128" r="96" fill="none" stroke="${c.main}" stroke-width="6"/><circle cx="128" cy="128" r="80" fill="none" stroke="${c.main}" stroke-width="2"/><path d="M${star} Z" fill="none" stroke="${lighten(c.main, 0.3)}" stroke-width="4"/>${sigils}${circleRing(r, c, name)}`;
  },
  cauldron: (r, c) =>
    `<ellipse cx="128" cy="150" rx="${r.range(70, 86)}" ry="62" fill="#25262b"/><ellipse cx="128" cy="104" rx="${r.range(66, 80)}" ry="16" fill="${c.main}"/><rect x="70" y="198" width="14" height="22" fill="#25262b"/><rect x="172" y="198" width="14" height="22" fill="#25262b"/>` +
    Array.from(
      { length: r.int(2, 5) },
      () =>
        `<circle cx="${r.range(90, 166)}" cy="${r.range(70, 100)}" r="${r.range(4, 10)}" fill="${lighten(c.main, 0.3)}" opacity="0.8"/>`,
    ).join('') +
    `<path d="M${r.range(110, 140)},70 q-10,-20 6,-36" stroke="${lighten(c.main, 0.5)}" stroke-width="4" fill="none" opacity="0.6"/>`,
  camera: (r, c) =>
    `<rect x="48" y="86" width="160" height="108" rx="14" fill="${darken(c.main, 0.5)}" stroke="${c.metal}" stroke-width="4"/><rect x="${r.range(60, 90)}" y="70" width="44" height="20" rx="4" fill="${c.metal}"/><circle cx="128" cy="140" r="${r.range(30, 42)}" fill="#111" stroke="${c.metal}" stroke-width="6"/><circle cx="128" cy="140" r="16" fill="${c.main}"/><circle cx="184" cy="104" r="7" fill="${c.accent}"/>`,
  chronocrystal: (r, c) => {
    const h = r.range(120, 170);
    const w = r.range(44, 70);
    return `<path d="M128,${n1(128 - h / 2)} L${n1(128 + w)},110 L${n1(128 + w * 0.7)},${n1(128 + h / 2)} L${n1(128 - w * 0.7)},${n1(128 + h / 2)} L${n1(128 - w)},110 Z" fill="${c.main}" stroke="${lighten(c.main, 0.5)}" stroke-width="3"/><path d="M128,${n1(128 - h / 2)} L128,${n1(128 + h / 2)} M${n1(128 - w)},110 L${n1(128 + w)},110" stroke="${lighten(c.main, 0.6)}" stroke-width="2"/><circle cx="128" cy="140" r="20" fill="none" stroke="#fff" stroke-width="3"/><path d="M128,140 V126 M128,140 L${r.range(134, 142)},146" stroke="#fff" stroke-width="3"/>`;
  },
  contract: (r, c) =>
    `<rect x="66" y="48" width="124" height="164" rx="6" fill="#f1e3c0" stroke="#a0784a" stroke-width="4"/>${Array.from({ length: r.int(4, 8) }, (_, i) => `<rect x="82" y="${70 + i * 16}" width="${r.range(50, 92)}" height="5" fill="#8a6a44"/>`).join('')}<circle cx="${r.range(140, 168)}" cy="188" r="18" fill="${c.main}"/><path d="M${r.range(70, 90)},196 q20,-14 40,0" stroke="#3a2a1a" stroke-width="3" fill="none"/>`,
  pet: (r, c) => {
    const ears = r.pick(['cat', 'bat', 'round'] as const);
    const head = `<circle cx="128" cy="134" r="${r.range(50, 64)}" fill="${c.main}"/>`;
    const e =
      ears === 'cat'
        ? `<path d="M84,104 L92,56 L120,88 Z M172,104 L164,56 L136,88 Z" fill="${c.main}"/>`
        : ears === 'bat'
          ? `<path d="M80,120 L30,70 L60,130 Z M176,120 L226,70 L196,130 Z" fill="${darken(c.main, 0.3)}"/>`
          : `<circle cx="88" cy="88" r="22" fill="${c.main}"/><circle cx="168" cy="88" r="22" fill="${c.main}"/>`;
    return (
      e +
      head +
      `<circle cx="108" cy="128" r="${r.range(6, 11)}" fill="${c.accent}"/><circle cx="148" cy="128" r="${r.range(6, 11)}" fill="${c.accent}"/><path d="M118,154 q10,8 20,0" stroke="#222" stroke-width="3" fill="none"/>`
    );
  },
  relic: (r, c) => {
    switch (r.pick(['cross', 'chalice', 'skull', 'ankh'] as const)) {
      case 'cross':
        return `<path d="M114,40 H142 V${r.range(80, 100)} H184 V${r.range(116, 128)} H142 V216 H114 V128 H72 V92 H114 Z" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="3"/><circle cx="128" cy="108" r="10" fill="${c.main}"/>`;
      case 'chalice':
        return `<path d="M76,56 H180 Q176,130 128,140 Q80,130 76,56 Z" fill="${c.metal}"/><rect x="120" y="138" width="16" height="50" fill="${c.metal}"/><ellipse cx="128" cy="196" rx="${r.range(36, 50)}" ry="12" fill="${c.metal}"/><ellipse cx="128" cy="60" rx="50" ry="8" fill="${c.main}"/>`;
      case 'skull':
        return `<path d="M78,120 Q78,54 128,54 Q178,54 178,120 L166,150 V182 H90 V150 Z" fill="#ece4d4"/><circle cx="${r.range(104, 110)}" cy="120" r="16" fill="#222"/><circle cx="${r.range(146, 152)}" cy="120" r="16" fill="#222"/><circle cx="128" cy="130" r="5" fill="${c.main}"/>`;
      default:
        return `<ellipse cx="128" cy="80" rx="${r.range(22, 30)}" ry="32" fill="none" stroke="${c.metal}" stroke-width="14"/><path d="M120,110 H136 V214 H120 Z M78,118 H178 V134 H78 Z" fill="${c.metal}"/><circle cx="128" cy="126" r="6" fill="${c.main}"/>`;
    }
  },
  bagpipe: (r, c) =>
    `${[0, 1, 2].map((i) => `<g transform="rotate(${-24 + i * 14} 140 140)"><rect x="136" y="${r.range(30, 50)}" width="10" height="110" rx="3" fill="#8c6239"/><rect x="133" y="${62 + i * 8}" width="16" height="8" fill="${c.metal}"/></g>`).join('')}` +
    `<path d="M56,150 Q50,96 112,96 Q186,98 184,150 Q180,202 118,204 Q60,204 56,150 Z" fill="${c.main}" stroke="${darken(c.main, 0.45)}" stroke-width="4"/>` +
    `${Array.from({ length: 4 }, (_, i) => `<path d="M${70 + i * 30},104 L${62 + i * 30},200" stroke="${c.accent}" stroke-width="6" opacity="0.7"/>`).join('')}` +
    `<path d="M80,198 L${r.range(60, 72)},238" stroke="#8c6239" stroke-width="10" stroke-linecap="round"/><path d="M60,110 L30,${r.range(80, 90)}" stroke="#8c6239" stroke-width="7" stroke-linecap="round"/><circle cx="30" cy="84" r="6" fill="${c.metal}"/>`,
  craftingmat: (r, c) =>
    Array.from({ length: r.int(2, 4) }, () => {
      const x = r.range(90, 166);
      const y = r.range(110, 180);
      const s = r.range(30, 48);
      return `<path d="M${n1(x - s)},${n1(y)} L${n1(x - s / 3)},${n1(y - s)} L${n1(x + s)},${n1(y - s / 2)} L${n1(x + s / 2)},${n1(y + s / 2)} Z" fill="${r.chance(0.5) ? c.main : lighten(c.accent, 0.2)}" stroke="${darken(c.main, 0.4)}" stroke-width="3"/>`;
    }).join(''),
  key: (r, c) => {
    const teeth = r.int(2, 5);
    const bow = r.pick(['ring', 'skull', 'clover'] as const);
    const bits = Array.from(
      { length: teeth },
      (_, i) => `<rect x="${150 + i * 14}" y="136" width="9" height="${r.range(12, 30)}" fill="${c.metal}"/>`,
    ).join('');
    const head =
      bow === 'ring'
        ? `<circle cx="72" cy="128" r="34" fill="none" stroke="${c.metal}" stroke-width="14"/>`
        : bow === 'clover'
          ? `<circle cx="64" cy="112" r="18" fill="${c.metal}"/><circle cx="64" cy="144" r="18" fill="${c.metal}"/><circle cx="48" cy="128" r="18" fill="${c.metal}"/>`
          : `<circle cx="70" cy="124" r="30" fill="${c.metal}"/><circle cx="60" cy="120" r="7" fill="#222"/><circle cx="80" cy="120" r="7" fill="#222"/>`;
    return `${head}<rect x="100" y="120" width="120" height="16" rx="4" fill="${c.metal}"/>${bits}<circle cx="72" cy="128" r="8" fill="${c.main}"/>`;
  },
  idcard: (r, c) =>
    `<rect x="44" y="72" width="168" height="112" rx="12" fill="${lighten(c.main, 0.7)}" stroke="${c.main}" stroke-width="5"/><rect x="60" y="92" width="52" height="64" rx="4" fill="${c.main}"/><circle cx="86" cy="114" r="12" fill="${lighten(c.main, 0.6)}"/>${Array.from({ length: 4 }, (_, i) => `<rect x="124" y="${96 + i * 16}" width="${r.range(40, 74)}" height="6" fill="${darken(c.main, 0.3)}"/>`).join('')}<rect x="60" y="164" width="136" height="8" fill="${c.accent}"/>`,
  avatar: (r, c) => {
    const skin = hsl(r.int(15, 40), 0.45, r.range(0.35, 0.8));
    const hair = hsl(r.int(0, 359), r.range(0.1, 0.6), r.range(0.1, 0.5));
    const style = r.pick(['short', 'long', 'hood', 'hat'] as const);
    const back = style === 'long' ? `<path d="M72,120 Q70,40 128,40 Q186,40 184,120 V210 H72 Z" fill="${hair}"/>` : '';
    const top =
      style === 'hood'
        ? `<path d="M66,140 Q64,36 128,34 Q192,36 190,140 L178,110 Q170,62 128,60 Q86,62 78,110 Z" fill="${c.main}"/>`
        : style === 'hat'
          ? `<rect x="68" y="58" width="120" height="12" rx="4" fill="${darken(c.main, 0.4)}"/><rect x="92" y="22" width="72" height="42" rx="6" fill="${darken(c.main, 0.4)}"/>`
          : `<path d="M80,100 Q84,52 128,52 Q172,52 176,100 Q150,${r.range(70, 86)} 80,100 Z" fill="${hair}"/>`;
    return `${back}<path d="M56,240 Q60,176 128,172 Q196,176 200,240 Z" fill="${c.main}"/><ellipse cx="128" cy="112" rx="46" ry="54" fill="${skin}"/>${top}<circle cx="${r.range(108, 112)}" cy="114" r="5" fill="#222"/><circle cx="${r.range(144, 148)}" cy="114" r="5" fill="#222"/><path d="M114,${r.range(138, 142)} q14,${r.int(-4, 8)} 28,0" stroke="#5a2a2a" stroke-width="3" fill="none"/>`;
  },
  recipe: (r, c) =>
    `<rect x="56" y="56" width="144" height="152" rx="8" fill="${darken(c.main, 0.3)}"/><rect x="66" y="64" width="124" height="136" rx="4" fill="#f4ead2"/>${Array.from({ length: r.int(3, 6) }, (_, i) => `<rect x="80" y="${112 + i * 14}" width="${r.range(40, 90)}" height="5" fill="#8a6a44"/>`).join('')}<circle cx="128" cy="88" r="16" fill="${c.main}"/>`,
  collection: (r, c) =>
    `<rect x="48" y="60" width="160" height="140" rx="8" fill="#3a2a1a" stroke="${c.metal}" stroke-width="4"/>${Array.from({ length: 6 }, (_, i) => `<circle cx="${88 + (i % 3) * 40}" cy="${104 + Math.floor(i / 3) * 52}" r="${r.range(8, 16)}" fill="${r.chance(0.6) ? hsl(r.int(0, 359), 0.6, 0.55) : '#555'}"/>`).join('')}`,
  trophy: (r, c) =>
    r.chance(0.5)
      ? `<path d="M84,52 H172 V96 Q172,140 128,146 Q84,140 84,96 Z" fill="${c.metal}"/><path d="M84,66 Q52,66 60,98 Q66,116 88,116 M172,66 Q204,66 196,98 Q190,116 168,116" stroke="${c.metal}" stroke-width="8" fill="none"/><rect x="118" y="144" width="20" height="34" fill="${c.metal}"/><rect x="${r.range(84, 96)}" y="178" width="${r.range(64, 88)}" height="24" rx="4" fill="${darken(c.main, 0.2)}"/>`
      : `<path d="M104,40 L128,96 L152,40 Z" fill="${c.accent}"/><circle cx="128" cy="${r.range(130, 146)}" r="${r.range(40, 52)}" fill="${c.metal}" stroke="${darken(c.metal, 0.3)}" stroke-width="5"/><path d="M128,118 l8,18 l20,2 l-15,13 l5,19 l-18,-10 l-18,10 l5,-19 l-15,-13 l20,-2 Z" fill="${c.main}"/>`,
  specialitem: (r, c) =>
    `<path d="M128,40 Q${r.range(60, 90)},100 128,${r.range(190, 216)} Q${r.range(166, 196)},100 128,40 Z" fill="${c.main}" stroke="${lighten(c.main, 0.5)}" stroke-width="4"/><circle cx="128" cy="120" r="${r.range(10, 22)}" fill="${c.accent}"/>`,
};

const FALLBACK: Draw = (r, c) => {
  const sides = r.int(4, 8);
  const pts = Array.from({ length: sides }, (_, i) => {
    const a = (Math.PI * 2 * i) / sides;
    const rr = r.range(56, 84);
    return `${n1(128 + Math.cos(a) * rr)},${n1(128 + Math.sin(a) * rr)}`;
  });
  return `<path d="M${pts.join(' L')} Z" fill="${c.main}" stroke="${lighten(c.main, 0.4)}" stroke-width="4"/><circle cx="128" cy="128" r="${r.range(12, 28)}" fill="${c.accent}"/>`;
};

/** The SVG (256 x 256) of an item: a rarity-coloured frame around the drawing of its type, varied by its seed. */
export function itemSvg(input: ItemArtInput): string {
  const r = new Seeded(`item|${input.seed}`);
  const hue = r.int(0, 359);
  const main = hsl(hue, r.range(0.45, 0.85), r.range(0.4, 0.6));
  const accent = hsl((hue + r.int(90, 270)) % 360, 0.8, 0.6);
  const metal = r.pick(['#c9a227', '#b8bcc4', '#8c6239', '#d4af37', '#9aa5b1']);
  const type = (input.itemType ?? '').toLowerCase();
  const motif = input.name ? itemMotif(input.name, type) : `type:${type}`;
  const [kind, which] = motif.split(':');
  const draw: Draw =
    kind === 'type'
      ? (SHAPED[type] ?? DRAW[type] ?? FALLBACK)
      : kind === 'recipe' || kind === 'collection'
        ? (rr, cc, nn) =>
            framed(
              kind,
              which.startsWith('@') ? (r2, c2) => (SHAPED[which.slice(1)] ?? DRAW[which.slice(1)])(r2, c2, nn) : (MOTIFS[which] ?? null),
              rr,
              cc,
            )
        : (MOTIFS[motif] ?? SHAPED[type] ?? DRAW[type] ?? FALLBACK);
  const bg = hsl((hashText(type) + hue / 4) % 360, 0.3, 0.12);
  const rays =
    input.rarityRank >= 3
      ? Array.from(
          { length: 12 },
          (_, i) =>
            `<path d="M128,128 L${n1(128 + Math.cos((i * Math.PI) / 6) * 180)},${n1(128 + Math.sin((i * Math.PI) / 6) * 180)} L${n1(128 + Math.cos((i * Math.PI) / 6 + 0.14) * 180)},${n1(128 + Math.sin((i * Math.PI) / 6 + 0.14) * 180)} Z" fill="${input.rarityColor}" opacity="0.12"/>`,
        ).join('')
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<defs><radialGradient id="ibg" cx="50%" cy="50%" r="70%"><stop offset="0" stop-color="${lighten(bg, 0.15)}"/><stop offset="1" stop-color="${darken(bg, 0.5)}"/></radialGradient></defs>` +
    `<rect x="4" y="4" width="248" height="248" rx="28" fill="url(#ibg)" stroke="${input.rarityColor}" stroke-width="${6 + input.rarityRank}"/>${rays}` +
    `<circle cx="128" cy="132" r="92" fill="${input.rarityColor}" opacity="0.12"/>` +
    draw(r, { main, accent, metal }, input.name ?? '') +
    `</svg>`
  );
}
