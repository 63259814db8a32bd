import { Inject, Injectable } from '@nestjs/common';
import { SeanceMapAdminDto } from '@grimhunt/contracts';
import { CLOCK, Clock, isUuid, ListQuery, ValidationError } from '@grimhunt/api-kernel';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { SEANCE_MAP_STORE, SeanceMapStore } from '../../ports/seance-map.store.port';

const STATUSES = ['open', 'complete', 'expired'] as const;

/**
 * The back office's read-only list of séance maps (`GET /api/seancemap`). Filters: `userId` (the owner), `q` (the
 * owner's exact name), `status` (open, complete, expired); sorted by `createdAt` (default, newest first) or `expiresAt`.
 */
@Injectable()
export class ListSeanceMapsHandler {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SEANCE_MAP_STORE) private readonly store: SeanceMapStore,
    @Inject(PLAYER_DIRECTORY) private readonly directory: PlayerDirectory,
  ) {}

  async execute(query: ListQuery): Promise<{ rows: SeanceMapAdminDto[]; total: number }> {
    const { userId, q, status } = query.filter;
    if (userId !== undefined && (typeof userId !== 'string' || !isUuid(userId))) throw new ValidationError('userId must be a player id');
    if (q !== undefined && typeof q !== 'string') throw new ValidationError('q must be a text');
    if (status !== undefined && !STATUSES.includes(status as (typeof STATUSES)[number]))
      throw new ValidationError('status must be open, complete or expired');
    let ownerId = typeof userId === 'string' ? userId : null;
    if (typeof q === 'string') {
      const found = await this.directory.findByName(q.trim().slice(0, 64));
      if (!found || (ownerId && ownerId !== found.id)) return { rows: [], total: 0 };
      ownerId = found.id;
    }
    const now = this.clock.now();
    const { rows, members, total } = await this.store.adminList({
      ownerId,
      status: (status as (typeof STATUSES)[number] | undefined) ?? null,
      now,
      sort: query.sortField === 'expiresAt' ? 'expiresAt' : 'createdAt',
      order: query.sortOrder,
      offset: query.offset,
      limit: query.limit,
    });
    const names = await this.directory.namesOf([...new Set(rows.map((r) => r.ownerId))]);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        ownerId: r.ownerId,
        ownerName: names.get(r.ownerId) ?? '',
        scrollName: r.scrollName,
        tier: r.tier,
        ghostCount: r.ghostCount,
        caught: r.caughtCount,
        members: members.get(r.id) ?? 0,
        status: r.completedAt ? 'complete' : r.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open',
        createdAt: r.createdAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
        completedAt: r.completedAt?.toISOString() ?? null,
        settledAt: r.settledAt?.toISOString() ?? null,
      })),
      total,
    };
  }
}
