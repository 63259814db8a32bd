/** Registers /sw.js (public/sw.js: app shell cache) once the page has loaded; production builds only. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a service worker the game works as before, only not offline.
    });
  });
}
