import { darken, hsl, lighten, mix } from './color';
import { Seeded } from './seeded';

/** A region's or hunting ground's scene (640 x 360): night sky, moon, a skyline drawn from its name, fog. */
export interface SceneArtInput {
  seed: string;
  kind: 'region' | 'ground';
  /** Order in the world (sequence): later places are darker and stranger. */
  depth: number;
}

const n1 = (v: number) => Math.round(v * 10) / 10;

const FEATURES = ['graves', 'trees', 'castle', 'houses', 'church', 'hills', 'lake', 'ruins'] as const;
type Feature = (typeof FEATURES)[number];

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
    `${bats}${far}${skyline(r, features[0], base + 4, darken(hillColor, 0.2))}${near}${skyline(r, features[1], 362, darken(hillColor, 0.5))}${fog}` +
    (input.kind === 'region'
      ? `<rect x="6" y="6" width="628" height="348" rx="10" fill="none" stroke="#c9a227" stroke-width="4" opacity="0.6"/>`
      : '') +
    `</svg>`
  );
}
