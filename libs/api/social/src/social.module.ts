import { Global, Module } from '@nestjs/common';
import { HuntModule, PARTY_SOURCE_PORT, SESSION_CATCHES_PORT } from '@grimhunt/api-hunt';
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
import { SeanceMembershipHandler } from './application/commands/seance-membership/seance-membership.handler';
import { SettleSeanceMapsHandler } from './application/commands/settle-seance-maps/settle-seance-maps.handler';
import { StartSeanceMapHandler } from './application/commands/start-seance-map/start-seance-map.handler';
import { SEANCE_MAP_STORE } from './application/ports/seance-map.store.port';
import { GetSeanceMapsHandler } from './application/queries/get-seance-maps/get-seance-maps.handler';
import { ListSeanceMapsHandler } from './application/queries/list-seance-maps/list-seance-maps.handler';
import { SeanceCatches } from './application/seance-catches';
import { SeanceMapView } from './application/seance-map-view';
import { SeanceMapAdminController } from './infrastructure/http/seance-map-admin.controller';
import { SeanceMapsController } from './infrastructure/http/seance-maps.controller';
import { SeanceMapTimers } from './infrastructure/jobs/seance-map-timers';
import { TypeOrmSeanceMapStore } from './infrastructure/persistence/typeorm-seance-map.store';

/**
 * Playing together: friends and blocks, daily gifts, the party switch and the live event stream. Needs the kernel,
 * identity's PlayerDirectory, economy's PlayerLock and HoldingsFacade (gift claims with ledger rows), the catalogue
 * (gift of the day, ranks) and the hunt facade (friends' grounds and timers); séance maps also use the hunt's
 * SeanceHuntFacade (ghost pools, odds, the open-map count on the hunter row). It provides two of the hunt's ports (the
 * module is global for them): the friends side of the hunting party (PARTY_SOURCE_PORT) and the catches of players
 * on a map (SESSION_CATCHES_PORT).
 */
@Global()
@Module({
  imports: [HuntModule],
  controllers: [SocialController, SocialEventsController, FriendshipAdminController, SeanceMapsController, SeanceMapAdminController],
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
    { provide: SEANCE_MAP_STORE, useClass: TypeOrmSeanceMapStore },
    SeanceMapView,
    StartSeanceMapHandler,
    SeanceMembershipHandler,
    SettleSeanceMapsHandler,
    GetSeanceMapsHandler,
    ListSeanceMapsHandler,
    SeanceCatches,
    SeanceMapTimers,
    { provide: SESSION_CATCHES_PORT, useExisting: SeanceCatches },
  ],
  exports: [PARTY_SOURCE_PORT, SESSION_CATCHES_PORT],
})
export class SocialModule {}
