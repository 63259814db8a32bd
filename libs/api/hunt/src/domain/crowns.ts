import { GHOST_CROWNS } from '@grimhunt/contracts';

/** The highest crown a number of catches earned (0: none yet) and the next one to reach (null after the last). */
export function crownOf(caught: number): { crown: number; nextCrown: number | null } {
  let crown = 0;
  for (const c of GHOST_CROWNS) if (caught >= c) crown = c;
  return { crown, nextCrown: GHOST_CROWNS.find((c) => c > caught) ?? null };
}
