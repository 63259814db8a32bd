/**
 * The background music (spec player §2 news header, §9: default volume 0.2). The app ships no track: drop a file at
 * `apps/player/public/music/grimhunt-theme.mp3` (served as below) to give the player something to play. Without it
 * the player says so after the first click (docs/hunt-ui.md).
 */
export const MUSIC_TRACK_URL = '/music/grimhunt-theme.mp3';
export const MUSIC_DEFAULT_VOLUME = 0.2;
