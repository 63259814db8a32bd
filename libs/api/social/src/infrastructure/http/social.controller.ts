import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ClaimAllGiftsAnswerDto,
  ClaimGiftAnswerDto,
  EventTicketDto,
  FriendRequestAnswerDto,
  FriendsDto,
  GiftsDto,
  PartyAnswerDto,
  SendGiftsAnswerDto,
  SOCIAL_ROUTES,
  SocialOkDto,
} from '@grimhunt/contracts';
import { AuthUser, CurrentUser, Player, RATE_LIMITS, RateLimit } from '@grimhunt/api-kernel';
import { AnswerFriendRequestHandler } from '../../application/commands/answer-friend-request/answer-friend-request.handler';
import { BlockPlayerHandler } from '../../application/commands/block-player/block-player.handler';
import { ClaimGiftsHandler } from '../../application/commands/claim-gifts/claim-gifts.handler';
import { EndFriendshipHandler } from '../../application/commands/end-friendship/end-friendship.handler';
import { EventTickets } from '../../application/commands/open-event-stream/event-tickets';
import { RequestFriendHandler } from '../../application/commands/request-friend/request-friend.handler';
import { SendGiftsHandler } from '../../application/commands/send-gifts/send-gifts.handler';
import { SetPartyHandler } from '../../application/commands/set-party/set-party.handler';
import { GetFriendsHandler } from '../../application/queries/get-friends/get-friends.handler';
import { GetGiftsHandler } from '../../application/queries/get-gifts/get-gifts.handler';
import { ClaimAllGiftsRequest, FriendRequestRequest, PartyRequest, SendGiftsRequest } from './social.requests';

/** Friends, blocks, daily gifts, the party switch and event tickets. Players only; JSON in and out. */
@ApiTags('social')
@Controller()
@Player()
@RateLimit(RATE_LIMITS.social)
export class SocialController {
  constructor(
    private readonly friendsQuery: GetFriendsHandler,
    private readonly requestFriend: RequestFriendHandler,
    private readonly answerRequest: AnswerFriendRequestHandler,
    private readonly endFriendship: EndFriendshipHandler,
    private readonly blocks: BlockPlayerHandler,
    private readonly giftsQuery: GetGiftsHandler,
    private readonly sendGifts: SendGiftsHandler,
    private readonly claimGifts: ClaimGiftsHandler,
    private readonly party: SetPartyHandler,
    private readonly tickets: EventTickets,
  ) {}

  @Get(SOCIAL_ROUTES.friends)
  friends(@CurrentUser() user: AuthUser): Promise<FriendsDto> {
    return this.friendsQuery.execute(user.id);
  }

  @Post(SOCIAL_ROUTES.friendRequests)
  @HttpCode(201)
  request(@CurrentUser() user: AuthUser, @Body() body: FriendRequestRequest): Promise<FriendRequestAnswerDto> {
    return this.requestFriend.execute(user.id, body?.name);
  }

  @Post(SOCIAL_ROUTES.acceptRequest)
  @HttpCode(200)
  accept(@CurrentUser() user: AuthUser, @Param('requestId') requestId: string): Promise<SocialOkDto> {
    return this.answerRequest.execute(user.id, requestId, true);
  }

  @Post(SOCIAL_ROUTES.declineRequest)
  @HttpCode(200)
  decline(@CurrentUser() user: AuthUser, @Param('requestId') requestId: string): Promise<SocialOkDto> {
    return this.answerRequest.execute(user.id, requestId, false);
  }

  @Delete(SOCIAL_ROUTES.friend)
  unfriend(@CurrentUser() user: AuthUser, @Param('userId') userId: string): Promise<SocialOkDto> {
    return this.endFriendship.execute(user.id, userId);
  }

  @Put(SOCIAL_ROUTES.block)
  block(@CurrentUser() user: AuthUser, @Param('userId') userId: string): Promise<SocialOkDto> {
    return this.blocks.block(user.id, userId);
  }

  @Delete(SOCIAL_ROUTES.block)
  unblock(@CurrentUser() user: AuthUser, @Param('userId') userId: string): Promise<SocialOkDto> {
    return this.blocks.unblock(user.id, userId);
  }

  @Get(SOCIAL_ROUTES.gifts)
  gifts(@CurrentUser() user: AuthUser): Promise<GiftsDto> {
    return this.giftsQuery.execute(user.id);
  }

  @Post(SOCIAL_ROUTES.gifts)
  @HttpCode(201)
  send(@CurrentUser() user: AuthUser, @Body() body: SendGiftsRequest): Promise<SendGiftsAnswerDto> {
    return this.sendGifts.execute(user.id, body?.toUserIds);
  }

  @Post(SOCIAL_ROUTES.claimAllGifts)
  @HttpCode(200)
  claimAll(@CurrentUser() user: AuthUser, @Body() body: ClaimAllGiftsRequest): Promise<ClaimAllGiftsAnswerDto> {
    return this.claimGifts.claimAll(user.id, body?.returnGifts);
  }

  @Post(SOCIAL_ROUTES.claimGift)
  @HttpCode(200)
  claim(@CurrentUser() user: AuthUser, @Param('giftId') giftId: string): Promise<ClaimGiftAnswerDto> {
    return this.claimGifts.claim(user.id, giftId);
  }

  @Put(SOCIAL_ROUTES.party)
  setParty(@CurrentUser() user: AuthUser, @Body() body: PartyRequest): Promise<PartyAnswerDto> {
    return this.party.execute(user.id, body?.enabled);
  }

  @Post(SOCIAL_ROUTES.eventsTicket)
  @HttpCode(201)
  ticket(@CurrentUser() user: AuthUser): Promise<EventTicketDto> {
    return this.tickets.issue(user.id);
  }
}
