/**
 * The background music (in lib/sound.ts). The track is
 * generated at build time into `/music/grimhunt-theme.mp3`; without it the player says "No music" after the first
 * click (docs/hunt-ui.md).
 */
export const MUSIC_TRACK_URL = '/music/grimhunt-theme.mp3';
