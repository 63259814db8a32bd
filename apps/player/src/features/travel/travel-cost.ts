/** Travel is paid in the game's gold, named as every other screen names it. */
export const TRAVEL_COST_UNIT = 'gold';
