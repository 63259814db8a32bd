import { hashOf } from './enemy-art';

/**
 * A coven's emblem as data: a shield cut from one seed (the coven's emblem id, or its id while it has none), so the
 * same coven always shows the same arms on every screen and every machine. Pure, so it is tested without a DOM.
 */

export const EMBLEM_SHAPES = ['heater', 'round', 'kite'] as const;
export const EMBLEM_DIVISIONS = ['plain', 'pale', 'fess', 'bend', 'quarterly', 'chevron'] as const;
export const EMBLEM_CHARGES = ['moon', 'eye', 'star', 'skull', 'bat', 'candle', 'key'] as const;
/** The devices of the token shop's emblem designs (by item key): bought, they replace the charge a seed picks. */
export const EMBLEM_DEVICES = { 'emblem-raven': 'raven', 'emblem-hourglass': 'hourglass' } as const;
export type EmblemDevice = (typeof EMBLEM_DEVICES)[keyof typeof EMBLEM_DEVICES];

/** Field colour pairs (dark field, bright field) and the metal of the rim and the charge. */
const FIELDS: readonly [string, string][] = [
  ['#2e1065', '#7c3aed'],
  ['#14532d', '#16a34a'],
  ['#7f1d1d', '#dc2626'],
  ['#0c4a6e', '#0284c7'],
  ['#1c1917', '#57534e'],
  ['#4a044e', '#c026d3'],
  ['#134e4a', '#0d9488'],
];
const METALS = ['#facc15', '#e5e7eb', '#fda4af', '#bef264'] as const;

export interface EmblemDesign {
  shape: (typeof EMBLEM_SHAPES)[number];
  division: (typeof EMBLEM_DIVISIONS)[number];
  charge: (typeof EMBLEM_CHARGES)[number] | EmblemDevice;
  dark: string;
  bright: string;
  metal: string;
  /** The token shop design applied by the coven's captain, or null: the arms are the seed's alone. */
  applied: keyof typeof EMBLEM_DEVICES | null;
}

/** The design key when it is one of the token shop's emblem designs, else null. */
export function knownEmblemDesign(design: string | null | undefined): keyof typeof EMBLEM_DEVICES | null {
  return design && Object.hasOwn(EMBLEM_DEVICES, design) ? (design as keyof typeof EMBLEM_DEVICES) : null;
}

/**
 * Each feature reads its own bits of a hash of the seed, so neighbouring seeds differ in several features at once.
 * A bought design (`emblem-raven`, ...) puts its device in place of the charge; the shield, field and metal stay the
 * coven's own, so two covens with the raven still look apart. An unknown design is ignored.
 */
export function emblemDesign(seed: string, design?: string | null): EmblemDesign {
  const h = hashOf(`emblem:${seed}`);
  const pick = <T>(list: readonly T[], shift: number): T => list[(h >>> shift) % list.length] as T;
  const [dark, bright] = pick(FIELDS, 0);
  const applied = knownEmblemDesign(design);
  return {
    shape: pick(EMBLEM_SHAPES, 3),
    division: pick(EMBLEM_DIVISIONS, 7),
    charge: applied ? EMBLEM_DEVICES[applied] : pick(EMBLEM_CHARGES, 12),
    dark,
    bright,
    metal: pick(METALS, 17),
    applied,
  };
}

/** The outline of each shield shape in a 100 x 120 box. */
export const SHIELD_PATHS: Record<EmblemDesign['shape'], string> = {
  heater: 'M6 6h88v44c0 34-20 54-44 64C26 104 6 84 6 50z',
  round: 'M6 6h88v58a44 44 0 0 1-88 0z',
  kite: 'M50 4c22 0 44 6 44 6v30c0 36-22 62-44 76C28 102 6 76 6 40V10s22-6 44-6z',
};

/** The bright part of the field for each division (the rest stays dark); null when the field is plain. */
export const DIVISION_PATHS: Record<EmblemDesign['division'], string | null> = {
  plain: null,
  pale: 'M50 0h50v120H50z',
  fess: 'M0 60h100v60H0z',
  bend: 'M0 0h30l70 84v36z',
  quarterly: 'M50 0h50v60H50zM0 60h50v60H0z',
  chevron: 'M0 96l50-44 50 44v24H0z',
};
