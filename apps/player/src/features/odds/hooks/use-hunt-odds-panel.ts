import { useHuntOdds } from '../api/get-hunt-odds';

/** The odds panel's data: the server's odds, the ghosts shown (the likeliest `limit`, or all) and how many are left out. */
export function useHuntOddsPanel(limit?: number) {
  const odds = useHuntOdds();
  const ghosts = odds.data?.ghosts ?? [];
  return {
    odds,
    shown: limit ? ghosts.slice(0, limit) : ghosts,
    rarer: limit ? Math.max(0, ghosts.length - limit) : 0,
  };
}
