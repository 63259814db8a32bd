import { darken, lighten } from './color';
import { Seeded } from './seeded';

/**
 * What an item looks like, chosen from its name: a small keyword table (first match wins, so the more specific words
 * come first: "Bone-Marrow Custard" is a bowl, not a bone). The item type's own drawing is only the fallback, and a
 * few types (traps, circles, cauldrons, cameras, crystals, contracts, ...) always keep their type's shape, varied by
 * name. Pure.
 */
export type Colors = { main: string; accent: string; metal: string };
export type Draw = (r: Seeded, c: Colors) => string;

const n1 = (v: number) => Math.round(v * 10) / 10;
const INK = '#1b1b22';
const BONE = '#efe6d0';
const PAPER = '#f1e3c0';

/** Keyword (a whole word or the start of one, case-insensitive) → motif. Order matters. */
export const ITEM_MOTIF_KEYWORDS: readonly (readonly [string, string])[] = [
  // food and drink first: their names often mention what they are made of
  ['custard', 'bowl'],
  ['stew', 'bowl'],
  ['soup', 'bowl'],
  ['porridge', 'bowl'],
  ['pudding', 'bowl'],
  ['brew', 'mug'],
  ['grog', 'mug'],
  ['ale', 'mug'],
  ['mead', 'mug'],
  ['draught', 'bottle'],
  ['wine', 'bottle'],
  ['bottle', 'bottle'],
  ['tonic', 'bottle'],
  ['elixir', 'flask'],
  ['tears', 'teardrop'],
  ['oil', 'oillamp'],
  ['lamp', 'oillamp'],
  ['bread', 'bread'],
  ['baguette', 'bread'],
  ['loaf', 'bread'],
  ['truffle', 'truffle'],
  ['cheese', 'cheese'],
  ['mitre', 'mitre'],
  ['eel', 'eel'],
  ['fish', 'fish'],
  ['herring', 'fish'],
  ['grapes', 'grapes'],
  ['turnip', 'turnip'],
  ['pumpkin', 'turnip'],
  ['poppy', 'flower'],
  ['flower', 'flower'],
  ['rose window', 'glassshard'],
  ['sheaf', 'sheaf'],
  ['wheat', 'sheaf'],
  // things
  ['coin', 'coin'],
  ['token', 'coin'],
  ['locket', 'locket'],
  ['amulet', 'locket'],
  ['pendant', 'locket'],
  ['bullet', 'bullet'],
  ['rosary', 'rosary'],
  ['signet', 'ring'],
  ['ring', 'ring'],
  ['watch', 'watch'],
  ['bell', 'bell'],
  ['lantern', 'lantern'],
  ['candle', 'candle'],
  ['jar', 'jar'],
  ['ribbon', 'ribbon'],
  ['sickle', 'sickle'],
  ['amber', 'gem'],
  ['jewel', 'gem'],
  ['gem', 'gem'],
  ['pearl', 'pearl'],
  ['comet', 'comet'],
  ['fang', 'fang'],
  ['tooth', 'fang'],
  ['feather', 'feather'],
  ['ember', 'flame'],
  ['fire', 'flame'],
  ['wing', 'wing'],
  ['thread', 'spool'],
  ['seal', 'seal'],
  ['residue', 'slime'],
  ['ectoplasm', 'slime'],
  ['dust', 'dust'],
  ['skull', 'skull'],
  ['femur', 'bone'],
  ['bone', 'bone'],
  ['marrow', 'bone'],
  ['noose', 'noose'],
  ['gallows', 'gallows'],
  ['eye', 'eye'],
  ['gavel', 'gavel'],
  ['hymnal', 'page'],
  ['page', 'page'],
  ['book', 'book'],
  ['tome', 'book'],
  ['grimoire', 'book'],
  ['paddle', 'wheel'],
  ['wheel', 'wheel'],
  ['millrace', 'wheel'],
  ['sack', 'sack'],
  ['invitation', 'card'],
  ['card', 'card'],
  ['crystal ball', 'crystalball'],
  ['séance', 'crystalball'],
  ['seance', 'crystalball'],
  ['crown', 'crown'],
  ['sceptre', 'sceptre'],
  ['staff', 'staff'],
  ['cork', 'cork'],
  ['cape', 'cape'],
  ['cloak', 'cape'],
  ['nail', 'nail'],
  ['step', 'stairs'],
  ['stair', 'stairs'],
  ['map', 'map'],
  ['masque', 'mask'],
  ['mask', 'mask'],
  ['photograph', 'photo'],
  ['gravedigger', 'shovel'],
  ['shovel', 'shovel'],
  ['whistle', 'whistle'],
  ['harpoon', 'harpoon'],
  ['lure', 'lure'],
  ['hook', 'lure'],
  ['gift', 'gift'],
  ['doctor', 'beakmask'],
  ['vampire', 'vampire'],
  ['black cat', 'cat'],
  ['kitten', 'cat'],
  ['key', 'key'],
  ['mirror', 'mirror'],
  ['scale', 'scale'],
  // collections and other themes (least specific)
  ['vestry', 'candle'],
  ['abbey', 'bell'],
  ['peat', 'flame'],
  ['bog', 'flame'],
  ['crossing', 'lantern'],
  ['vintage', 'bottle'],
  ['castle', 'key'],
  ['ossuary', 'skull'],
  ['catacomb', 'bone'],
  ['cathedral', 'glassshard'],
  ['court', 'ring'],
  // recipes name what they make: a trap, a circle or a cauldron is drawn as that type's shape
  ['cauldron', '@cauldron'],
  ['crucible', '@cauldron'],
  ['sigil', '@magiccicle'],
  ['cage', '@mechanism'],
  ['loch', 'fish'],
];

/** Types that always keep their own (name-varied) shape: a "Magic-Lantern Camera" is a camera, not a lantern. */
export const SHAPED_TYPES = new Set([
  'mechanism',
  'magiccicle',
  'cauldron',
  'camera',
  'chronocrystal',
  'contract',
  'plasma',
  'monsterplasma',
  'idcard',
  'bagpipe',
]);
/** Types drawn as a frame around the motif of the rest of the name ("Recipe: Moonwine Draught" is a page with a bottle). */
export const FRAMED_TYPES = new Set(['recipe', 'collection']);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS = ITEM_MOTIF_KEYWORDS.map(([word, motif]) => [new RegExp(`(^|[^\\p{L}])${escapeRe(word)}`, 'iu'), motif] as const);

/** The motif a name asks for, or null when no keyword matches. */
export function motifOfName(name: string): string | null {
  for (const [re, motif] of MATCHERS) if (re.test(name)) return motif;
  return null;
}

/** What an item of this name and type is drawn as: a motif name, `type:<type>` for its type's shape, or `frame:<motif>`. */
export function itemMotif(name: string, itemType: string): string {
  const type = itemType.toLowerCase();
  if (SHAPED_TYPES.has(type)) return `type:${type}`;
  if (FRAMED_TYPES.has(type)) {
    const inner = motifOfName(name.replace(/^[^:]*:\s*/, ''));
    return `${type}:${inner ?? 'none'}`;
  }
  return motifOfName(name) ?? `type:${type}`;
}

const boneShape = (r: Seeded) =>
  `<g transform="rotate(${r.int(-50, -20)} 128 128)"><rect x="70" y="116" width="116" height="24" rx="10" fill="${BONE}"/><circle cx="66" cy="114" r="16" fill="${BONE}"/><circle cx="66" cy="142" r="16" fill="${BONE}"/><circle cx="190" cy="114" r="16" fill="${BONE}"/><circle cx="190" cy="142" r="16" fill="${BONE}"/></g>`;

/** The drawings, each inside 256 x 256 around the centre, on the dark rarity frame. */
export const MOTIFS: Record<string, Draw> = {
  bowl: (r, c) =>
    `<path d="M52,132 H204 Q200,206 128,208 Q56,206 52,132 Z" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="4"/><ellipse cx="128" cy="132" rx="76" ry="16" fill="${c.main}"/><ellipse cx="${r.range(104, 150)}" cy="130" rx="14" ry="5" fill="${lighten(c.main, 0.4)}"/><rect x="100" y="206" width="56" height="10" rx="4" fill="${darken(c.metal, 0.3)}"/><path d="M150,128 L196,${r.range(60, 80)}" stroke="#d9d9d9" stroke-width="8" stroke-linecap="round"/>` +
    [100, 128]
      .map((x) => `<path d="M${x},110 q-10,-16 0,-30 q10,-14 0,-28" stroke="#e8e8f0" stroke-width="4" fill="none" opacity="0.45"/>`)
      .join(''),
  mug: (r, c) =>
    `<path d="M168,100 q44,0 40,40 q-4,36 -40,34" stroke="${darken(c.metal, 0.2)}" stroke-width="14" fill="none"/><rect x="72" y="84" width="100" height="128" rx="10" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="4"/>` +
    `${[100, 130, 160].map((y) => `<rect x="72" y="${y + r.int(0, 6)}" width="100" height="7" fill="${darken(c.metal, 0.3)}"/>`).join('')}<path d="M64,92 q10,-${r.int(20, 34)} 30,-14 q14,-22 36,-6 q20,-18 38,4 q14,2 8,16 Z" fill="${lighten(c.main, 0.7)}"/><path d="M82,96 q4,${r.int(16, 30)} 0,40" stroke="${lighten(c.main, 0.7)}" stroke-width="8" stroke-linecap="round"/>`,
  bottle: (r, c) => {
    const w = r.range(30, 40);
    return `<path d="M${n1(128 - 10)},34 H${n1(128 + 10)} V88 Q${n1(128 + w)},100 ${n1(128 + w)},130 V206 Q${n1(128 + w)},216 ${n1(128 + w - 10)},216 H${n1(128 - w + 10)} Q${n1(128 - w)},216 ${n1(128 - w)},206 V130 Q${n1(128 - w)},100 118,88 Z" fill="${darken(c.main, 0.45)}" stroke="${lighten(c.main, 0.3)}" stroke-width="4"/><rect x="116" y="28" width="24" height="16" rx="3" fill="${c.metal}"/><rect x="${n1(128 - w + 6)}" y="${r.range(138, 150)}" width="${n1(2 * w - 12)}" height="44" rx="4" fill="${PAPER}"/><circle cx="128" cy="${r.range(160, 168)}" r="9" fill="${c.accent}"/><path d="M${n1(128 - w + 8)},120 V196" stroke="#fff" stroke-width="5" opacity="0.25"/>`;
  },
  teardrop: (r, c) =>
    `<path d="M128,42 Q${r.range(70, 84)},130 80,160 A48,48 0 0,0 176,160 Q${r.range(172, 186)},130 128,42 Z" fill="${c.main}" fill-opacity="0.75" stroke="${lighten(c.main, 0.6)}" stroke-width="5"/><path d="M104,150 q-4,24 14,36" stroke="#fff" stroke-width="6" fill="none" opacity="0.5"/><rect x="116" y="30" width="24" height="16" rx="3" fill="${c.metal}"/>`,
  oillamp: (r, c) =>
    `<path d="M60,168 Q70,128 128,126 Q176,126 188,150 L226,${r.range(120, 132)} L214,146 Q200,176 160,184 H92 Q62,184 60,168 Z" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="4"/><path d="M60,160 q-34,-4 -30,-30 q4,-20 26,-12" stroke="${c.metal}" stroke-width="9" fill="none"/><ellipse cx="128" cy="126" rx="30" ry="8" fill="${darken(c.metal, 0.3)}"/><rect x="96" y="184" width="64" height="14" rx="4" fill="${darken(c.metal, 0.2)}"/>` +
    `<path d="M222,${r.range(112, 122)} q-16,-30 4,-58 q18,28 -4,58 Z" fill="#ffb703"/><path d="M222,108 q-6,-16 2,-30 q8,14 -2,30 Z" fill="#fff3b0"/><ellipse cx="128" cy="118" rx="${r.range(8, 14)}" ry="5" fill="${c.main}"/>`,
  bread: (r, c) => {
    const cuts = r.int(3, 5);
    return `<g transform="rotate(${r.int(-40, -25)} 128 128)"><rect x="30" y="98" width="196" height="60" rx="30" fill="#c8843c" stroke="#7a4a1c" stroke-width="4"/><rect x="40" y="104" width="176" height="20" rx="10" fill="#e0a860" opacity="0.6"/>${Array.from({ length: cuts }, (_, i) => `<path d="M${n1(62 + (i * 140) / cuts)},142 q14,-16 28,-30" stroke="#f3d49a" stroke-width="7" stroke-linecap="round"/>`).join('')}</g><circle cx="${r.range(170, 196)}" cy="${r.range(190, 204)}" r="14" fill="#f4f1e6" stroke="${c.main}" stroke-width="3"/><path d="M${196},190 q6,-10 14,-8" stroke="#7fa650" stroke-width="4" fill="none"/>`;
  },
  truffle: (r, c) =>
    `<path d="M70,150 L86,206 H170 L186,150 Z" fill="${c.accent}" stroke="${darken(c.accent, 0.4)}" stroke-width="3"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M${90 + i * 19},156 L${96 + i * 16},204" stroke="${darken(c.accent, 0.3)}" stroke-width="3"/>`).join('')}<circle cx="128" cy="128" r="${r.range(48, 56)}" fill="#3b2418"/><path d="M90,104 q20,${r.int(14, 26)} 38,6 q18,${r.int(14, 26)} 40,-4 q-4,-24 -40,-30 q-34,2 -38,28 Z" fill="${lighten(c.main, 0.6)}"/><circle cx="112" cy="110" r="6" fill="#fff" opacity="0.4"/>`,
  cheese: (r, c) =>
    `<path d="M56,186 L200,186 L200,132 L56,154 Z" fill="#f2c94c" stroke="#9a7a1c" stroke-width="4"/><path d="M56,154 L150,96 L200,132 Z" fill="#f8dc7a" stroke="#9a7a1c" stroke-width="4"/>` +
    Array.from(
      { length: r.int(3, 5) },
      () => `<circle cx="${r.range(76, 184)}" cy="${r.range(156, 176)}" r="${r.range(5, 9)}" fill="#c99a2a"/>`,
    ).join('') +
    `<path d="M64,150 q${r.int(20, 40)},-10 60,-30" stroke="${c.main}" stroke-width="6" fill="none" opacity="0.8"/>`,
  eel: (r, c) =>
    `<path d="M36,${r.range(170, 186)} C70,110 100,210 140,140 S200,${r.range(90, 110)} 220,80" stroke="${darken(c.main, 0.2)}" stroke-width="26" fill="none" stroke-linecap="round"/><path d="M36,176 C70,116 100,216 140,146 S200,104 220,86" stroke="${lighten(c.main, 0.3)}" stroke-width="6" fill="none" opacity="0.6"/><circle cx="214" cy="80" r="4" fill="#fff"/><path d="M52,196 q40,10 60,-20" stroke="#7a5a3a" stroke-width="3" fill="none" opacity="0.5"/>`,
  fish: (r, c) =>
    `<path d="M50,128 Q110,${r.range(64, 80)} 176,128 Q110,${r.range(176, 192)} 50,128 Z" fill="${c.main}" stroke="${lighten(c.main, 0.4)}" stroke-width="4"/><path d="M174,128 L218,${r.range(92, 104)} L210,128 L218,${r.range(152, 164)} Z" fill="${darken(c.main, 0.2)}"/><circle cx="80" cy="122" r="7" fill="#fff"/><circle cx="80" cy="122" r="3" fill="${INK}"/><path d="M110,104 q12,24 0,48 M132,106 q12,22 0,44" stroke="${darken(c.main, 0.35)}" stroke-width="3" fill="none"/>`,
  grapes: (r, c) =>
    `<path d="M128,58 q6,-20 22,-26" stroke="#6b4a2a" stroke-width="6" fill="none"/><path d="M132,62 q30,-24 54,-6 q-24,18 -54,6 Z" fill="#4f7a3a"/>` +
    [
      [104, 88],
      [128, 84],
      [152, 88],
      [92, 112],
      [116, 110],
      [140, 110],
      [164, 112],
      [104, 136],
      [128, 136],
      [152, 136],
      [116, 160],
      [140, 160],
      [128, 184],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="${r.range(13, 15)}" fill="${darken(c.main, 0.35)}" stroke="${darken(c.main, 0.6)}" stroke-width="2"/><circle cx="${x - 4}" cy="${y - 4}" r="3" fill="#fff" opacity="0.4"/>`,
      )
      .join(''),
  turnip: (r, _c) =>
    `<path d="M128,212 Q60,200 64,140 Q70,92 128,92 Q186,92 192,140 Q196,200 128,212 Z" fill="#e8d8c8" stroke="#9a7a6a" stroke-width="4"/><path d="M90,100 Q110,88 128,92 Q146,88 166,100 Q150,84 128,84 Q106,84 90,100 Z" fill="#a05a9a"/><path d="M128,86 q-${r.int(8, 20)},-40 -30,-50 M128,86 q4,-44 ${r.int(14, 30)},-52" stroke="#4f7a3a" stroke-width="8" fill="none"/>` +
    `<path d="M96,140 l14,-12 l14,12 Z M132,140 l14,-12 l14,12 Z" fill="#ffb703"/><path d="M96,170 l10,-8 l10,8 l12,-8 l12,8 l12,-8 l10,8 Q128,192 96,170 Z" fill="#ffb703"/>`,
  flower: (r, c) =>
    `<path d="M128,150 Q${r.range(116, 140)},190 128,226" stroke="#3f6a2a" stroke-width="6" fill="none"/><path d="M128,200 q24,-4 32,-22" stroke="#3f6a2a" stroke-width="5" fill="none"/>` +
    Array.from({ length: 5 }, (_, i) => {
      const a = (Math.PI * 2 * i) / 5 + r.range(0, 0.3);
      return `<ellipse cx="${n1(128 + Math.cos(a) * 34)}" cy="${n1(108 + Math.sin(a) * 34)}" rx="34" ry="26" transform="rotate(${Math.round((a * 180) / Math.PI)} ${n1(128 + Math.cos(a) * 34)} ${n1(108 + Math.sin(a) * 34)})" fill="#c8202a" stroke="#7a1016" stroke-width="2"/>`;
    }).join('') +
    `<circle cx="128" cy="108" r="16" fill="${INK}"/>${Array.from({ length: 6 }, (_, i) => `<circle cx="${n1(128 + Math.cos(i) * 10)}" cy="${n1(108 + Math.sin(i) * 10)}" r="2" fill="${c.accent}"/>`).join('')}`,
  sheaf: (r, c) =>
    Array.from({ length: 9 }, (_, i) => {
      const a = -0.5 + i * 0.125;
      const x = n1(128 + Math.sin(a) * 100);
      const y = n1(150 - Math.cos(a) * 104);
      return `<path d="M128,200 L${x},${y}" stroke="#c9a046" stroke-width="5"/><ellipse cx="${x}" cy="${y}" rx="7" ry="${r.range(14, 18)}" transform="rotate(${Math.round((a * 180) / Math.PI)} ${x} ${y})" fill="#e8c468"/>`;
    }).join('') +
    `<path d="M104,150 h48 v16 h-48 Z" fill="${c.main}"/><path d="M128,200 l-20,20 M128,200 l20,20 M128,200 v22" stroke="#c9a046" stroke-width="5"/>`,
  coin: (r, c) => {
    const symbol = r.pick(['skull', 'cross', 'star', 'noose'] as const);
    const s =
      symbol === 'skull'
        ? `<path d="M108,122 Q108,98 128,98 Q148,98 148,122 L142,134 V146 H114 V134 Z" fill="${darken(c.metal, 0.45)}"/><circle cx="120" cy="120" r="5" fill="${c.metal}"/><circle cx="136" cy="120" r="5" fill="${c.metal}"/>`
        : symbol === 'cross'
          ? `<path d="M120,92 h16 v22 h22 v16 h-22 v36 h-16 v-36 h-22 v-16 h22 Z" fill="${darken(c.metal, 0.45)}"/>`
          : symbol === 'star'
            ? `<path d="M128,92 l10,24 l26,2 l-20,16 l7,26 l-23,-14 l-23,14 l7,-26 l-20,-16 l26,-2 Z" fill="${darken(c.metal, 0.45)}"/>`
            : `<path d="M128,88 V112" stroke="${darken(c.metal, 0.45)}" stroke-width="5"/><circle cx="128" cy="132" r="20" fill="none" stroke="${darken(c.metal, 0.45)}" stroke-width="6"/>`;
    return `<ellipse cx="${n1(132)}" cy="134" rx="74" ry="76" fill="${darken(c.metal, 0.4)}"/><circle cx="128" cy="128" r="74" fill="${c.metal}" stroke="${darken(c.metal, 0.3)}" stroke-width="5"/><circle cx="128" cy="128" r="58" fill="none" stroke="${lighten(c.metal, 0.3)}" stroke-width="3" stroke-dasharray="${r.int(3, 8)} 4"/>${s}<circle cx="${r.range(168, 176)}" cy="${r.range(80, 90)}" r="5" fill="${c.main}"/>`;
  },
  locket: (r, c) => {
    const heart = r.chance(0.5);
    const body = heart
      ? `<path d="M128,206 L72,144 Q52,112 80,96 Q108,84 128,110 Q148,84 176,96 Q204,112 184,144 Z" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="5"/>`
      : `<ellipse cx="128" cy="148" rx="50" ry="60" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="5"/>`;
    return `<path d="M60,30 Q128,${r.range(110, 130)} 196,30" stroke="${c.metal}" stroke-width="4" stroke-dasharray="6 4" fill="none"/><circle cx="128" cy="${heart ? 96 : 84}" r="9" fill="none" stroke="${c.metal}" stroke-width="5"/>${body}<circle cx="128" cy="${heart ? 136 : 148}" r="${r.range(14, 20)}" fill="${c.main}" stroke="${lighten(c.main, 0.4)}" stroke-width="3"/><path d="M116,${heart ? 128 : 140} q6,-6 12,-2" stroke="#fff" stroke-width="3" fill="none" opacity="0.6"/>`;
  },
  bullet: (r, c) =>
    `<g transform="rotate(${r.int(20, 40)} 128 128)"><path d="M104,110 Q104,40 128,30 Q152,40 152,110 Z" fill="#d8dde4" stroke="#8a94a0" stroke-width="4"/><rect x="100" y="110" width="56" height="104" rx="4" fill="#c9a227" stroke="#7a6010" stroke-width="4"/><rect x="96" y="206" width="64" height="12" rx="3" fill="#a88414"/><path d="M114,44 Q112,80 114,104" stroke="#fff" stroke-width="5" opacity="0.6" fill="none"/><path d="M112,150 h32" stroke="${c.main}" stroke-width="6"/></g>`,
  rosary: (r, c) =>
    Array.from({ length: 20 }, (_, i) => {
      const a = (Math.PI * 2 * i) / 22 - Math.PI / 2 + 0.3;
      return `<circle cx="${n1(128 + Math.cos(a) * 70)}" cy="${n1(104 + Math.sin(a) * 62)}" r="${i % 5 === 0 ? 9 : 6}" fill="${i % 5 === 0 ? c.main : c.metal}"/>`;
    }).join('') +
    `<path d="M128,166 V184" stroke="${c.metal}" stroke-width="4"/><path d="M120,184 h16 v14 h14 v12 h-14 v26 h-16 v-26 h-14 v-12 h14 Z" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="2"/><circle cx="128" cy="${r.range(40, 44)}" r="3" fill="${c.accent}"/>`,
  ring: (r, c) =>
    `<ellipse cx="128" cy="150" rx="64" ry="${r.range(48, 58)}" fill="none" stroke="${c.metal}" stroke-width="16"/><ellipse cx="128" cy="150" rx="64" ry="52" fill="none" stroke="${lighten(c.metal, 0.4)}" stroke-width="3" opacity="0.6"/><rect x="96" y="70" width="64" height="44" rx="10" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="4"/><rect x="106" y="78" width="44" height="28" rx="6" fill="${c.main}"/><path d="M${r.pick(['116,86 l24,12 M140,86 l-24,12', '128,82 v20 M118,92 h20', '116,98 l12,-14 l12,14 Z'])}" stroke="${darken(c.main, 0.5)}" stroke-width="4" fill="none"/>`,
  watch: (r, c) => {
    const h = r.range(0, Math.PI * 2);
    return `<path d="M128,70 Q${r.range(170, 200)},40 ${r.range(200, 220)},${r.range(20, 40)}" stroke="${c.metal}" stroke-width="4" stroke-dasharray="6 3" fill="none"/><rect x="118" y="56" width="20" height="18" rx="4" fill="${c.metal}"/><circle cx="128" cy="140" r="66" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="5"/><circle cx="128" cy="140" r="54" fill="#f4efe0"/>${Array.from({ length: 12 }, (_, i) => `<path d="M${n1(128 + Math.cos((i * Math.PI) / 6) * 46)},${n1(140 + Math.sin((i * Math.PI) / 6) * 46)} L${n1(128 + Math.cos((i * Math.PI) / 6) * 52)},${n1(140 + Math.sin((i * Math.PI) / 6) * 52)}" stroke="${INK}" stroke-width="3"/>`).join('')}<path d="M128,140 L${n1(128 + Math.cos(h) * 28)},${n1(140 + Math.sin(h) * 28)} M128,140 L${n1(128 + Math.cos(h * 3) * 42)},${n1(140 + Math.sin(h * 3) * 42)}" stroke="${INK}" stroke-width="4" stroke-linecap="round"/><circle cx="128" cy="140" r="5" fill="${c.main}"/>`;
  },
  bell: (r, c) =>
    `<path d="M128,40 v14" stroke="${c.metal}" stroke-width="8"/>${r.chance(0.5) ? `<rect x="118" y="18" width="20" height="30" rx="6" fill="#6b4a2a"/>` : `<circle cx="128" cy="40" r="12" fill="none" stroke="${c.metal}" stroke-width="6"/>`}<path d="M128,54 Q84,56 82,120 Q80,170 ${r.range(52, 62)},190 H${r.range(194, 204)} Q176,170 174,120 Q172,56 128,54 Z" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="5"/><rect x="56" y="186" width="144" height="12" rx="6" fill="${darken(c.metal, 0.2)}"/><circle cx="128" cy="${r.range(206, 214)}" r="14" fill="${darken(c.metal, 0.3)}"/><path d="M100,80 Q94,120 96,160" stroke="#fff" stroke-width="6" opacity="0.35" fill="none"/><path d="M70,150 q-16,10 -14,26 M186,150 q16,10 14,26" stroke="${c.main}" stroke-width="4" fill="none"/>`,
  lantern: (r, c) => {
    const w = r.range(34, 44);
    return `<path d="M112,50 Q128,20 144,50" stroke="${c.metal}" stroke-width="6" fill="none"/><path d="M${n1(128 - w - 6)},72 L128,46 L${n1(128 + w + 6)},72 Z" fill="${darken(c.metal, 0.2)}"/><rect x="${n1(128 - w)}" y="72" width="${n1(2 * w)}" height="110" rx="4" fill="${c.main}" fill-opacity="0.35" stroke="${c.metal}" stroke-width="6"/><path d="M128,72 V182 M${n1(128 - w)},127 H${n1(128 + w)}" stroke="${c.metal}" stroke-width="3" opacity="0.6"/><ellipse cx="128" cy="130" rx="${n1(w * 0.8)}" ry="44" fill="${lighten(c.main, 0.3)}" opacity="0.35"/><path d="M128,150 q-14,-20 0,-44 q14,22 0,44 Z" fill="#ffd36b"/><rect x="${n1(128 - w - 8)}" y="180" width="${n1(2 * w + 16)}" height="16" rx="4" fill="${darken(c.metal, 0.2)}"/>`;
  },
  candle: (r, c) => {
    const h = r.range(80, 120);
    return `<ellipse cx="128" cy="212" rx="60" ry="12" fill="${c.metal}"/><rect x="104" y="${n1(208 - h)}" width="48" height="${h}" rx="6" fill="${lighten(c.main, 0.6)}"/><path d="M104,${n1(218 - h)} q8,${r.int(14, 30)} 2,40 M152,${n1(214 - h)} q-6,20 -2,30" stroke="${lighten(c.main, 0.4)}" stroke-width="6" fill="none"/><path d="M128,${n1(208 - h)} v-10" stroke="${INK}" stroke-width="3"/><path d="M128,${n1(194 - h)} q-14,-22 0,-42 q14,20 0,42 Z" fill="#ffb703"/><path d="M128,${n1(194 - h)} q-6,-12 0,-22 q6,10 0,22 Z" fill="#fff3b0"/>`;
  },
  jar: (r, c) =>
    `<rect x="72" y="84" width="112" height="128" rx="20" fill="#dfe9f5" fill-opacity="0.22" stroke="#e8f0ff" stroke-width="4"/><rect x="64" y="68" width="128" height="20" rx="6" fill="${c.metal}"/>` +
    Array.from({ length: r.int(3, 6) }, () => {
      const x = r.range(92, 164);
      const y = r.range(108, 192);
      return `<circle cx="${x}" cy="${y}" r="${r.range(9, 15)}" fill="${c.main}" opacity="0.35"/><circle cx="${x}" cy="${y}" r="${r.range(3, 6)}" fill="${lighten(c.main, 0.7)}"/>`;
    }).join('') +
    `<path d="M86,100 V196" stroke="#fff" stroke-width="5" opacity="0.3"/>`,
  ribbon: (r, c) =>
    `<path d="M40,${r.range(70, 90)} C100,30 110,180 160,110 S210,${r.range(150, 170)} 224,210" stroke="${c.main}" stroke-width="26" fill="none"/><path d="M40,80 C100,40 110,190 160,120 S210,170 224,220" stroke="${lighten(c.main, 0.4)}" stroke-width="4" fill="none" opacity="0.7"/><path d="M40,190 C80,150 90,220 150,180 S200,120 220,60" stroke="${c.accent}" stroke-width="14" fill="none" opacity="0.9"/>`,
  sickle: (r, c) =>
    `<path d="M96,186 Q40,120 84,64 Q130,24 196,${r.range(54, 66)} Q136,54 110,88 Q82,130 112,178 Z" fill="#d8dde4" stroke="#7a848e" stroke-width="4"/><rect x="100" y="172" width="22" height="64" rx="6" transform="rotate(-30 111 204)" fill="#8c6239" stroke="#4a3018" stroke-width="3"/><path d="M92,80 Q70,110 84,150" stroke="#fff" stroke-width="4" fill="none" opacity="0.5"/><circle cx="${r.range(150, 170)}" cy="64" r="4" fill="${c.main}"/>`,
  gem: (r, c) => {
    const w = r.range(60, 76);
    return `<path d="M${n1(128 - w)},108 L${n1(128 - w / 2)},62 H${n1(128 + w / 2)} L${n1(128 + w)},108 L128,210 Z" fill="${c.main}" stroke="${lighten(c.main, 0.5)}" stroke-width="4"/><path d="M${n1(128 - w)},108 H${n1(128 + w)} M${n1(128 - w / 2)},62 L${n1(128 - w / 4)},108 L128,62 L${n1(128 + w / 4)},108 L${n1(128 + w / 2)},62 M${n1(128 - w / 4)},108 L128,210 L${n1(128 + w / 4)},108" stroke="${lighten(c.main, 0.4)}" stroke-width="2" fill="none"/><path d="M${n1(128 - w / 2 + 6)},72 L${n1(128 - w / 4)},100" stroke="#fff" stroke-width="5" opacity="0.7"/><circle cx="${r.range(120, 140)}" cy="${r.range(130, 160)}" r="6" fill="${darken(c.main, 0.5)}"/>`;
  },
  pearl: (r, c) =>
    `<path d="M40,170 Q128,${r.range(110, 130)} 216,170 Q200,220 128,222 Q56,220 40,170 Z" fill="${darken(c.main, 0.3)}" stroke="${c.main}" stroke-width="4"/><circle cx="128" cy="136" r="46" fill="#2a2a36"/><circle cx="128" cy="136" r="46" fill="url(#pearlsheen)"/><defs><radialGradient id="pearlsheen" cx="35%" cy="30%" r="70%"><stop offset="0" stop-color="#c8c8e8"/><stop offset="0.4" stop-color="#5a5a7a" stop-opacity="0.6"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs><circle cx="112" cy="118" r="9" fill="#fff" opacity="0.8"/>`,
  comet: (r, c) =>
    `<path d="M150,110 L36,${r.range(30, 50)} L70,96 L24,110 L80,128 L40,170 Z" fill="${c.main}" opacity="0.5"/><path d="M150,110 L60,60 L90,110 L60,150 Z" fill="${lighten(c.main, 0.5)}" opacity="0.6"/><path d="M130,120 Q138,${r.range(76, 90)} 176,88 Q220,96 214,140 Q206,184 164,180 Q124,172 130,120 Z" fill="#5a4a48" stroke="#2a2020" stroke-width="4"/><circle cx="166" cy="120" r="10" fill="#3a302e"/><circle cx="186" cy="152" r="7" fill="#3a302e"/><path d="M150,96 q20,-6 40,4" stroke="#ffcf70" stroke-width="4" fill="none"/>`,
  fang: (r) =>
    `<g transform="rotate(${r.int(-20, 10)} 128 128)"><path d="M92,52 Q128,36 168,54 Q176,104 158,148 Q140,192 ${r.range(100, 112)},226 Q118,184 114,150 Q108,104 92,52 Z" fill="#f4efe2" stroke="#b8ab90" stroke-width="4"/><path d="M96,58 Q110,40 124,58 M136,56 Q152,40 164,60" stroke="#c8b8a0" stroke-width="5" fill="none"/><path d="M128,84 Q138,130 122,188" stroke="#fff" stroke-width="6" fill="none" opacity="0.7"/><path d="M150,120 Q148,150 136,172" stroke="#d8ccb4" stroke-width="3" fill="none"/><circle cx="${r.range(112, 120)}" cy="214" r="5" fill="#9a1020"/></g>`,
  feather: (r, c) =>
    `<g transform="rotate(${r.int(25, 45)} 128 128)"><path d="M128,24 Q176,70 160,160 Q148,204 128,214 Q108,204 96,160 Q80,70 128,24 Z" fill="#1e1e2a" stroke="${lighten(c.main, 0.2)}" stroke-width="3"/><path d="M128,30 V236" stroke="#6a6a80" stroke-width="4"/>${Array.from({ length: 7 }, (_, i) => `<path d="M128,${60 + i * 20} l${r.int(20, 30)},-14 M128,${60 + i * 20} l-${r.int(20, 30)},-14" stroke="#4a4a66" stroke-width="2"/>`).join('')}</g>`,
  flame: (r, c) =>
    `<ellipse cx="128" cy="200" rx="56" ry="14" fill="#2a2020"/><path d="M128,${r.range(30, 46)} Q196,110 176,170 Q164,206 128,206 Q92,206 80,170 Q64,124 104,${r.range(80, 100)} Q104,124 120,132 Q112,80 128,40 Z" fill="${c.main}"/><path d="M128,92 Q168,140 152,178 Q140,198 128,198 Q110,198 104,176 Q98,150 128,92 Z" fill="${lighten(c.main, 0.5)}"/><circle cx="128" cy="176" r="14" fill="#fff8d0"/>`,
  wing: (r, c) =>
    `<path d="M40,100 Q128,${r.range(40, 60)} 220,80 Q208,120 196,130 Q184,112 164,128 Q148,108 126,132 Q108,112 88,136 Q72,118 52,140 Q48,120 40,100 Z" fill="#2a2030" stroke="${lighten(c.main, 0.1)}" stroke-width="4"/><path d="M40,100 L196,130 M80,92 L164,128 M130,78 L126,132 M176,76 L88,136" stroke="${darken(c.main, 0.2)}" stroke-width="3"/><path d="M40,100 l-10,-20 l18,10 Z" fill="#2a2030"/>`,
  spool: (r, c) =>
    `<rect x="74" y="56" width="108" height="18" rx="5" fill="#8c6239"/><rect x="74" y="182" width="108" height="18" rx="5" fill="#8c6239"/><rect x="88" y="74" width="80" height="108" fill="${lighten(c.main, 0.7)}"/>${Array.from({ length: 9 }, (_, i) => `<path d="M88,${80 + i * 12} L168,${86 + i * 12}" stroke="${lighten(c.main, 0.4)}" stroke-width="3"/>`).join('')}<path d="M168,150 Q${r.range(200, 220)},180 190,230" stroke="${lighten(c.main, 0.6)}" stroke-width="3" fill="none"/>`,
  seal: (r, c) => {
    const blobs = Array.from({ length: 9 }, (_, i) => {
      const a = (Math.PI * 2 * i) / 9;
      const rr = r.range(62, 74);
      return `${n1(128 + Math.cos(a) * rr)},${n1(136 + Math.sin(a) * rr)}`;
    });
    return `<path d="M${blobs.join(' L')} Z" fill="${darken(c.main, 0.55)}" stroke="${darken(c.main, 0.7)}" stroke-width="6" stroke-linejoin="round"/><circle cx="128" cy="136" r="44" fill="none" stroke="${darken(c.main, 0.25)}" stroke-width="5"/><path d="M${r.pick(['108,116 L148,156 M148,116 L108,156', '128,108 V164 M104,128 H152', '108,152 L128,110 L148,152 Z'])}" stroke="${darken(c.main, 0.25)}" stroke-width="7" fill="none"/><path d="M92,100 q10,-12 26,-14" stroke="#fff" stroke-width="4" opacity="0.25" fill="none"/>`;
  },
  slime: (r, c) =>
    `<path d="M44,196 Q40,150 80,150 Q84,${r.range(90, 110)} 128,100 Q176,96 180,146 Q220,146 214,196 Z" fill="${c.main}" opacity="0.85"/><path d="M70,196 v${r.int(12, 26)} M120,196 v${r.int(16, 30)} M172,196 v${r.int(10, 22)}" stroke="${c.main}" stroke-width="10" stroke-linecap="round" opacity="0.85"/><circle cx="110" cy="140" r="9" fill="#fff" opacity="0.6"/><circle cx="150" cy="160" r="5" fill="#fff" opacity="0.5"/>`,
  dust: (r, _c) =>
    `<path d="M40,206 Q128,${r.range(96, 110)} 216,206 Z" fill="#d8d0bc"/><path d="M70,206 Q128,130 186,206" fill="none" stroke="#b8ae98" stroke-width="3"/>` +
    Array.from(
      { length: 14 },
      () =>
        `<circle cx="${r.range(60, 196)}" cy="${r.range(60, 140)}" r="${r.range(1.5, 4)}" fill="#e8e0cc" opacity="${r.range(0.4, 0.9)}"/>`,
    ).join('') +
    `<path d="M160,190 l30,-14" stroke="${BONE}" stroke-width="8" stroke-linecap="round"/><circle cx="192" cy="170" r="6" fill="${BONE}"/>`,
  skull: (r, c) =>
    `<path d="M70,118 Q70,44 128,44 Q186,44 186,118 L172,150 V188 H84 V150 Z" fill="${BONE}" stroke="#a89a80" stroke-width="4"/><circle cx="${r.range(100, 106)}" cy="118" r="18" fill="${INK}"/><circle cx="${r.range(150, 156)}" cy="118" r="18" fill="${INK}"/><path d="M128,136 l-8,18 h16 Z" fill="${INK}"/>${[100, 114, 128, 142, 156].map((x) => `<rect x="${x - 5}" y="170" width="10" height="18" fill="${INK}" opacity="0.6"/>`).join('')}<circle cx="${r.range(100, 106)}" cy="118" r="6" fill="${c.main}"/><circle cx="${r.range(150, 156)}" cy="118" r="6" fill="${c.main}"/>`,
  bone: (r, c) => `${boneShape(r)}<circle cx="128" cy="128" r="${r.range(5, 10)}" fill="${c.main}" opacity="0.6"/>`,
  noose: (r, _c) =>
    `<path d="M128,20 V100" stroke="#b89a62" stroke-width="12"/>${Array.from({ length: 6 }, (_, i) => `<rect x="116" y="${100 + i * 10}" width="24" height="10" rx="4" fill="#c9a46e" stroke="#7a5a30" stroke-width="2"/>`).join('')}<ellipse cx="128" cy="${r.range(184, 192)}" rx="${r.range(40, 50)}" ry="34" fill="none" stroke="#c9a46e" stroke-width="12"/><path d="M${r.range(150, 170)},210 q10,14 2,24" stroke="#c9a46e" stroke-width="4" fill="none"/>`,
  gallows: (r, _c) =>
    `<rect x="60" y="40" width="16" height="180" fill="#5a3e24"/><rect x="60" y="40" width="${r.range(110, 130)}" height="16" fill="#5a3e24"/><path d="M76,90 L118,56" stroke="#5a3e24" stroke-width="10"/><rect x="40" y="210" width="176" height="14" fill="#3a2818"/><path d="M168,56 V110" stroke="#c9a46e" stroke-width="5"/><ellipse cx="168" cy="128" rx="16" ry="20" fill="none" stroke="#c9a46e" stroke-width="5"/>`,
  eye: (r, c) =>
    `<ellipse cx="128" cy="128" rx="${r.range(72, 84)}" ry="54" fill="#f4f0e8" stroke="#b0a090" stroke-width="4"/><circle cx="${r.range(118, 138)}" cy="128" r="34" fill="${c.main}"/><circle cx="128" cy="128" r="16" fill="${INK}"/><circle cx="116" cy="114" r="8" fill="#fff" opacity="0.8"/><path d="M64,150 q20,10 36,4 M150,160 q20,2 38,-10" stroke="#c04040" stroke-width="2" fill="none"/>`,
  gavel: (r, c) =>
    `<g transform="rotate(-30 128 128)"><rect x="70" y="60" width="116" height="52" rx="10" fill="#7a4a24" stroke="#3a2010" stroke-width="4"/><rect x="62" y="64" width="14" height="44" rx="4" fill="${c.metal}"/><rect x="180" y="64" width="14" height="44" rx="4" fill="${c.metal}"/><rect x="120" y="112" width="16" height="110" rx="6" fill="#8c5a30"/></g><rect x="${r.range(120, 140)}" y="196" width="90" height="18" rx="4" fill="#5a3a1a"/>`,
  page: (r, c) =>
    `<path d="M64,40 H184 L196,${r.range(70, 90)} L186,120 L198,170 L184,216 H72 L60,180 L70,140 L58,90 Z" fill="${PAPER}" stroke="#a0784a" stroke-width="4"/>${Array.from({ length: 5 }, (_, i) => `<path d="M84,${76 + i * 26} h80" stroke="#5a4030" stroke-width="2"/><circle cx="${r.range(90, 170)}" cy="${74 + i * 26}" r="4" fill="#3a2a1a"/>`).join('')}<rect x="76" y="52" width="26" height="26" fill="${c.main}"/>`,
  book: (r, c) =>
    `<rect x="70" y="46" width="124" height="164" rx="6" fill="${darken(c.main, 0.4)}" stroke="${darken(c.main, 0.65)}" stroke-width="4"/><rect x="62" y="46" width="16" height="164" rx="4" fill="${darken(c.main, 0.6)}"/><rect x="192" y="${r.range(110, 120)}" width="16" height="28" rx="3" fill="${c.metal}"/><circle cx="134" cy="126" r="${r.range(22, 30)}" fill="none" stroke="${c.metal}" stroke-width="5"/><path d="M134,100 V152 M108,126 H160" stroke="${c.metal}" stroke-width="3"/>`,
  wheel: (r, c) => {
    const spokes = r.int(6, 10);
    return `<circle cx="128" cy="128" r="72" fill="none" stroke="#5a3e24" stroke-width="12"/>${Array.from({ length: spokes }, (_, i) => {
      const a = (Math.PI * 2 * i) / spokes;
      return `<path d="M128,128 L${n1(128 + Math.cos(a) * 72)},${n1(128 + Math.sin(a) * 72)}" stroke="#6a4a2a" stroke-width="7"/><rect x="${n1(128 + Math.cos(a) * 86 - 12)}" y="${n1(128 + Math.sin(a) * 86 - 12)}" width="24" height="24" transform="rotate(${Math.round((a * 180) / Math.PI)} ${n1(128 + Math.cos(a) * 86)} ${n1(128 + Math.sin(a) * 86)})" fill="#4a3a2a" stroke="#2a1a0a" stroke-width="2"/>`;
    }).join(
      '',
    )}<circle cx="128" cy="128" r="16" fill="${c.metal}"/><path d="M50,200 q30,-12 60,0 t60,0 t60,0" stroke="#4a8ab0" stroke-width="5" fill="none" opacity="0.7"/>`;
  },
  sack: (r, c) =>
    `<path d="M76,96 Q50,210 128,214 Q206,210 180,96 Z" fill="#e8dcc0" stroke="#9a8a60" stroke-width="4"/><path d="M84,98 L104,64 Q128,${r.range(54, 64)} 152,64 L172,98 Z" fill="#d8cca8" stroke="#9a8a60" stroke-width="4"/><path d="M86,98 H170" stroke="#7a5a30" stroke-width="6"/><path d="M${r.range(100, 110)},150 h56 M112,130 v44 M144,130 v44" stroke="${c.main}" stroke-width="5" opacity="0.8"/><circle cx="${r.range(70, 80)}" cy="210" r="6" fill="#fff" opacity="0.6"/><circle cx="188" cy="206" r="4" fill="#fff" opacity="0.6"/>`,
  card: (r, c) =>
    `<g transform="rotate(${r.int(-12, 12)} 128 128)"><rect x="62" y="50" width="132" height="160" rx="8" fill="#f6efe0" stroke="${c.metal}" stroke-width="5"/><rect x="74" y="62" width="108" height="136" rx="4" fill="none" stroke="${c.main}" stroke-width="2"/><path d="M104,88 q24,-14 48,0" stroke="${c.main}" stroke-width="4" fill="none"/>${Array.from({ length: 4 }, (_, i) => `<path d="M90,${116 + i * 18} h${r.range(50, 76)}" stroke="#6a5a4a" stroke-width="3"/>`).join('')}</g><path d="M150,200 l40,-40 l10,10 l-40,40 Z" fill="${c.accent}" opacity="0.8"/>`,
  crystalball: (r, c) =>
    `<path d="M80,196 L92,172 H164 L176,196 Z" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="3"/><rect x="70" y="194" width="116" height="16" rx="4" fill="${darken(c.metal, 0.2)}"/><circle cx="128" cy="116" r="64" fill="${darken(c.main, 0.3)}" fill-opacity="0.8" stroke="${lighten(c.main, 0.5)}" stroke-width="4"/><path d="M${r.range(92, 104)},126 q20,-30 40,-10 q20,20 30,-8" stroke="${lighten(c.main, 0.7)}" stroke-width="5" fill="none" opacity="0.7"/><path d="M96,80 q12,-14 30,-16" stroke="#fff" stroke-width="6" fill="none" opacity="0.6"/>`,
  crown: (r, c) => {
    const p = r.int(3, 5);
    const pts = Array.from({ length: p * 2 + 1 }, (_, i) => `${n1(56 + (144 / (p * 2)) * i)},${i % 2 === 0 ? 70 : 120}`).join(' L');
    return `<path d="M56,180 L${pts} L200,180 Z" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="4"/><rect x="52" y="170" width="152" height="26" rx="4" fill="${darken(c.metal, 0.2)}"/>${Array.from({ length: p + 1 }, (_, i) => `<circle cx="${n1(56 + (144 / p) * i)}" cy="68" r="7" fill="${c.main}"/>`).join('')}<circle cx="128" cy="183" r="9" fill="${c.accent}"/>`;
  },
  sceptre: (r, c) =>
    `<g transform="rotate(${r.int(20, 35)} 128 128)"><rect x="120" y="80" width="16" height="150" rx="6" fill="${c.metal}"/><rect x="110" y="80" width="36" height="12" rx="4" fill="${darken(c.metal, 0.2)}"/><circle cx="128" cy="54" r="${r.range(24, 30)}" fill="#cfe8ff" fill-opacity="0.7" stroke="#fff" stroke-width="3"/><path d="M128,30 v48 M104,54 h48 M112,38 l32,32 M144,38 l-32,32" stroke="#fff" stroke-width="2" opacity="0.8"/></g>`,
  staff: (r, c) =>
    `<path d="M${r.range(90, 100)},230 Q110,140 120,80 Q124,50 ${r.range(140, 150)},36" stroke="#7a5430" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M140,36 q26,-10 30,14 q-2,18 -22,14" stroke="#7a5430" stroke-width="12" fill="none"/><circle cx="118" cy="120" r="9" fill="#5a3a1a"/><path d="M104,168 q6,6 12,2 M110,196 q6,6 12,2" stroke="${INK}" stroke-width="3"/><path d="M96,200 l-24,-10" stroke="${c.main}" stroke-width="5"/>`,
  cork: (r, c) =>
    `<path d="M92,80 L164,80 L154,200 L102,200 Z" fill="#c8a06a" stroke="#7a5a30" stroke-width="4"/><ellipse cx="128" cy="80" rx="36" ry="12" fill="#dcb880" stroke="#7a5a30" stroke-width="4"/>${Array.from({ length: 10 }, () => `<circle cx="${r.range(104, 152)}" cy="${r.range(96, 190)}" r="${r.range(1.5, 3.5)}" fill="#8a6030"/>`).join('')}<path d="M100,200 Q128,${r.range(210, 220)} 156,200" stroke="${c.main}" stroke-width="8" fill="none"/>`,
  cape: (r, c) =>
    `<path d="M100,52 Q128,64 156,52 L${r.range(200, 214)},212 Q128,${r.range(190, 200)} ${r.range(42, 56)},212 Z" fill="${darken(c.main, 0.45)}" stroke="${darken(c.main, 0.7)}" stroke-width="4"/><path d="M108,60 L80,206 M148,60 L176,206" stroke="#c01a2a" stroke-width="8" opacity="0.8"/><path d="M86,52 Q128,86 170,52 L176,40 Q128,64 80,40 Z" fill="#8a1020"/><circle cx="128" cy="64" r="8" fill="${c.metal}"/>`,
  nail: (r, c) =>
    `<g transform="rotate(${r.int(30, 50)} 128 128)"><ellipse cx="128" cy="40" rx="34" ry="10" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="4"/><path d="M118,46 H138 L132,216 L128,232 L124,216 Z" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="3"/><path d="M122,60 L124,200" stroke="#fff" stroke-width="3" opacity="0.5"/></g>`,
  stairs: (r, c) =>
    Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${48 + i * 26}" y="${196 - i * 26}" width="${176 - i * 26}" height="26" fill="${i % 2 ? '#5a5a66' : '#6a6a78'}" stroke="#2a2a33" stroke-width="2"/>`,
    ).join('') +
    `<path d="M${r.range(200, 212)},44 q-10,-14 0,-24 q10,12 0,24 Z" fill="#ffb703"/><rect x="200" y="44" width="12" height="20" fill="${BONE}"/><text x="96" y="${r.range(208, 214)}" font-size="18" font-family="serif" fill="${c.main}">M</text>`,
  map: (r, c) =>
    `<path d="M40,64 L96,48 L160,64 L216,48 V192 L160,208 L96,192 L40,208 Z" fill="${PAPER}" stroke="#8a6a44" stroke-width="4"/><path d="M96,48 V192 M160,64 V208" stroke="#c8b090" stroke-width="3"/><path d="M56,${r.range(170, 180)} C90,120 120,170 150,110 S190,${r.range(80, 100)} 200,80" stroke="#a02020" stroke-width="4" stroke-dasharray="8 6" fill="none"/><path d="M190,70 l18,18 M208,70 l-18,18" stroke="#a02020" stroke-width="6"/><circle cx="76" cy="92" r="14" fill="none" stroke="${c.main}" stroke-width="3"/>`,
  glassshard: (r, c) =>
    `<path d="M64,${r.range(200, 212)} L128,36 L${r.range(196, 206)},190 Z" fill="#1a1a2a" stroke="${c.metal}" stroke-width="6"/><path d="M128,36 L112,130 L64,206 M112,130 L200,190 M128,36 L150,120 L112,130 M150,120 L200,190" stroke="#2a2a2a" stroke-width="5" fill="none"/><path d="M128,44 L114,124 L146,118 Z" fill="#c02040" opacity="0.8"/><path d="M112,134 L72,198 L190,188 Z" fill="#2050c0" opacity="0.7"/><path d="M152,124 L192,182 L118,132 Z" fill="${c.main}" opacity="0.8"/>`,
  mitre: (r, c) =>
    `<path d="M72,196 L72,110 Q80,60 128,30 Q176,60 184,110 L184,196 Z" fill="#f4efe0" stroke="${c.metal}" stroke-width="5"/><path d="M128,34 V196 M90,150 H166" stroke="${c.metal}" stroke-width="10"/><path d="M80,196 q-${r.int(4, 12)},24 6,36 M176,196 q8,24 -6,36" stroke="${c.metal}" stroke-width="8" fill="none"/><path d="M96,110 C120,${r.range(70, 90)} 140,140 168,96" stroke="#3a5a6a" stroke-width="14" fill="none" stroke-linecap="round"/><circle cx="166" cy="96" r="3" fill="#fff"/>`,
  mask: (r, c) =>
    `<path d="M58,92 Q60,40 128,40 Q196,40 198,92 Q196,170 128,${r.range(212, 222)} Q60,170 58,92 Z" fill="#f6f2ea" stroke="#b8b0a0" stroke-width="4"/><path d="M82,104 q20,-20 40,0 q-20,14 -40,0 Z M134,104 q20,-20 40,0 q-20,14 -40,0 Z" fill="${INK}"/><path d="M128,120 v30" stroke="#d0c8b8" stroke-width="4"/><path d="M108,172 q20,${r.int(-8, 8)} 40,0" stroke="#c04050" stroke-width="5" fill="none"/><path d="M${r.range(150, 170)},120 l4,40" stroke="#9a9080" stroke-width="2"/><circle cx="92" cy="140" r="8" fill="${c.main}" opacity="0.4"/>`,
  photo: (r, _c) =>
    `<rect x="50" y="52" width="156" height="152" rx="4" fill="#f6f2ea" transform="rotate(${r.int(-8, 8)} 128 128)"/><rect x="62" y="64" width="132" height="110" fill="#4a4a52" transform="rotate(${r.int(-8, 8)} 128 128)"/><g opacity="0.6"><ellipse cx="${r.range(110, 140)}" cy="116" rx="30" ry="40" fill="#e8eef8"/><ellipse cx="${r.range(114, 144)}" cy="120" rx="34" ry="44" fill="#e8eef8" opacity="0.4"/></g><circle cx="120" cy="108" r="4" fill="${INK}"/><circle cx="136" cy="108" r="4" fill="${INK}"/>`,
  shovel: (r, _c) =>
    `<g transform="rotate(${r.int(20, 35)} 128 128)"><rect x="120" y="26" width="16" height="130" fill="#8c6239"/><rect x="104" y="20" width="48" height="14" rx="6" fill="#6a4220"/><path d="M96,150 H160 V196 Q160,226 128,234 Q96,226 96,196 Z" fill="#9aa5b1" stroke="#4a5560" stroke-width="4"/></g><path d="M40,214 Q${r.range(70, 90)},190 110,214 Z" fill="#5a4030"/>`,
  whistle: (r, c) =>
    `<path d="M40,116 H152 Q204,112 206,150 Q206,190 166,192 Q126,192 124,156 H40 Z" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="4"/><rect x="84" y="108" width="${r.range(20, 28)}" height="12" fill="${INK}"/><circle cx="166" cy="152" r="16" fill="${darken(c.metal, 0.3)}"/><path d="M206,150 q20,-6 26,-28" stroke="${c.main}" stroke-width="4" fill="none"/><path d="M40,72 q20,-14 36,0 M52,56 q20,-14 36,0" stroke="${lighten(c.main, 0.4)}" stroke-width="4" fill="none"/>`,
  harpoon: (r, c) =>
    `<g transform="rotate(-40 128 128)"><rect x="20" y="122" width="170" height="12" rx="5" fill="#8c6239"/><path d="M186,112 H206 L246,128 L206,144 H186 Z" fill="${c.metal}" stroke="${darken(c.metal, 0.4)}" stroke-width="3"/><path d="M206,112 L190,${r.range(92, 100)} M206,144 L190,${r.range(156, 164)}" stroke="${c.metal}" stroke-width="6"/></g><path d="M50,210 Q${r.range(90, 110)},150 150,230" stroke="#c9a46e" stroke-width="4" fill="none"/>`,
  lure: (r, c) =>
    `<path d="M128,20 V70" stroke="#cfd6e0" stroke-width="2"/><circle cx="128" cy="74" r="6" fill="none" stroke="${c.metal}" stroke-width="4"/><path d="M128,80 Q${r.range(80, 90)},120 128,160 Q${r.range(166, 176)},120 128,80 Z" fill="${c.main}" stroke="${lighten(c.main, 0.4)}" stroke-width="3"/><circle cx="124" cy="104" r="6" fill="#fff"/><circle cx="124" cy="104" r="3" fill="${INK}"/><path d="M128,160 V196 Q128,222 104,214 Q92,206 100,192" stroke="${c.metal}" stroke-width="6" fill="none"/><path d="M100,192 l10,4" stroke="${c.metal}" stroke-width="6"/>${Array.from({ length: 3 }, (_, i) => `<path d="M${116 + i * 6},164 q-${r.int(10, 20)},20 -4,40" stroke="${c.accent}" stroke-width="3" fill="none"/>`).join('')}`,
  gift: (r, c) =>
    `<rect x="60" y="110" width="136" height="104" rx="6" fill="${c.main}" stroke="${darken(c.main, 0.4)}" stroke-width="4"/><rect x="52" y="90" width="152" height="28" rx="6" fill="${lighten(c.main, 0.15)}" stroke="${darken(c.main, 0.4)}" stroke-width="4"/><rect x="118" y="90" width="20" height="124" fill="${c.accent}"/><path d="M128,90 Q${r.range(80, 90)},40 100,70 Q110,90 128,90 Q${r.range(166, 176)},40 156,70 Q146,90 128,90 Z" fill="${c.accent}"/><circle cx="100" cy="160" r="8" fill="#111"/><circle cx="156" cy="160" r="8" fill="#111"/><path d="M112,186 q16,10 32,0" stroke="#111" stroke-width="4" fill="none"/>`,
  beakmask: (r, c) =>
    `<path d="M60,240 Q64,176 128,170 Q192,176 196,240 Z" fill="#1e1e24"/><path d="M68,90 Q72,54 128,54 Q184,54 188,90 Z" fill="#1e1e24"/><rect x="52" y="84" width="152" height="14" rx="6" fill="#1e1e24"/><ellipse cx="128" cy="124" rx="48" ry="40" fill="#3a2e26"/><path d="M128,128 Q${r.range(206, 220)},150 ${r.range(214, 226)},196 Q170,170 120,156 Z" fill="#e2d6bc" stroke="#8a7a60" stroke-width="3"/><circle cx="108" cy="118" r="14" fill="${c.main}" stroke="#8c6239" stroke-width="4"/><circle cx="148" cy="118" r="14" fill="${c.main}" stroke="#8c6239" stroke-width="4"/>`,
  vampire: (r, _c) =>
    `<path d="M40,240 L60,150 L100,190 H156 L196,150 L216,240 Z" fill="#8a1020"/><path d="M56,240 Q64,186 128,182 Q192,186 200,240 Z" fill="#111"/><ellipse cx="128" cy="116" rx="44" ry="54" fill="#dcdce8"/><path d="M84,100 Q86,56 128,56 Q170,56 172,100 L128,${r.range(74, 82)} Z" fill="#111"/><path d="M104,110 l14,6 M152,110 l-14,6" stroke="#111" stroke-width="4"/><circle cx="112" cy="124" r="5" fill="#c01a2a"/><circle cx="144" cy="124" r="5" fill="#c01a2a"/><path d="M110,150 q18,10 36,0" stroke="#5a1020" stroke-width="3" fill="none"/><path d="M116,152 l3,10 l3,-9 M134,153 l3,9 l3,-10" fill="#fff" stroke="#fff" stroke-width="2"/>`,
  cat: (r, c) =>
    `<path d="M72,220 Q60,150 100,130 Q128,124 156,130 Q196,150 184,220 Z" fill="#15151c"/><path d="M184,210 q${r.int(30, 46)},-10 30,-60" stroke="#15151c" stroke-width="12" fill="none" stroke-linecap="round"/><circle cx="128" cy="104" r="48" fill="#15151c"/><path d="M86,84 L90,${r.range(30, 40)} L118,64 Z M170,84 L166,${r.range(30, 40)} L138,64 Z" fill="#15151c"/><ellipse cx="108" cy="104" rx="10" ry="12" fill="${c.main}"/><ellipse cx="148" cy="104" rx="10" ry="12" fill="${c.main}"/><path d="M108,94 v20 M148,94 v20" stroke="${INK}" stroke-width="4"/><path d="M122,124 l6,6 l6,-6 Z" fill="#e8a0b0"/><path d="M96,128 l-30,-4 M96,134 l-30,6 M160,128 l30,-4 M160,134 l30,6" stroke="#888" stroke-width="2"/>`,
  key: (r, c) => {
    const teeth = r.int(2, 4);
    return `<g transform="rotate(${r.int(-40, -20)} 128 128)"><circle cx="72" cy="128" r="34" fill="none" stroke="${c.metal}" stroke-width="14"/><rect x="100" y="120" width="120" height="16" rx="4" fill="${c.metal}"/>${Array.from({ length: teeth }, (_, i) => `<rect x="${176 + i * 14}" y="136" width="9" height="${r.range(14, 30)}" fill="${c.metal}"/>`).join('')}<circle cx="72" cy="128" r="9" fill="${c.main}"/></g>`;
  },
  mirror: (r, c) =>
    `<rect x="118" y="170" width="20" height="60" rx="6" fill="${c.metal}"/><ellipse cx="128" cy="104" rx="62" ry="78" fill="${c.metal}"/><ellipse cx="128" cy="104" rx="50" ry="66" fill="#9ab0c8"/><path d="M98,70 l${r.int(20, 40)},60" stroke="#fff" stroke-width="6" opacity="0.5"/>`,
  scale: (r, c) =>
    `<path d="M128,40 Q${r.range(196, 210)},80 196,150 Q180,210 128,220 Q76,210 60,150 Q${r.range(46, 60)},80 128,40 Z" fill="${c.main}" stroke="${lighten(c.main, 0.5)}" stroke-width="5"/>${Array.from({ length: 5 }, (_, i) => `<path d="M${84 + i * 4},${90 + i * 24} Q128,${110 + i * 24} ${172 - i * 4},${90 + i * 24}" stroke="${lighten(c.main, 0.4)}" stroke-width="3" fill="none" opacity="0.7"/>`).join('')}<path d="M100,70 q-16,30 -12,70" stroke="#fff" stroke-width="5" fill="none" opacity="0.5"/>`,
};

/** Draws `inner` (a motif) shrunk inside a frame: a recipe page or a collection's display case. */
export function framed(kind: string, inner: Draw | null, r: Seeded, c: Colors): string {
  const mini = inner
    ? `<g transform="translate(${kind === 'recipe' ? '78,96' : '64,72'}) scale(${kind === 'recipe' ? 0.4 : 0.5})">${inner(r, c)}</g>`
    : '';
  if (kind === 'recipe') {
    return `<rect x="52" y="40" width="152" height="180" rx="6" fill="${darken(c.main, 0.35)}"/><rect x="62" y="48" width="132" height="164" rx="4" fill="#f4ead2"/><text x="74" y="84" font-size="30" font-family="serif" font-style="italic" fill="#6a2a1a">R</text><path d="M100,72 h${r.range(60, 80)} M100,84 h${r.range(40, 70)}" stroke="#8a6a44" stroke-width="4"/>${mini}${Array.from({ length: 3 }, (_, i) => `<rect x="${i % 2 ? 80 : 176 - 40}" y="${104 + i * 30}" width="${r.range(10, 24)}" height="4" fill="#8a6a44" opacity="0.6"/>`).join('')}<path d="M74,198 h${r.range(80, 110)}" stroke="#8a6a44" stroke-width="4"/>`;
  }
  return `<rect x="46" y="50" width="164" height="160" rx="10" fill="#3a2a1a" stroke="${c.metal}" stroke-width="6"/><rect x="58" y="62" width="140" height="136" rx="4" fill="#1a1a24"/>${mini}<rect x="58" y="62" width="140" height="136" rx="4" fill="#cfe0ff" opacity="0.1"/><path d="M70,72 l40,40" stroke="#fff" stroke-width="4" opacity="0.25"/><rect x="100" y="196" width="56" height="14" rx="3" fill="${c.metal}"/>`;
}

/** Picks a variant from the name (first keyword found), else from the seed. */
function variant<T extends string>(r: Seeded, name: string, table: readonly (readonly [string, T])[], fallback: readonly T[]): T {
  const lower = name.toLowerCase();
  for (const [word, v] of table) if (lower.includes(word)) return v;
  return r.pick(fallback);
}

type ShapedDraw = (r: Seeded, c: Colors, name: string) => string;

function cog(cx: number, cy: number, radius: number, teeth: number, fill: string): string {
  const pts: string[] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const a = (Math.PI * i) / teeth;
    const rr = i % 2 === 0 ? radius : radius * 0.78;
    pts.push(`${n1(cx + Math.cos(a) * rr)},${n1(cy + Math.sin(a) * rr)}`);
  }
  return `<path d="M${pts.join(' L')} Z" fill="${fill}" stroke="${darken(fill, 0.45)}" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${n1(radius * 0.3)}" fill="${darken(fill, 0.5)}"/>`;
}

function teethRow(x0: number, x1: number, y: number, count: number, height: number, shape: 'tri' | 'round' | 'spike', up: boolean): string {
  const w = (x1 - x0) / count;
  const d = up ? -height : height;
  return Array.from({ length: count }, (_, i) => {
    const x = x0 + w * i;
    if (shape === 'round') return `<path d="M${n1(x)},${y} q${n1(w / 2)},${n1(d * 1.3)} ${n1(w)},0 Z" fill="#e8e8e8"/>`;
    if (shape === 'spike')
      return `<path d="M${n1(x + w * 0.25)},${y} L${n1(x + w / 2)},${n1(y + d * 1.4)} L${n1(x + w * 0.75)},${y} Z" fill="#e8e8e8"/>`;
    return `<path d="M${n1(x)},${y} L${n1(x + w / 2)},${n1(y + d)} L${n1(x + w)},${y} Z" fill="#e8e8e8"/>`;
  }).join('');
}

/** Types with a shared base shape, varied in silhouette (not only colour) by name keywords and name-seeded numbers. */
export const SHAPED: Record<string, ShapedDraw> = {
  mechanism: (r, c, name) => {
    const kind = variant(
      r,
      name,
      [
        ['cage', 'cage'],
        ['gibbet', 'gibbet'],
        ['portcullis', 'portcullis'],
        ['gate', 'portcullis'],
        ['press', 'press'],
        ['stake', 'stake'],
        ['rack', 'rack'],
        ['clockwork', 'clockwork'],
        ['engine', 'clockwork'],
        ['wolfjaw', 'jaw'],
      ] as const,
      ['jaw', 'snare'] as const,
    );
    const m = c.metal;
    const dm = darken(m, 0.45);
    switch (kind) {
      case 'cage':
      case 'gibbet': {
        const bars = r.int(5, 9);
        const dome = kind === 'cage' ? r.chance(0.6) : false;
        const top = dome
          ? `<path d="M56,100 Q128,${r.range(10, 30)} 200,100" fill="none" stroke="${m}" stroke-width="8"/>`
          : `<rect x="52" y="88" width="152" height="14" rx="4" fill="${m}"/>`;
        const w = kind === 'gibbet' ? 96 : 144;
        const x0 = 128 - w / 2;
        return (
          (kind === 'gibbet'
            ? `<path d="M128,20 V70" stroke="${m}" stroke-width="6"/><circle cx="128" cy="76" r="8" fill="none" stroke="${m}" stroke-width="4"/>`
            : `<circle cx="128" cy="${dome ? 30 : 78}" r="10" fill="none" stroke="${m}" stroke-width="5"/>`) +
          (kind === 'gibbet'
            ? `<path d="M${x0},92 Q128,70 ${x0 + w},92 L${x0 + w - 10},204 H${x0 + 10} Z" fill="${c.main}" opacity="0.15"/>${Array.from({ length: bars }, (_, i) => `<path d="M${n1(x0 + (w / (bars - 1)) * i)},92 L${n1(x0 + 10 + ((w - 20) / (bars - 1)) * i)},204" stroke="${m}" stroke-width="6"/>`).join('')}<path d="M${x0},92 Q128,70 ${x0 + w},92 M${x0 + 6},150 H${x0 + w - 6}" stroke="${m}" stroke-width="7" fill="none"/>`
            : `${top}<rect x="52" y="196" width="152" height="18" rx="4" fill="${m}" stroke="${dm}" stroke-width="3"/>${Array.from({ length: bars }, (_, i) => `<path d="M${n1(60 + (136 / (bars - 1)) * i)},${dome ? n1(100 - Math.sin((Math.PI * i) / (bars - 1)) * r.range(40, 50)) : 100} V196" stroke="${m}" stroke-width="6"/>`).join('')}`) +
          `<rect x="${kind === 'gibbet' ? 100 : 112}" y="140" width="32" height="26" rx="4" fill="${darken(m, 0.2)}"/><circle cx="${kind === 'gibbet' ? 116 : 128}" cy="153" r="5" fill="${c.main}"/>` +
          `<circle cx="128" cy="${r.range(150, 170)}" r="${r.range(10, 16)}" fill="${c.main}" opacity="0.5"/>`
        );
      }
      case 'portcullis': {
        const cols = r.int(4, 7);
        return `<path d="M40,220 V90 Q128,${r.range(10, 30)} 216,90 V220" fill="none" stroke="#6a6a74" stroke-width="16"/>${Array.from(
          { length: cols },
          (_, i) => {
            const x = n1(62 + (132 / (cols - 1)) * i);
            return `<path d="M${x},60 V196" stroke="${m}" stroke-width="7"/><path d="M${n1(x - 7)},196 L${x},214 L${n1(x + 7)},196 Z" fill="${m}"/>`;
          },
        ).join(
          '',
        )}${Array.from({ length: r.int(3, 5) }, (_, i) => `<path d="M56,${90 + i * 28} H200" stroke="${m}" stroke-width="6"/>`).join('')}<circle cx="${r.range(90, 166)}" cy="${r.range(120, 170)}" r="12" fill="${c.main}" opacity="0.6"/>`;
      }
      case 'press': {
        const thread = r.int(6, 10);
        return `<rect x="52" y="40" width="20" height="180" fill="#6b4a2a"/><rect x="184" y="40" width="20" height="180" fill="#6b4a2a"/><rect x="44" y="36" width="168" height="22" rx="4" fill="#5a3a1a"/><path d="M128,58 V${r.range(110, 130)}" stroke="${m}" stroke-width="14"/>${Array.from({ length: thread }, (_, i) => `<path d="M120,${62 + i * 6} l16,4" stroke="${dm}" stroke-width="2"/>`).join('')}<rect x="72" y="124" width="112" height="18" fill="${m}" stroke="${dm}" stroke-width="3"/><path d="M${r.range(70, 90)},30 H${r.range(166, 186)}" stroke="${m}" stroke-width="8" stroke-linecap="round"/><rect x="72" y="176" width="112" height="40" rx="4" fill="#3a2a1a"/><path d="M80,176 q16,-${r.int(10, 24)} 32,0 q16,-${r.int(10, 24)} 32,0 q16,-14 32,0" fill="${c.main}"/>`;
      }
      case 'stake':
        return `<path d="M60,220 L80,40 M196,220 L176,40" stroke="#6b4a2a" stroke-width="14"/><rect x="64" y="36" width="128" height="18" rx="4" fill="#5a3a1a"/><rect x="${r.range(96, 104)}" y="${r.range(64, 84)}" width="56" height="40" rx="6" fill="${m}" stroke="${dm}" stroke-width="4"/><path d="M128,40 V70" stroke="${m}" stroke-width="4"/><path d="M116,110 H140 V176 L128,214 L116,176 Z" fill="#c8a06a" stroke="#6a4a20" stroke-width="3"/>${cog(r.range(70, 90), 190, r.range(16, 22), r.int(7, 10), c.main)}`;
      case 'rack': {
        const slats = r.int(4, 7);
        return `<rect x="36" y="120" width="184" height="20" rx="4" fill="#6b4a2a"/><rect x="36" y="170" width="184" height="20" rx="4" fill="#6b4a2a"/>${Array.from({ length: slats }, (_, i) => `<rect x="${n1(60 + (136 / (slats - 1)) * i - 5)}" y="116" width="10" height="78" fill="#5a3a1a"/>`).join('')}<path d="M48,190 L40,226 M208,190 L216,226" stroke="#5a3a1a" stroke-width="10"/>${cog(52, 130, r.range(26, 32), r.int(6, 9), m)}${cog(204, 130, r.range(26, 32), r.int(6, 9), m)}<path d="M76,100 H180" stroke="#c9a46e" stroke-width="5"/><path d="M92,92 q${r.int(10, 30)},-40 60,-16" stroke="${BONE}" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="128" cy="150" r="8" fill="${c.main}"/>`;
      }
      case 'clockwork': {
        const cogs = r.int(2, 3);
        return `<rect x="52" y="92" width="152" height="120" rx="12" fill="${darken(m, 0.55)}" stroke="${m}" stroke-width="5"/>${Array.from({ length: cogs }, (_, i) => cog(n1(84 + i * (88 / Math.max(1, cogs - 1))), n1(i % 2 ? 178 : 132), r.range(18, 28), r.int(7, 12), i % 2 ? m : lighten(m, 0.2))).join('')}<circle cx="${r.range(150, 168)}" cy="${r.range(140, 170)}" r="18" fill="${c.main}"/><circle cx="160" cy="150" r="30" fill="${c.main}" opacity="0.2"/><path d="M104,92 Q128,${r.range(30, 56)} 152,92" fill="none" stroke="${m}" stroke-width="8"/><path d="M60,100 l-16,-24 M196,100 l16,-24" stroke="${m}" stroke-width="6"/>`;
      }
      default: {
        // an open jaw trap seen from the front: two jaws, teeth, spring and chain
        const teeth = r.int(5, 11);
        const shape = r.pick(['tri', 'round', 'spike'] as const);
        const span = kind === 'snare' ? r.range(60, 80) : r.range(82, 96);
        const loop =
          kind === 'snare'
            ? `<ellipse cx="128" cy="132" rx="${r.range(36, 48)}" ry="14" fill="none" stroke="#e0d8c8" stroke-width="5"/>`
            : '';
        return (
          `<path d="M${n1(128 - span)},150 A${span},${n1(span * 0.8)} 0 0,1 ${n1(128 + span)},150" fill="none" stroke="${m}" stroke-width="10"/>` +
          `<path d="M${n1(128 - span)},154 A${span},${n1(span * 0.8)} 0 0,0 ${n1(128 + span)},154" fill="none" stroke="${m}" stroke-width="10"/>` +
          teethRow(128 - span + 12, 128 + span - 12, 150, teeth, r.range(16, 26), shape, true) +
          teethRow(128 - span + 12, 128 + span - 12, 154, teeth, r.range(16, 26), shape, false) +
          `<rect x="${n1(128 - span - 30)}" y="144" width="34" height="16" rx="6" fill="${dm}"/><rect x="${n1(128 + span - 4)}" y="144" width="34" height="16" rx="6" fill="${dm}"/>${loop}` +
          `<circle cx="128" cy="152" r="14" fill="${c.main}" stroke="${dm}" stroke-width="3"/>` +
          Array.from(
            { length: r.int(2, 4) },
            (_, i) =>
              `<ellipse cx="${n1(128 + span + 26 + i * 12)}" cy="${170 + i * 14}" rx="8" ry="5" fill="none" stroke="${m}" stroke-width="3"/>`,
          ).join('')
        );
      }
    }
  },
  contract: (r, c) => {
    const scroll = r.chance(0.5);
    const sealShape = r.pick(['circle', 'star', 'shield', 'diamond', 'skull'] as const);
    const ribbon = r.pick(['none', 'tails', 'band'] as const);
    const sx = r.range(140, 166);
    const sy = r.range(176, 190);
    const paper = scroll
      ? `<rect x="70" y="52" width="116" height="152" fill="${PAPER}" stroke="#a0784a" stroke-width="3"/><rect x="60" y="40" width="136" height="20" rx="10" fill="#e4d0a0" stroke="#a0784a" stroke-width="3"/><rect x="60" y="196" width="136" height="20" rx="10" fill="#e4d0a0" stroke="#a0784a" stroke-width="3"/>`
      : `<path d="M66,44 H178 L190,56 V212 H66 Z" fill="${PAPER}" stroke="#a0784a" stroke-width="4"/><path d="M178,44 V56 H190" fill="#d8c090" stroke="#a0784a" stroke-width="3"/>`;
    const lines = Array.from(
      { length: r.int(4, 7) },
      (_, i) => `<rect x="82" y="${74 + i * 15}" width="${r.range(44, 90)}" height="4" fill="#8a6a44"/>`,
    ).join('');
    const heading = `<path d="M${r.range(84, 100)},${scroll ? 66 : 60} h${r.range(40, 70)}" stroke="#5a2a1a" stroke-width="6"/>`;
    const band =
      ribbon === 'tails'
        ? `<path d="M${sx - 8},${sy} l-14,36 l10,-6 l6,12 Z M${sx + 8},${sy} l14,36 l-10,-6 l-6,12 Z" fill="${c.accent}"/>`
        : ribbon === 'band'
          ? `<rect x="${scroll ? 70 : 66}" y="${sy - 6}" width="${scroll ? 116 : 124}" height="12" fill="${c.accent}" opacity="0.85"/>`
          : '';
    const seal =
      sealShape === 'circle'
        ? `<circle cx="${sx}" cy="${sy}" r="20" fill="${c.main}" stroke="${darken(c.main, 0.4)}" stroke-width="3"/>`
        : sealShape === 'star'
          ? `<path d="M${sx},${sy - 24} l7,15 l17,2 l-12,12 l3,17 l-15,-8 l-15,8 l3,-17 l-12,-12 l17,-2 Z" fill="${c.main}" stroke="${darken(c.main, 0.4)}" stroke-width="2"/>`
          : sealShape === 'shield'
            ? `<path d="M${sx - 18},${sy - 20} H${sx + 18} V${sy} Q${sx + 18},${sy + 16} ${sx},${sy + 24} Q${sx - 18},${sy + 16} ${sx - 18},${sy} Z" fill="${c.main}" stroke="${darken(c.main, 0.4)}" stroke-width="3"/>`
            : sealShape === 'diamond'
              ? `<path d="M${sx},${sy - 24} L${sx + 20},${sy} L${sx},${sy + 24} L${sx - 20},${sy} Z" fill="${c.main}" stroke="${darken(c.main, 0.4)}" stroke-width="3"/>`
              : `<path d="M${sx - 16},${sy} Q${sx - 16},${sy - 20} ${sx},${sy - 20} Q${sx + 16},${sy - 20} ${sx + 16},${sy} L${sx + 10},${sy + 8} V${sy + 16} H${sx - 10} V${sy + 8} Z" fill="${c.main}" stroke="${darken(c.main, 0.4)}" stroke-width="3"/><circle cx="${sx - 6}" cy="${sy - 2}" r="4" fill="${INK}"/><circle cx="${sx + 6}" cy="${sy - 2}" r="4" fill="${INK}"/>`;
    const signature = `<path d="M${r.range(76, 88)},${sy + 4} q${r.int(8, 16)},-${r.int(10, 20)} 20,0 t20,${r.int(-6, 6)} t${r.int(14, 24)},0" stroke="#3a2a1a" stroke-width="3" fill="none"/>`;
    const thumb = r.chance(0.4)
      ? `<ellipse cx="${r.range(90, 110)}" cy="${r.range(150, 160)}" rx="9" ry="12" fill="#8a1020" opacity="0.7"/>`
      : '';
    return paper + heading + lines + thumb + signature + band + seal;
  },
  camera: (r, c, name) => {
    const kind = variant(
      r,
      name,
      [
        ['bellows', 'bellows'],
        ['daguerreotype', 'tripod'],
        ['lantern', 'lantern'],
        ['mirror', 'twin'],
        ['obscura', 'obscura'],
        ['mask', 'mask'],
      ] as const,
      ['box', 'tripod', 'bellows', 'twin'] as const,
    );
    const body = darken(c.main, 0.5);
    const lens = (cx: number, cy: number, rad: number) =>
      `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="#111" stroke="${c.metal}" stroke-width="5"/><circle cx="${cx}" cy="${cy}" r="${n1(rad * 0.45)}" fill="${c.main}"/><circle cx="${n1(cx - rad * 0.3)}" cy="${n1(cy - rad * 0.3)}" r="${n1(rad * 0.15)}" fill="#fff" opacity="0.7"/>`;
    const legs = `<path d="M128,180 L84,236 M128,180 L172,236 M128,180 V236" stroke="#6b4a2a" stroke-width="7"/>`;
    switch (kind) {
      case 'bellows':
        return `<rect x="40" y="80" width="56" height="100" rx="6" fill="${body}" stroke="${c.metal}" stroke-width="4"/><path d="M96,90 L172,${r.range(100, 108)} V${r.range(152, 160)} L96,170 Z" fill="#2a1a14"/>${Array.from({ length: r.int(4, 7) }, (_, i) => `<path d="M${104 + i * 12},${92 + i * 2} V${168 - i * 2}" stroke="#5a3a2a" stroke-width="3"/>`).join('')}<rect x="170" y="98" width="22" height="64" rx="4" fill="${c.metal}"/>${lens(200, 130, 18)}<rect x="36" y="180" width="176" height="10" rx="3" fill="#6b4a2a"/>`;
      case 'tripod':
        return `${legs}<rect x="${r.range(68, 78)}" y="92" width="${r.range(100, 116)}" height="84" rx="4" fill="#8c6239" stroke="#4a3018" stroke-width="4"/><rect x="84" y="100" width="24" height="20" fill="${c.metal}"/>${lens(150, 134, r.range(20, 26))}<path d="M90,92 q-10,-40 30,-50" stroke="${c.metal}" stroke-width="4" fill="none"/><circle cx="124" cy="40" r="8" fill="${c.accent}"/>`;
      case 'lantern':
        return `<rect x="70" y="90" width="110" height="100" rx="6" fill="${body}" stroke="${c.metal}" stroke-width="4"/><rect x="104" y="44" width="26" height="48" fill="${c.metal}"/><path d="M98,44 h38 l-6,-12 h-26 Z" fill="${c.metal}"/><rect x="178" y="118" width="40" height="36" rx="4" fill="${c.metal}"/>${lens(220, 136, 16)}<path d="M236,126 L250,110 M236,146 L250,162" stroke="#ffe9a0" stroke-width="4" opacity="0.7"/><circle cx="124" cy="140" r="18" fill="#ffd36b" opacity="0.7"/><rect x="76" y="190" width="16" height="24" fill="${c.metal}"/><rect x="158" y="190" width="16" height="24" fill="${c.metal}"/>`;
      case 'twin':
        return `<rect x="${r.range(76, 84)}" y="52" width="96" height="160" rx="10" fill="${body}" stroke="${c.metal}" stroke-width="4"/><rect x="84" y="30" width="88" height="26" fill="${c.metal}"/><path d="M84,30 L128,${r.range(8, 16)} L172,30" fill="#b8c8e0" stroke="${c.metal}" stroke-width="3"/>${lens(128, 100, 24)}${lens(128, 164, 28)}`;
      case 'obscura':
        return `<rect x="36" y="70" width="184" height="120" rx="4" fill="#3a2a1a" stroke="#1a0a00" stroke-width="4"/><path d="M36,70 Q${r.range(70, 90)},40 128,60 Q170,40 220,70" fill="#111"/><circle cx="200" cy="130" r="7" fill="${c.main}"/><path d="M200,130 L60,${r.range(96, 110)} M200,130 L60,${r.range(152, 166)}" stroke="${lighten(c.main, 0.4)}" stroke-width="2" opacity="0.6"/><path d="M60,112 q12,-20 24,0 v40 h-24 Z" fill="${lighten(c.main, 0.5)}" opacity="0.5" transform="rotate(180 72 132)"/>`;
      case 'mask':
        return `<rect x="48" y="86" width="160" height="108" rx="14" fill="${body}" stroke="${c.metal}" stroke-width="4"/><path d="M92,100 Q92,80 128,80 Q164,80 164,104 Q160,168 128,${r.range(180, 190)} Q96,168 92,104 Z" fill="#f4f0e8"/><path d="M104,112 q10,-10 20,0 Z M132,112 q10,-10 20,0 Z" fill="${INK}"/>${lens(128, 146, 16)}<rect x="60" y="70" width="40" height="20" rx="4" fill="${c.metal}"/>`;
      default:
        return `<rect x="48" y="86" width="160" height="108" rx="14" fill="${body}" stroke="${c.metal}" stroke-width="4"/><rect x="${r.range(60, 90)}" y="70" width="44" height="20" rx="4" fill="${c.metal}"/>${lens(128, 140, r.range(30, 40))}<circle cx="184" cy="104" r="7" fill="${c.accent}"/>${r.chance(0.5) ? `<path d="M170,70 h34 l-6,-24 h-22 Z" fill="#dfe9f5" stroke="${c.metal}" stroke-width="3"/>` : ''}`;
    }
  },
  cauldron: (r, c, name) => {
    const kind = variant(
      r,
      name,
      [
        ['still', 'still'],
        ['kettle', 'kettle'],
        ['vat', 'vat'],
        ['crucible', 'crucible'],
        ['pot', 'pot'],
        ['font', 'font'],
      ] as const,
      ['round', 'wide', 'tall'] as const,
    );
    const lower = name.toLowerCase();
    const iron =
      kind === 'still' || lower.includes('copper')
        ? '#b06a3a'
        : lower.includes('pewter')
          ? '#8a8f98'
          : kind === 'crucible'
            ? '#5a4a4a'
            : lower.includes('iron')
              ? '#3d3f48'
              : '#2c2d34';
    const bubbles = Array.from(
      { length: r.int(2, 5) },
      () => `<circle cx="${r.range(96, 160)}" cy="${r.range(70, 96)}" r="${r.range(4, 9)}" fill="${lighten(c.main, 0.3)}" opacity="0.8"/>`,
    ).join('');
    const steam = `<path d="M${r.range(110, 140)},66 q-10,-20 6,-36" stroke="${lighten(c.main, 0.5)}" stroke-width="4" fill="none" opacity="0.6"/>`;
    switch (kind) {
      case 'still':
        return `<ellipse cx="100" cy="150" rx="58" ry="56" fill="${iron}" stroke="${darken(iron, 0.4)}" stroke-width="4"/><path d="M84,96 Q100,${r.range(50, 60)} 116,96 Z" fill="${iron}"/><path d="M100,60 Q150,30 180,70 V${r.range(150, 170)}" stroke="${iron}" stroke-width="8" fill="none"/>${Array.from({ length: 4 }, (_, i) => `<ellipse cx="186" cy="${100 + i * 16}" rx="20" ry="6" fill="none" stroke="${iron}" stroke-width="5"/>`).join('')}<rect x="170" y="168" width="30" height="40" rx="4" fill="${c.main}" opacity="0.7"/><rect x="52" y="202" width="96" height="14" rx="4" fill="#3a2a1a"/>`;
      case 'kettle':
        return `<path d="M60,200 Q56,110 128,108 Q200,110 196,200 Z" fill="${iron}" stroke="${c.metal}" stroke-width="3"/><path d="M72,112 Q128,${r.range(30, 50)} 184,112" stroke="${c.metal}" stroke-width="7" fill="none"/><path d="M190,150 Q220,130 ${r.range(226, 236)},100" stroke="${iron}" stroke-width="14" fill="none"/><ellipse cx="128" cy="110" rx="40" ry="10" fill="${darken(iron, 0.3)}"/><circle cx="128" cy="100" r="8" fill="${c.metal}"/><path d="M232,96 q-6,-20 6,-34" stroke="${lighten(c.main, 0.5)}" stroke-width="4" fill="none" opacity="0.6"/><ellipse cx="128" cy="200" rx="68" ry="10" fill="${c.main}" opacity="0.4"/>`;
      case 'vat':
        return `<path d="M56,90 H200 L190,214 H66 Z" fill="#6b4a2a" stroke="#3a2810" stroke-width="4"/>${[120, 170].map((y) => `<rect x="54" y="${y + r.int(-4, 4)}" width="148" height="10" fill="${c.metal}"/>`).join('')}${Array.from({ length: 5 }, (_, i) => `<path d="M${84 + i * 22},92 V212" stroke="#4a3018" stroke-width="2"/>`).join('')}<ellipse cx="128" cy="92" rx="72" ry="12" fill="${c.main}"/>${bubbles}`;
      case 'crucible':
        return `<path d="M68,80 H188 L160,200 Q128,214 96,200 Z" fill="${iron}" stroke="${darken(iron, 0.4)}" stroke-width="4"/><ellipse cx="128" cy="80" rx="60" ry="12" fill="${c.main}"/><path d="M184,84 l${r.int(18, 30)},-10" stroke="${iron}" stroke-width="8"/><path d="M84,200 l-20,24 M172,200 l20,24" stroke="#3a2a2a" stroke-width="8"/><path d="M100,214 q28,-${r.int(18, 30)} 56,0" fill="#ff7a20" opacity="0.8"/>${bubbles}`;
      case 'pot':
        return `<ellipse cx="128" cy="160" rx="${r.range(82, 92)}" ry="50" fill="${iron}" stroke="${lighten(iron, 0.35)}" stroke-width="4"/><rect x="40" y="110" width="176" height="14" rx="6" fill="${darken(iron, 0.3)}"/><path d="M40,140 h-18 M216,140 h18" stroke="${iron}" stroke-width="12"/><ellipse cx="128" cy="112" rx="70" ry="12" fill="${c.main}"/><path d="M${r.range(90, 110)},100 l${r.int(20, 40)},-60" stroke="#8c6239" stroke-width="7"/>${bubbles}`;
      case 'font':
        return `<path d="M54,96 H202 Q198,150 150,158 H106 Q58,150 54,96 Z" fill="#8a8a96" stroke="#4a4a56" stroke-width="4"/><ellipse cx="128" cy="98" rx="74" ry="12" fill="${c.main}"/><rect x="110" y="156" width="36" height="44" fill="#7a7a86"/><path d="M80,220 L96,198 H160 L176,220 Z" fill="#8a8a96"/><path d="M128,70 v-${r.int(20, 34)} M118,56 h20" stroke="#cfcfe0" stroke-width="5"/><path d="M80,${r.range(110, 130)} q30,10 60,0" stroke="#3a6a5a" stroke-width="4" fill="none"/>`;
      default: {
        const rx = kind === 'wide' ? r.range(88, 96) : kind === 'tall' ? r.range(58, 66) : r.range(70, 80);
        const ry = kind === 'tall' ? 74 : kind === 'wide' ? 50 : 62;
        const legs = r.int(2, 3);
        return `<ellipse cx="128" cy="${kind === 'tall' ? 140 : 150}" rx="${rx}" ry="${ry}" fill="${iron}" stroke="${lighten(iron, 0.35)}" stroke-width="4"/><ellipse cx="128" cy="${kind === 'tall' ? 74 : 104}" rx="${n1(rx * 0.9)}" ry="14" fill="${c.main}"/>${r.chance(0.5) ? `<path d="M${n1(128 - rx)},120 h-16 M${n1(128 + rx)},120 h16" stroke="${iron}" stroke-width="10"/>` : `<path d="M${n1(128 - rx * 0.9)},100 Q128,${r.range(20, 40)} ${n1(128 + rx * 0.9)},100" stroke="${c.metal}" stroke-width="5" fill="none"/>`}${Array.from({ length: legs }, (_, i) => `<rect x="${n1(128 - rx * 0.6 + ((rx * 1.2) / (legs - 1)) * i - 7)}" y="196" width="14" height="24" fill="${iron}"/>`).join('')}${bubbles}${steam}`;
      }
    }
  },
  chronocrystal: (r, c, name) => {
    const kind = variant(
      r,
      name,
      [
        ['shard', 'shard'],
        ['geode', 'geode'],
        ['heart', 'heart'],
      ] as const,
      ['shard', 'cluster'] as const,
    );
    const face = (x: number, w: number, h: number, tilt: number) =>
      `<g transform="rotate(${tilt} ${x} 200)"><path d="M${n1(x - w)},200 V${n1(200 - h * 0.8)} L${x},${n1(200 - h)} L${n1(x + w)},${n1(200 - h * 0.8)} V200 Z" fill="${c.main}" stroke="${lighten(c.main, 0.5)}" stroke-width="3"/><path d="M${x},${n1(200 - h)} V200" stroke="${lighten(c.main, 0.5)}" stroke-width="2"/></g>`;
    const clock = (cx: number, cy: number) =>
      `<circle cx="${cx}" cy="${cy}" r="18" fill="none" stroke="#fff" stroke-width="3"/><path d="M${cx},${cy} V${cy - 13} M${cx},${cy} L${cx + r.int(6, 12)},${cy + 6}" stroke="#fff" stroke-width="3"/>`;
    switch (kind) {
      case 'geode':
        return `<path d="M40,150 Q40,60 128,56 Q216,60 216,150 Q216,214 128,214 Q40,214 40,150 Z" fill="#5a4a40" stroke="#3a2a20" stroke-width="4"/><ellipse cx="128" cy="140" rx="68" ry="56" fill="${darken(c.main, 0.5)}"/>${Array.from(
          { length: 12 },
          (_, i) => {
            const a = (Math.PI * 2 * i) / 12;
            return `<path d="M${n1(128 + Math.cos(a) * 64)},${n1(140 + Math.sin(a) * 52)} L${n1(128 + Math.cos(a + 0.2) * r.range(24, 40))},${n1(140 + Math.sin(a + 0.2) * r.range(20, 32))} L${n1(128 + Math.cos(a + 0.4) * 64)},${n1(140 + Math.sin(a + 0.4) * 52)} Z" fill="${lighten(c.main, i % 2 ? 0.2 : 0.45)}"/>`;
          },
        ).join('')}${clock(128, 140)}`;
      case 'heart':
        return `<path d="M128,214 L60,140 Q34,100 70,74 Q104,54 128,${r.range(90, 100)} Q152,54 186,74 Q222,100 196,140 Z" fill="${c.main}" stroke="${lighten(c.main, 0.5)}" stroke-width="4"/><path d="M128,96 V214 M70,74 L128,140 L186,74 M60,140 H196" stroke="${lighten(c.main, 0.4)}" stroke-width="2" fill="none"/>${clock(128, 140)}<circle cx="128" cy="140" r="40" fill="${lighten(c.main, 0.6)}" opacity="0.2"/>`;
      case 'cluster':
        return (
          face(128, 24, r.range(130, 160), 0) + face(92, 18, r.range(80, 100), -20) + face(166, 18, r.range(80, 100), 22) + clock(128, 150)
        );
      default: {
        const h = r.range(140, 180);
        const w = r.range(30, 44);
        return `<g transform="rotate(${r.int(-20, 20)} 128 128)"><path d="M128,${n1(128 - h / 2)} L${n1(128 + w)},${n1(128 - h / 4)} L${n1(128 + w * 0.6)},${n1(128 + h / 2)} L${n1(128 - w * 0.8)},${n1(128 + h / 2 - 10)} L${n1(128 - w)},${n1(128 - h / 5)} Z" fill="${c.main}" stroke="${lighten(c.main, 0.5)}" stroke-width="3"/><path d="M128,${n1(128 - h / 2)} L120,${n1(128 + h / 2 - 4)}" stroke="${lighten(c.main, 0.6)}" stroke-width="2"/>${clock(124, 140)}</g>`;
      }
    }
  },
};

/** The ring decoration of a magic circle, from its name ("Wolfsbane Wreath" has leaves, "Vesper Rosary Circle" beads). */
export function circleRing(r: Seeded, c: Colors, name: string): string {
  const kind = variant(
    r,
    name,
    [
      ['wreath', 'leaves'],
      ['rosary', 'beads'],
      ['bone', 'bones'],
      ['mosaic', 'tiles'],
      ['halo', 'halo'],
      ['salt', 'grains'],
      ['chalk', 'chalk'],
    ] as const,
    ['none', 'beads', 'tiles', 'grains'] as const,
  );
  const around = (count: number, radius: number, draw: (x: number, y: number, deg: number) => string) =>
    Array.from({ length: count }, (_, i) => {
      const a = (Math.PI * 2 * i) / count;
      return draw(n1(128 + Math.cos(a) * radius), n1(128 + Math.sin(a) * radius), Math.round((a * 180) / Math.PI));
    }).join('');
  switch (kind) {
    case 'leaves':
      return (
        around(
          18,
          100,
          (x, y, d) => `<ellipse cx="${x}" cy="${y}" rx="14" ry="6" transform="rotate(${d + 60} ${x} ${y})" fill="#3f7a3a"/>`,
        ) + around(6, 100, (x, y) => `<circle cx="${x}" cy="${y}" r="5" fill="#8a4ac0"/>`)
      );
    case 'beads':
      return around(r.int(20, 28), 102, (x, y) => `<circle cx="${x}" cy="${y}" r="6" fill="${c.metal}"/>`);
    case 'bones':
      return around(
        r.int(8, 10),
        102,
        (x, y, d) =>
          `<g transform="rotate(${d + 90} ${x} ${y})"><rect x="${x - 12}" y="${y - 3}" width="24" height="6" rx="3" fill="${BONE}"/><circle cx="${x - 12}" cy="${y}" r="5" fill="${BONE}"/><circle cx="${x + 12}" cy="${y}" r="5" fill="${BONE}"/></g>`,
      );
    case 'tiles':
      return around(
        r.int(16, 24),
        104,
        (x, y, d) =>
          `<rect x="${x - 7}" y="${y - 7}" width="14" height="14" transform="rotate(${d} ${x} ${y})" fill="${r.chance(0.5) ? '#2a6a8a' : c.accent}" opacity="0.9"/>`,
      );
    case 'halo':
      return `<circle cx="128" cy="128" r="104" fill="none" stroke="#fff8d0" stroke-width="10" opacity="0.5"/><circle cx="128" cy="128" r="110" fill="none" stroke="#fff8d0" stroke-width="3" opacity="0.8"/>`;
    case 'grains':
      return around(r.int(30, 44), r.range(100, 106), (x, y) => `<circle cx="${x}" cy="${y}" r="2.5" fill="#f4f4f4"/>`);
    case 'chalk':
      return `<circle cx="128" cy="128" r="104" fill="none" stroke="#f0f0f0" stroke-width="4" stroke-dasharray="${r.int(10, 20)} 6" opacity="0.7"/>`;
    default:
      return '';
  }
}
