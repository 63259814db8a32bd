/**
 * A server message as a screen shows it: an XP amount in it gets its thousands grouped, as every amount on screen
 * does ("You need 4000 XP for this item" reads "You need 4,000 XP for this item"). Only numbers right before "XP"
 * change, so ids, names and dates in a message stay as the server wrote them. A module of its own, apart from
 * format.ts: the API client, which every page's first load carries, imports this alone.
 */
export function groupXpIn(text: string): string {
  return text.replace(/\b(\d{4,}) XP\b/g, (_, digits: string) => `${Number(digits).toLocaleString('en-US')} XP`);
}
