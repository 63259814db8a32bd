/**
 * Sound settings shared by the music player and the hunt's result sounds, remembered in localStorage, and the short
 * result sounds themselves, synthesized with the WebAudio API (no sound files to ship).
 */
export const SOUND_STORAGE_KEY = 'grimhunt.sound';

export interface SoundSettings {
  muted: boolean;
  /** Music volume, 0..1. */
  volume: number;
}

export const DEFAULT_SOUND: SoundSettings = { muted: false, volume: 0.2 };

export function readSoundSettings(): SoundSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(SOUND_STORAGE_KEY) ?? 'null') as Partial<SoundSettings> | null;
    const volume = typeof raw?.volume === 'number' && raw.volume >= 0 && raw.volume <= 1 ? raw.volume : DEFAULT_SOUND.volume;
    return { muted: raw?.muted === true, volume };
  } catch {
    return DEFAULT_SOUND;
  }
}

export function writeSoundSettings(settings: SoundSettings): void {
  try {
    localStorage.setItem(SOUND_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or a full store: the setting then lasts for this page only.
  }
}

type Tone = { frequency: number; at: number; length: number; type?: OscillatorType };

const RESULT_TONES: Record<'caught' | 'escaped', Tone[]> = {
  // A rising chime for a catch, a falling moan for an escape or a failure.
  caught: [
    { frequency: 523.25, at: 0, length: 0.16 },
    { frequency: 659.25, at: 0.12, length: 0.16 },
    { frequency: 783.99, at: 0.24, length: 0.32 },
  ],
  escaped: [
    { frequency: 329.63, at: 0, length: 0.25, type: 'triangle' },
    { frequency: 246.94, at: 0.2, length: 0.45, type: 'triangle' },
  ],
};

let context: AudioContext | null = null;

/** Plays the result sound of a hunt unless sound is muted (or the browser has no WebAudio). */
export function playResultSound(kind: 'caught' | 'escaped', settings: SoundSettings = readSoundSettings()): void {
  if (settings.muted) return;
  const Context = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Context) return;
  try {
    context ??= new Context();
    const start = context.currentTime + 0.02;
    const level = Math.max(0.05, settings.volume);
    for (const tone of RESULT_TONES[kind]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = tone.type ?? 'sine';
      oscillator.frequency.value = tone.frequency;
      gain.gain.setValueAtTime(0, start + tone.at);
      gain.gain.linearRampToValueAtTime(0.3 * level, start + tone.at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.at + tone.length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + tone.at);
      oscillator.stop(start + tone.at + tone.length + 0.05);
    }
  } catch {
    // Sound is a nicety: a browser that refuses it changes nothing else.
  }
}
