/** Deterministic randomness for the art: the same seed text always draws the same picture. Pure. */

/** FNV-1a over the UTF-16 code units of `text` (32-bit). */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small seeded random source (mulberry32). */
export class Seeded {
  private state: number;

  constructor(seed: string) {
    this.state = hashText(seed) || 0x9e3779b9;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A float in [min, max), rounded to 1 decimal (keeps the SVG short). */
  range(min: number, max: number): number {
    return Math.round((min + (max - min) * this.next()) * 10) / 10;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(choices: readonly T[]): T {
    return choices[Math.floor(this.next() * choices.length)];
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}
