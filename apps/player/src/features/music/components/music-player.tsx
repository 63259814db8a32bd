import { useEffect, useRef, useState } from 'react';
import { readSoundSettings, writeSoundSettings } from '../../../lib/sound';
import { MUSIC_TRACK_URL } from '../music-config';
import '../music.css';

/**
 * A small music player: one audio element at volume 0.2 that never starts by itself (browsers forbid sound
 * before a click, and so do we), a play/pause button, a mute toggle and a volume slider. When the track is missing
 * or cannot be played, it says "No music" and stays quiet.
 */
export function MusicPlayer({ src = MUSIC_TRACK_URL }: { src?: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  // Mute and volume are remembered (lib/sound.ts); the hunt's result sounds obey the same mute.
  const [muted, setMuted] = useState(() => readSoundSettings().muted);
  const [volume, setVolume] = useState(() => readSoundSettings().volume);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (audio.current) audio.current.volume = volume;
  }, [volume]);

  useEffect(() => {
    if (audio.current) audio.current.muted = muted;
  }, [muted]);

  useEffect(() => writeSoundSettings({ muted, volume }), [muted, volume]);

  const toggle = async () => {
    const element = audio.current;
    if (!element || unavailable) return;
    if (playing) {
      element.pause();
      setPlaying(false);
      return;
    }
    element.volume = volume;
    try {
      await element.play();
      setPlaying(true);
    } catch {
      setUnavailable(true);
      setPlaying(false);
    }
  };

  return (
    <div className={`music${playing ? ' music--playing' : ''}`} role="group" aria-label="Music">
      <audio
        ref={audio}
        src={src}
        preload="none"
        loop
        data-testid="music-audio"
        onError={() => {
          setUnavailable(true);
          setPlaying(false);
        }}
        onPause={() => setPlaying(false)}
      />
      <button
        type="button"
        className="music__play"
        onClick={() => void toggle()}
        disabled={unavailable}
        aria-pressed={playing}
        title={unavailable ? 'No music track is installed' : undefined}
      >
        <span aria-hidden="true" className="music__note">
          ♪
        </span>
        {unavailable ? 'No music' : playing ? 'Pause music' : 'Play music'}
      </button>
      <button type="button" className="music__mute" onClick={() => setMuted((m) => !m)} aria-pressed={muted}>
        {muted ? 'Unmute' : 'Mute'}
      </button>
      <input
        className="music__volume"
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={volume}
        aria-label="Music volume"
        disabled={unavailable}
        onChange={(event) => setVolume(Number(event.target.value))}
      />
    </div>
  );
}
