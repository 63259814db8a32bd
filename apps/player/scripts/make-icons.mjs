// Renders the app's PNG icons from our own SVGs (public/icon.svg, public/icon-maskable.svg) with sharp: the
// manifest's 192/512 icons, a maskable 512 and the 180 px apple-touch-icon iOS needs (it ignores SVG).
// Run: node apps/player/scripts/make-icons.mjs   (the output is committed; rerun after changing the SVGs)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const pub = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const icon = readFileSync(path.join(pub, 'icon.svg'));
const maskable = readFileSync(path.join(pub, 'icon-maskable.svg'));

const outputs = [
  { svg: icon, size: 192, file: 'icon-192.png' },
  { svg: icon, size: 512, file: 'icon-512.png' },
  { svg: maskable, size: 512, file: 'icon-maskable-512.png' },
  // iOS draws its own rounded corners and shows transparency as black: the maskable art fills the square.
  { svg: maskable, size: 180, file: 'apple-touch-icon.png' },
];

for (const { svg, size, file } of outputs) {
  await sharp(svg, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(pub, file));
  console.log(`${file} ${size}x${size}`);
}
