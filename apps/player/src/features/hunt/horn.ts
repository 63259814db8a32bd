/**
 * The horn: a notification when the next hunt is ready, sent only to a player who switched it on (the
 * browser's permission asked on that click, never on load) and shown through the app's service worker.
 */

/** Where the player's choice is kept (this browser only). */
export const HORN_STORAGE_KEY = 'grimhunt.horn';

export type HornState = 'on' | 'off' | 'blocked' | 'unsupported';

export const HORN_NOTIFICATION = {
  title: 'The hunt is ready',
  body: 'Your trap has rested. Come back and sound the next hunt.',
  tag: 'grimhunt-hunt-ready',
  icon: '/icon-192.png',
} as const;

function supported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

function readChoice(): string | null {
  try {
    return window.localStorage.getItem(HORN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeChoice(value: 'on' | 'off'): void {
  try {
    window.localStorage.setItem(HORN_STORAGE_KEY, value);
  } catch {
    // Storage refused (private mode): the choice lasts as long as the page.
  }
}

/** The horn as it stands: on only when the player chose it and the browser still allows it. */
export function hornState(): HornState {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && readChoice() === 'on' ? 'on' : 'off';
}

/** The player's click: asks the browser (the only place that asks), and keeps "on" only when it was granted. */
export async function switchHornOn(): Promise<HornState> {
  if (!supported()) return 'unsupported';
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  writeChoice(permission === 'granted' ? 'on' : 'off');
  return hornState();
}

export function switchHornOff(): HornState {
  writeChoice('off');
  return hornState();
}

/** Sounds the horn through the service worker; nothing when the horn is not on or no worker is registered. */
export async function soundHorn(): Promise<boolean> {
  if (hornState() !== 'on' || !('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return false;
  const { title, ...options } = HORN_NOTIFICATION;
  await registration.showNotification(title, options);
  return true;
}
