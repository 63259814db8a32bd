import { ApiError } from '../../lib/api-client';

/** Texts of the Friends screen (the server's own messages are shown as they come). */
export const SOCIAL_MESSAGES = {
  loading: 'Loading your friends...',
  loadFailed: 'Failed to load your friends',
  giftsLoadFailed: 'Failed to load gifts',
  actionFailed: 'That did not work. Please try again.',
  nameRequired: 'Please enter a hunter name',
  requestSent: (name: string) => `Friend request sent to ${name}`,
  nowFriends: (name: string) => `You and ${name} are friends now`,
  noFriends: 'No friends yet. Add a hunter by name to hunt together.',
  noIncoming: 'No requests waiting for you.',
  noOutgoing: 'No requests on their way.',
  partyExplained:
    'When this is on, a friend who sounds the horn in your region may take you along: you hunt at once with your own trap and bait.',
  noGiftToday: 'There is no gift of the day today.',
  noGiftsReceived: 'No gifts waiting. Friends can send you one a day.',
  sentToAll: (count: number) => (count === 1 ? 'Gift sent to 1 friend' : `Gift sent to ${count} friends`),
  claimed: 'Gift claimed! Added to your inventory.',
  claimedAll: (count: number) => (count === 1 ? 'Claimed 1 gift and sent one back' : `Claimed ${count} gifts and sent gifts back`),
  toastRequest: (name: string) => `${name} wants to be your friend`,
  toastGift: (name: string) => `${name} sent you a gift`,
} as const;

/** The server's message of a refused call, or the fallback when it sent none. */
export function errorText(error: unknown, fallback: string = SOCIAL_MESSAGES.actionFailed): string {
  return error instanceof ApiError && error.hasServerMessage ? error.message : fallback;
}
