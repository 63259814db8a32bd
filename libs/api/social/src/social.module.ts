import { Global, Module } from '@nestjs/common';
import { HuntModule, PARTY_SOURCE_PORT } from '@grimhunt/api-hunt';
import { AnswerFriendRequestHandler } from './application/commands/answer-friend-request/answer-friend-request.handler';
import { BlockPlayerHandler } from './application/commands/block-player/block-player.handler';
import { ClaimGiftsHandler } from './application/commands/claim-gifts/claim-gifts.handler';
import { EndFriendshipHandler } from './application/commands/end-friendship/end-friendship.handler';
import { EventTickets } from './application/commands/open-event-stream/event-tickets';
import { RequestFriendHandler } from './application/commands/request-friend/request-friend.handler';
import { SendGiftsHandler } from './application/commands/send-gifts/send-gifts.handler';
import { SetPartyHandler } from './application/commands/set-party/set-party.handler';
import { GiftSender } from './application/gift-sender';
import { GiftView } from './application/gift-view';
import { PartyFlags } from './application/party-flags';
import { SocialPartySource } from './application/party-source';
import { SOCIAL_EVENT_PUBLISHER } from './application/ports/social-events.port';
import { SOCIAL_REPOSITORY } from './application/ports/social.repository.port';
import { GetFriendsHandler } from './application/queries/get-friends/get-friends.handler';
import { GetGiftsHandler } from './application/queries/get-gifts/get-gifts.handler';
import { ListFriendshipsHandler } from './application/queries/list-friendships/list-friendships.handler';
import { PgSocialEvents } from './infrastructure/events/pg-social-events';
import { FriendshipAdminController } from './infrastructure/http/friendship-admin.controller';
import { SocialEventsController } from './infrastructure/http/social-events.controller';
import { SocialController } from './infrastructure/http/social.controller';
import { TypeOrmSocialRepository } from './infrastructure/persistence/typeorm-social.repository';

/**
 * Playing together: friends and blocks, daily gifts, the party switch and the live event stream. Needs the kernel,
 * identity's PlayerDirectory, economy's PlayerLock and HoldingsFacade (gift claims with ledger rows), the catalogue
 * (gift of the day, ranks) and the hunt facade (friends' grounds and timers); provides the friends side of the hunting
 * party to the hunt (the hunt's PARTY_SOURCE_PORT: the module is global for that one export).
 */
@Global()
@Module({
  imports: [HuntModule],
  controllers: [SocialController, SocialEventsController, FriendshipAdminController],
  providers: [
    { provide: SOCIAL_REPOSITORY, useClass: TypeOrmSocialRepository },
    PgSocialEvents,
    { provide: SOCIAL_EVENT_PUBLISHER, useExisting: PgSocialEvents },
    GiftView,
    GiftSender,
    EventTickets,
    RequestFriendHandler,
    AnswerFriendRequestHandler,
    EndFriendshipHandler,
    BlockPlayerHandler,
    SetPartyHandler,
    SendGiftsHandler,
    ClaimGiftsHandler,
    GetFriendsHandler,
    GetGiftsHandler,
    ListFriendshipsHandler,
    SocialPartySource,
    { provide: PARTY_SOURCE_PORT, useExisting: SocialPartySource },
    PartyFlags,
  ],
  exports: [PARTY_SOURCE_PORT],
})
export class SocialModule {}
