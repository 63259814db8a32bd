import { errorText as sharedErrorText } from '../../lib/api-client';

/** Texts of the Friends screen; the server's answers (`message`) are shown as they come. */
export const SOCIAL_SCREEN_TEXTS = {
  loading: 'Loading your friends...',
  loadFailed: 'Failed to load your friends',
  giftsLoading: 'Loading gifts...',
  giftsLoadFailed: 'Failed to load gifts',
  actionFailed: 'That did not work. Please try again.',
  noFriends: 'No friends yet. Add a hunter by name to hunt together.',
  noIncoming: 'No requests waiting for you.',
  noOutgoing: 'No requests on their way.',
  partyExplained:
    'When this is on, a friend who sounds the horn in your region may take you along: you hunt at once with your own trap and bait.',
  noGiftToday: 'There is no gift of the day today.',
  noGiftsReceived: 'No gifts waiting. Friends can send you one a day.',
  toastRequest: (name: string) => `${name} wants to be your friend`,
  toastAccepted: (name: string) => `${name} accepted your friend request`,
  toastGift: (name: string) => `${name} sent you a gift`,
  toastMapInvite: (name: string) => `${name} invites you to a séance`,
} as const;

/** The server's message of a refused call, or this screen's fallback when it sent none. */
export function errorText(error: unknown, fallback: string = SOCIAL_SCREEN_TEXTS.actionFailed): string {
  return sharedErrorText(error, fallback);
}

/** A day and month for request and expiry dates. */
export function shortDate(ms: number): string {
  return new Date(ms).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}
