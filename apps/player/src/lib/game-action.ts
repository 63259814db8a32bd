/** The legacy `{ success, message }` answer of game actions (buysell, equip, unequip, ClaimCollection). */
export interface GameActionResult {
  success: boolean;
  message: string;
}

/** True unless the server said `success: false` (an empty or other body counts as done). */
export function succeeded(result: unknown): boolean {
  return !(result && typeof result === 'object' && (result as { success?: unknown }).success === false);
}

/** The server's message of a `{ success, message }` answer, if it sent one. */
export function messageOf(result: unknown): string {
  const message = result && typeof result === 'object' ? (result as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : '';
}
