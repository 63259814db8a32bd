import { Injectable } from '@nestjs/common';
import type { ScenePicture } from '../../application/ports/scene-picture.port';
import type { ChallengeScene, SceneShape } from '../../domain/hunt-challenge';

/**
 * Draws a puzzle scene as SVG and rasterises it to PNG with sharp, so the answer exists only in pixels: neither the
 * DOM nor any markup the client receives says which panel holds how many ghosts. No text is drawn (no fonts needed).
 */
export const PANEL_PX = 128;
const GAP = 6;
export const GRID_COLUMNS = 3;

const BACKGROUNDS = ['#1d2340', '#2a1d3d', '#1a2f33', '#302028'];
const GHOST_TONES = ['#f4f1ea', '#dfe8f5', '#ece2f8', '#dcf2e7'];
const PUMPKIN_TONES = ['#e07b1a', '#d9661c', '#eb8f2a', '#c9701e'];
/** Tone 4 is a ghost's pale tone: a pale tombstone among the decoys. */
const STONE_TONES = ['#8a8f98', '#7c8088', '#9a9ea6', '#6f737b', '#ebe8e1'];
const DARK = '#1b1b2f';

function shape(s: SceneShape): string {
  const cx = (s.x * PANEL_PX).toFixed(1);
  const cy = (s.y * PANEL_PX).toFixed(1);
  const scale = ((s.size * PANEL_PX) / 100).toFixed(3);
  const transform = `translate(${cx} ${cy}) rotate(${s.rotate}) scale(${s.flip ? '-' : ''}${scale} ${scale})`;
  switch (s.kind) {
    case 'ghost':
      return (
        `<g transform="${transform}"><path d="M-35 40 L-35 -5 A35 35 0 0 1 35 -5 L35 40 L23 28 L12 40 L0 28 L-12 40 L-23 28 Z" fill="${GHOST_TONES[s.tone]}" fill-opacity="0.92"/>` +
        `<ellipse cx="-12" cy="-6" rx="6" ry="9" fill="#1b1b2f"/><ellipse cx="12" cy="-6" rx="6" ry="9" fill="#1b1b2f"/></g>`
      );
    case 'bat':
      return (
        `<g transform="${transform}"><path d="M0 -8 C10 -20 30 -25 48 -12 C38 -8 34 0 36 8 C26 2 16 4 10 12 C6 6 2 4 0 4 C-2 4 -6 6 -10 12 C-16 4 -26 2 -36 8 C-34 0 -38 -8 -48 -12 C-30 -25 -10 -20 0 -8 Z" fill="#0d0d12"/>` +
        `<circle cx="-4" cy="-6" r="2" fill="#d33"/><circle cx="4" cy="-6" r="2" fill="#d33"/></g>`
      );
    case 'pumpkin':
      return (
        `<g transform="${transform}"><rect x="-5" y="-42" width="10" height="16" fill="#3f6b2a"/><ellipse cx="0" cy="0" rx="42" ry="32" fill="${PUMPKIN_TONES[s.tone]}"/>` +
        `<ellipse cx="0" cy="0" rx="16" ry="32" fill="none" stroke="#8a4210" stroke-width="3"/></g>`
      );
    case 'skull':
      return (
        `<g transform="${transform}"><circle cx="0" cy="-8" r="30" fill="${GHOST_TONES[s.tone]}"/><rect x="-17" y="12" width="34" height="22" rx="5" fill="${GHOST_TONES[s.tone]}"/>` +
        `<ellipse cx="-11" cy="-8" rx="8" ry="9" fill="${DARK}"/><ellipse cx="11" cy="-8" rx="8" ry="9" fill="${DARK}"/><path d="M0 4 L-5 13 L5 13 Z" fill="${DARK}"/>` +
        `<path d="M-9 22 L-9 34 M0 22 L0 34 M9 22 L9 34" stroke="${DARK}" stroke-width="3"/></g>`
      );
    case 'wisp':
      return (
        `<g transform="${transform}" fill="${GHOST_TONES[s.tone]}" fill-opacity="0.88"><circle cx="-22" cy="8" r="17"/><circle cx="0" cy="-6" r="23"/>` +
        `<circle cx="22" cy="8" r="17"/><ellipse cx="0" cy="16" rx="36" ry="14"/></g>`
      );
    case 'candle':
      return (
        `<g transform="${transform}"><rect x="-11" y="-18" width="22" height="58" rx="3" fill="${GHOST_TONES[s.tone]}"/><path d="M-11 -14 Q-4 -6 -6 6" stroke="#c9c3b5" stroke-width="3" fill="none"/>` +
        `<path d="M0 -18 L0 -26" stroke="${DARK}" stroke-width="2"/><ellipse cx="0" cy="-34" rx="7" ry="12" fill="#ffb347"/></g>`
      );
    case 'tombstone':
      return (
        `<g transform="${transform}"><path d="M-25 40 L-25 -15 A25 25 0 0 1 25 -15 L25 40 Z" fill="${STONE_TONES[s.tone]}"/>` +
        `<path d="M0 -20 L0 10 M-10 -8 L10 -8" stroke="#4a4d53" stroke-width="5"/></g>`
      );
  }
}

export function sceneSvg(scene: ChallengeScene): string {
  const rows = Math.ceil(scene.panels.length / GRID_COLUMNS);
  const width = GRID_COLUMNS * PANEL_PX + (GRID_COLUMNS + 1) * GAP;
  const height = rows * PANEL_PX + (rows + 1) * GAP;
  const random = scene.noise ? seededNoise(scene.noise) : null;
  const panels = scene.panels.map((shapes, i) => {
    const x = GAP + (i % GRID_COLUMNS) * (PANEL_PX + GAP);
    const y = GAP + Math.floor(i / GRID_COLUMNS) * (PANEL_PX + GAP);
    const [dust, mist] = random ? noise(random) : ['', ''];
    return `<g transform="translate(${x} ${y})"><rect width="${PANEL_PX}" height="${PANEL_PX}" rx="8" fill="${BACKGROUNDS[scene.backgrounds[i] ?? 0]}"/>${dust}${shapes.map(shape).join('')}${mist}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#0b0b14"/>${panels.join('')}</svg>`;
}

/** A small deterministic generator (mulberry32) for the noise, so a puzzle looks the same each time it is shown. */
function seededNoise(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Pale dust under the shapes (specks and a few larger flecks the size of a ghost's eye) and a veil or two of mist over
 * them: pixels of a ghost's colour are everywhere, and a ghost's outline is not one clean edge.
 */
function noise(random: () => number): [string, string] {
  const dots: string[] = [];
  for (let i = 0, n = 30 + Math.floor(random() * 30); i < n; i++) {
    const r = random() < 0.15 ? 2.5 + random() * 2.5 : 0.6 + random() * 1.2;
    dots.push(
      `<circle cx="${(random() * PANEL_PX).toFixed(1)}" cy="${(random() * PANEL_PX).toFixed(1)}" r="${r.toFixed(1)}" fill="${GHOST_TONES[Math.floor(random() * 4)]}" fill-opacity="${(0.45 + random() * 0.5).toFixed(2)}"/>`,
    );
  }
  const veils: string[] = [];
  for (let i = 0, n = 1 + Math.floor(random() * 2); i < n; i++) {
    veils.push(
      `<ellipse cx="${(random() * PANEL_PX).toFixed(1)}" cy="${(random() * PANEL_PX).toFixed(1)}" rx="${(30 + random() * 40).toFixed(1)}" ry="${(8 + random() * 14).toFixed(1)}" transform="rotate(${Math.round((random() - 0.5) * 60)})" fill="#dfe3ee" fill-opacity="${(0.1 + random() * 0.1).toFixed(2)}"/>`,
    );
  }
  return [dots.join(''), veils.join('')];
}

/** The part of sharp's API used here (typed locally, as in the catalogue's thumbnail maker). */
type Sharp = (input: Buffer) => { png(options: { compressionLevel: number }): { toBuffer(): Promise<Buffer> } };

/** The puzzle as a PNG data URL. */
export async function renderScene(scene: ChallengeScene): Promise<string> {
  const sharp = require('sharp') as Sharp;
  const png = await sharp(Buffer.from(sceneSvg(scene)))
    .png({ compressionLevel: 6 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The picture port: the grid drawn by `renderScene`, three panels a row. */
@Injectable()
export class SharpScenePicture implements ScenePicture {
  readonly columns = GRID_COLUMNS;

  render(scene: ChallengeScene): Promise<string> {
    return renderScene(scene);
  }
}
