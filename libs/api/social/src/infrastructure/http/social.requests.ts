import { Allow, IsOptional } from 'class-validator';
import type { ClaimAllGiftsBody, FriendRequestBody, PartyBody, SendGiftsBody } from '@grimhunt/contracts';

/** The social bodies pass through as sent (`@Allow` keeps them through the whitelist); the use cases check them. */
export class FriendRequestRequest implements Partial<Record<keyof FriendRequestBody, unknown>> {
  @IsOptional() @Allow() name?: unknown;
}

export class SendGiftsRequest implements Partial<Record<keyof SendGiftsBody, unknown>> {
  @IsOptional() @Allow() toUserIds?: unknown;
}

export class ClaimAllGiftsRequest implements Partial<Record<keyof ClaimAllGiftsBody, unknown>> {
  @IsOptional() @Allow() returnGifts?: unknown;
}

export class PartyRequest implements Partial<Record<keyof PartyBody, unknown>> {
  @IsOptional() @Allow() enabled?: unknown;
}
