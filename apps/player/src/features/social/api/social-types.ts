/** The social context's answers as the screens read them (the API's own contract, typed here until it is shared). */
export interface FriendDto {
  userId: string;
  name: string;
  rankName: string;
  groundName: string;
  huntReady: boolean;
  partyEnabled: boolean;
}
export interface FriendRequestDto {
  requestId: string;
  userId: string;
  name: string;
  createdAt: string;
}
export interface FriendsDto {
  friends: FriendDto[];
  incoming: FriendRequestDto[];
  outgoing: FriendRequestDto[];
  /** Whether I agreed to be taken along by friends' hunts. */
  partyEnabled: boolean;
}
export interface ReceivedGiftDto {
  giftId: string;
  from: { userId: string; name: string };
  itemId: string;
  name: string;
  expiresAt: string;
}
export interface GiftsDto {
  giftOfTheDay: { itemId: string; name: string; imageId: string | null } | null;
  sendsLeft: number;
  claimsLeft: number;
  sentTodayTo: string[];
  received: ReceivedGiftDto[];
}
