// Side effects on the page itself, behind functions so tests can replace them.

export function reloadPage(): void {
  window.location.reload();
}

/** Full page navigation (e.g. to the separate back-office app). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

/** Clears the Cache Storage when the browser has one. */
export async function clearCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keys = await caches.keys();
  await Promise.all(keys.map((key) => caches.delete(key)));
}
