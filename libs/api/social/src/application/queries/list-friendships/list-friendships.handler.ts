import { Inject, Injectable } from '@nestjs/common';
import { FriendshipAdminDto } from '@grimhunt/contracts';
import { isUuid, ListQuery, ValidationError } from '@grimhunt/api-kernel';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { SOCIAL_REPOSITORY, SocialRepository } from '../../ports/social.repository.port';

/**
 * The back office's read-only list of friendships (`GET /api/friendship`). Filters: `userId` (either side) and `q`
 * (a player's exact name, either side); sorted by `createdAt` (default, newest first) or `id`.
 */
@Injectable()
export class ListFriendshipsHandler {
  constructor(
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
    @Inject(PLAYER_DIRECTORY) private readonly directory: PlayerDirectory,
  ) {}

  async execute(query: ListQuery): Promise<{ rows: FriendshipAdminDto[]; total: number }> {
    const userId = query.filter['userId'];
    if (userId !== undefined && (typeof userId !== 'string' || !isUuid(userId))) throw new ValidationError('userId must be a player id');
    const q = query.filter['q'];
    if (q !== undefined && typeof q !== 'string') throw new ValidationError('q must be a text');
    let userIds: string[] | null = null;
    if (typeof q === 'string') {
      const found = await this.directory.findByName(q.trim().slice(0, 64));
      userIds = found ? [found.id] : [];
    }
    const { rows, total } = await this.social.friendships({
      userId: typeof userId === 'string' ? userId : null,
      userIds,
      sort: query.sortField === 'id' ? 'id' : 'createdAt',
      order: query.sortOrder,
      offset: query.offset,
      limit: query.limit,
    });
    const names = await this.directory.namesOf(rows.flatMap((r) => [r.userId, r.friendId]));
    return {
      rows: rows.map((r) => ({
        id: r.id,
        userId: r.userId,
        userName: names.get(r.userId) ?? '',
        friendId: r.friendId,
        friendName: names.get(r.friendId) ?? '',
        createdAt: r.createdAt.toISOString(),
      })),
      total,
    };
  }
}
