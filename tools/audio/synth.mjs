// Grimhunt's sounds, made by our own small synthesizer (no samples, nothing downloaded): the theme loop and the
// hunt's result sounds, encoded to MP3 with lamejs (pure JavaScript). Deterministic: the same script writes the
// same bytes. Run by `npm run build:player` (prebuild) and skipped when every output is newer than this script.
//
//   node tools/audio/synth.mjs          writes what is missing or older than the script
//   node tools/audio/synth.mjs --force  writes everything
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Mp3Encoder } from '@breezystack/lamejs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const PUBLIC = join(root, 'apps', 'player', 'public');

export const RATE = 44100;
export const OUTPUTS = {
  theme: join(PUBLIC, 'music', 'grimhunt-theme.mp3'),
  catch: join(PUBLIC, 'sounds', 'hunt-catch.mp3'),
  escape: join(PUBLIC, 'sounds', 'hunt-escape.mp3'),
};

// ---------------------------------------------------------------------------------------------------- basics
/** Seeded randomness (mulberry32), so the noise and the humanised timing are the same on every run. */
function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const midiHz = (m) => 440 * 2 ** ((m - 69) / 12);
const TAU = Math.PI * 2;

/** A stereo buffer of `seconds`; writes wrap around when `loop` is set (for a seamless loop). */
function track(seconds, loop) {
  const n = Math.round(seconds * RATE);
  return { n, loop, l: new Float32Array(n), r: new Float32Array(n) };
}

function put(buf, i, left, right) {
  if (buf.loop) i = ((i % buf.n) + buf.n) % buf.n;
  else if (i < 0 || i >= buf.n) return;
  buf.l[i] += left;
  buf.r[i] += right;
}

/** Attack-decay-sustain-release envelope value at time t of a note lasting `len` seconds. */
function adsr(t, len, a, d, s, r) {
  if (t < a) return t / a;
  if (t < a + d) return 1 - (1 - s) * ((t - a) / d);
  if (t < len) return s;
  return Math.max(0, s * (1 - (t - len) / r));
}

// ---------------------------------------------------------------------------------------------------- voices
/** A soft organ/choir pad: a few harmonics, two detuned copies spread left and right, slow swell. */
function pad(buf, start, len, midi, gain) {
  const f = midiHz(midi);
  const rel = 2.5;
  const total = len + rel;
  const harmonics = [
    [1, 1],
    [2, 0.45],
    [3, 0.18],
    [4, 0.12],
    [6, 0.05],
  ];
  const i0 = Math.round(start * RATE);
  for (let k = 0; k < total * RATE; k++) {
    const t = k / RATE;
    const env = adsr(t, len, 1.8, 1.2, 0.8, rel) * gain;
    if (env <= 0) continue;
    let a = 0;
    let b = 0;
    for (const [h, w] of harmonics) {
      a += w * Math.sin(TAU * f * h * 1.0015 * t + h);
      b += w * Math.sin(TAU * f * h * 0.9985 * t);
    }
    const tremolo = 1 + 0.06 * Math.sin(TAU * 0.23 * t);
    put(buf, i0 + k, a * env * tremolo * 0.6 + b * env * 0.4, b * env * tremolo * 0.6 + a * env * 0.4);
  }
}

/** A bell (two-operator FM, inharmonic ratio) with a long exponential decay. */
function bell(buf, start, midi, gain, pan = 0, decay = 2.8) {
  const f = midiHz(midi);
  const i0 = Math.round(start * RATE);
  const len = decay * 2.2;
  for (let k = 0; k < len * RATE; k++) {
    const t = k / RATE;
    const env = Math.exp(-t / (decay / 3)) * Math.min(1, t * 400) * gain;
    const index = 2.2 * Math.exp(-t * 1.6);
    const v = Math.sin(TAU * f * t + index * Math.sin(TAU * f * 3.5 * t)) * env;
    put(buf, i0 + k, v * (1 - pan) * 0.7, v * (1 + pan) * 0.7);
  }
}

/** A low, round bass note (sine plus a touch of its octave, gently saturated). */
function bass(buf, start, len, midi, gain) {
  const f = midiHz(midi);
  const i0 = Math.round(start * RATE);
  for (let k = 0; k < (len + 0.8) * RATE; k++) {
    const t = k / RATE;
    const env = adsr(t, len, 0.08, 0.6, 0.55, 0.8) * gain;
    const v = Math.tanh(1.4 * (Math.sin(TAU * f * t) + 0.25 * Math.sin(TAU * 2 * f * t))) * env;
    put(buf, i0 + k, v, v);
  }
}

/** Filtered noise with a moving pitch: wind (theme) and whooshes (escape). */
function wind(buf, start, len, gain, fromHz, toHz, random) {
  const i0 = Math.round(start * RATE);
  let lp = 0;
  let bp = 0;
  for (let k = 0; k < len * RATE; k++) {
    const t = k / RATE;
    const f = fromHz + (toHz - fromHz) * (t / len);
    const q = (TAU * f) / RATE;
    const x = random() * 2 - 1;
    lp += q * bp;
    const hp = x - lp - 0.4 * bp;
    bp += q * hp;
    const env = Math.sin(Math.PI * Math.min(1, t / len)) ** 2 * gain;
    put(buf, i0 + k, bp * env, bp * env * 0.8);
  }
}

// ---------------------------------------------------------------------------------------------------- effects
/** A small Schroeder reverb (four combs, two all-passes per side). With `loop`, the tail wraps to the start. */
function reverb(buf, wet) {
  const process = (input, offset) => {
    const combs = [1557, 1617, 1491, 1422].map((d) => ({ d: d + offset, b: new Float32Array(d + offset), i: 0, f: 0 }));
    const alls = [225, 556].map((d) => ({ b: new Float32Array(d + offset), i: 0 }));
    const passes = buf.loop ? 2 : 1;
    const out = new Float32Array(input.length);
    for (let p = 0; p < passes; p++) {
      for (let n = 0; n < input.length; n++) {
        let y = 0;
        for (const c of combs) {
          const o = c.b[c.i];
          c.f = o * 0.8 + c.f * 0.2;
          c.b[c.i] = input[n] + c.f * 0.84;
          c.i = (c.i + 1) % c.b.length;
          y += o;
        }
        for (const a of alls) {
          const o = a.b[a.i];
          a.b[a.i] = y + o * 0.5;
          a.i = (a.i + 1) % a.b.length;
          y = o - y * 0.5;
        }
        if (p === passes - 1) out[n] = y * 0.25;
      }
    }
    return out;
  };
  const wl = process(buf.l, 0);
  const wr = process(buf.r, 23);
  for (let n = 0; n < buf.n; n++) {
    buf.l[n] = buf.l[n] * (1 - wet) + wl[n] * wet;
    buf.r[n] = buf.r[n] * (1 - wet) + wr[n] * wet;
  }
}

function normalise(buf, peak, fade) {
  let max = 0;
  for (let n = 0; n < buf.n; n++) max = Math.max(max, Math.abs(buf.l[n]), Math.abs(buf.r[n]));
  const g = max > 0 ? peak / max : 1;
  const fadeN = Math.round(fade * RATE);
  for (let n = 0; n < buf.n; n++) {
    const f = fadeN > 0 ? Math.min(1, (buf.n - n) / fadeN) : 1;
    buf.l[n] *= g * f;
    buf.r[n] *= g * f;
  }
}

// ---------------------------------------------------------------------------------------------------- pieces
/**
 * The theme: D minor at 64 bpm, i - VI - iv - V (Dm, Bb, Gm, A) twice, organ pad, bass, a sparse bell
 * melody and a little wind. 16 bars of 4 beats: 60 s, seamless when looped.
 */
export function theme() {
  const bpm = 64;
  const beat = 60 / bpm;
  const bar = beat * 4;
  const chords = [
    [50, 53, 57],
    [46, 50, 53],
    [43, 46, 50],
    [45, 49, 52],
  ]; // Dm, Bb, Gm, A (MIDI)
  const bars = 16;
  const buf = track(bars * bar, true);
  const random = seeded(1313);
  for (let b = 0; b < bars; b++) {
    const chord = chords[Math.floor(b / 2) % 4];
    const t = b * bar;
    if (b % 2 === 0) {
      for (const note of chord) pad(buf, t, bar * 2 - 0.3, note + 12, 0.07);
      bass(buf, t, bar * 2 - 0.2, chord[0] - 12, 0.22);
    }
    // the melody: a slow arpeggio of chord tones, one to three notes a bar, an octave up in the second half
    const lift = b >= 8 ? 12 : 0;
    const notes = 1 + Math.floor(random() * 3);
    for (let k = 0; k < notes; k++) {
      const at = t + beat * (k * (4 / notes)) + (random() - 0.5) * 0.03;
      const tone = chord[Math.floor(random() * 3)] + 24 + lift;
      bell(buf, at, tone, 0.12, (random() - 0.5) * 0.8);
    }
  }
  wind(buf, 0, bars * bar, 0.02, 300, 900, random);
  reverb(buf, 0.35);
  normalise(buf, 0.8, 0);
  return buf;
}

/** The catch: a rising D major arpeggio of bells over a warm chord. */
export function catchSound() {
  const buf = track(2.6, false);
  [62, 66, 69, 74].forEach((m, i) => bell(buf, 0.02 + i * 0.11, m + 12, 0.3, (i - 1.5) * 0.3, 1.6));
  for (const m of [50, 54, 57]) pad(buf, 0, 0.5, m + 12, 0.12);
  reverb(buf, 0.25);
  normalise(buf, 0.85, 0.3);
  return buf;
}

/** The escape: a falling whoosh and a minor second sinking away. */
export function escapeSound() {
  const buf = track(2.2, false);
  const random = seeded(666);
  wind(buf, 0, 1.4, 0.9, 1800, 220, random);
  bell(buf, 0.15, 69, 0.22, -0.3, 1.4);
  bell(buf, 0.4, 68, 0.22, 0.3, 1.4);
  bass(buf, 0.4, 0.6, 38, 0.25);
  reverb(buf, 0.3);
  normalise(buf, 0.8, 0.3);
  return buf;
}

// ---------------------------------------------------------------------------------------------------- output
function toPcm(channel) {
  const out = new Int16Array(channel.length);
  for (let n = 0; n < channel.length; n++) out[n] = Math.max(-32768, Math.min(32767, Math.round(channel[n] * 32767)));
  return out;
}

export function encodeMp3(buf, kbps) {
  const encoder = new Mp3Encoder(2, RATE, kbps);
  const left = toPcm(buf.l);
  const right = toPcm(buf.r);
  const chunks = [];
  for (let i = 0; i < left.length; i += 1152) {
    const part = encoder.encodeBuffer(left.subarray(i, i + 1152), right.subarray(i, i + 1152));
    if (part.length) chunks.push(Buffer.from(part));
  }
  const end = encoder.flush();
  if (end.length) chunks.push(Buffer.from(end));
  return Buffer.concat(chunks);
}

function stale(file) {
  if (!existsSync(file)) return true;
  return statSync(file).mtimeMs < statSync(fileURLToPath(import.meta.url)).mtimeMs;
}

function main() {
  const force = process.argv.includes('--force');
  const pieces = [
    [OUTPUTS.theme, theme, 112],
    [OUTPUTS.catch, catchSound, 128],
    [OUTPUTS.escape, escapeSound, 128],
  ];
  for (const [file, make, kbps] of pieces) {
    if (!force && !stale(file)) {
      console.log(`audio: ${relative(root, file)} is up to date`);
      continue;
    }
    const started = Date.now();
    const mp3 = encodeMp3(make(), kbps);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, mp3);
    console.log(`audio: wrote ${relative(root, file)} (${Math.round(mp3.length / 1024)} KiB, ${Date.now() - started} ms)`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
