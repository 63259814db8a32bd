import { Inject, Injectable } from '@nestjs/common';
import { FriendDto, FriendRequestDto, FriendsDto } from '@grimhunt/contracts';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { HuntFacade } from '@grimhunt/api-hunt';
import { rankNameOf } from '../../../domain/rank-name';
import { FriendRequestRow, SOCIAL_REPOSITORY, SocialRepository } from '../../ports/social.repository.port';

/** `GET /api/social/friends`: friends by name with rank, ground and ready dot; requests newest first; my blocks. */
@Injectable()
export class GetFriendsHandler {
  constructor(
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
    @Inject(PLAYER_DIRECTORY) private readonly directory: PlayerDirectory,
    private readonly hunt: HuntFacade,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string): Promise<FriendsDto> {
    const [friendIds, requests, blocked, partyEnabled] = await Promise.all([
      this.social.friendIds(userId),
      this.social.requestsOf(userId),
      this.social.blockedBy(userId),
      this.social.partyEnabled(userId),
    ]);
    const others = [...requests.incoming.map((r) => r.fromUserId), ...requests.outgoing.map((r) => r.toUserId)];
    const [accounts, names, standings, party, ranks] = await Promise.all([
      this.directory.accountsOf(friendIds),
      this.directory.namesOf([...others, ...blocked]),
      this.hunt.standings(friendIds),
      this.social.partyEnabledOf(friendIds),
      this.catalogue.ranks(),
    ]);
    const friends: FriendDto[] = friendIds
      .flatMap((id) => {
        const account = accounts.get(id);
        if (!account) return [];
        const standing = standings.get(id);
        return [
          {
            userId: id,
            name: account.name,
            rankName: rankNameOf(ranks, account.xp),
            groundName: standing?.groundName ?? '',
            huntReady: standing?.huntReady ?? true,
            partyEnabled: party.has(id),
          },
        ];
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    const toDto = (r: FriendRequestRow, other: string): FriendRequestDto[] =>
      names.has(other) ? [{ requestId: r.id, userId: other, name: names.get(other)!, createdAt: r.createdAt.getTime() }] : [];
    return {
      friends,
      incoming: requests.incoming.flatMap((r) => toDto(r, r.fromUserId)),
      outgoing: requests.outgoing.flatMap((r) => toDto(r, r.toUserId)),
      blocked: blocked.flatMap((id) => (names.has(id) ? [{ userId: id, name: names.get(id)! }] : [])),
      partyEnabled,
    };
  }
}
