import { Inject, Injectable } from '@nestjs/common';
import { SeanceGhostDto, SeanceMapDto, SeanceMapSummaryDto } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { SeanceHuntFacade } from '@grimhunt/api-hunt';
import { MapNotFoundError } from '../domain/seance-map.errors';
import { SEANCE_MAP_STORE, SeanceMapRow, SeanceMapStore } from './ports/seance-map.store.port';

const ms = (d: Date | null): number | null => (d ? d.getTime() : null);

/** A map as its members and invited players see it; the odds of each ghost are the reader's own. */
@Injectable()
export class SeanceMapView {
  constructor(
    @Inject(SEANCE_MAP_STORE) private readonly store: SeanceMapStore,
    @Inject(PLAYER_DIRECTORY) private readonly directory: PlayerDirectory,
    private readonly catalogue: CatalogueFacade,
    private readonly hunt: SeanceHuntFacade,
  ) {}

  /** The map for `readerId`; 404 unless the reader is a member or invited (other players learn nothing of it). */
  async map(readerId: string, mapId: string, tx?: Tx): Promise<SeanceMapDto> {
    const map = await this.store.map(mapId, tx);
    if (!map) throw new MapNotFoundError();
    const [members, invited, ghosts] = await Promise.all([
      this.store.members(mapId, tx),
      this.store.invited(mapId, tx),
      this.store.ghosts(mapId, tx),
    ]);
    const isMember = members.some((m) => m.userId === readerId);
    if (!isMember && !invited.includes(readerId)) throw new MapNotFoundError();
    const [names, snapshot, odds] = await Promise.all([
      this.directory.namesOf([map.ownerId, ...members.map((m) => m.userId), ...invited], tx),
      this.catalogue.snapshot(),
      this.hunt.bestOdds(
        readerId,
        ghosts.filter((g) => !g.caughtAt).map((g) => g.enemyId),
      ),
    ]);
    const caughtBy = new Map<string, number>();
    for (const g of ghosts) if (g.caughtBy) caughtBy.set(g.caughtBy, (caughtBy.get(g.caughtBy) ?? 0) + 1);
    const ghostDtos: SeanceGhostDto[] = ghosts.map((g) => {
      const enemy = snapshot.get('enemy', g.enemyId);
      const best = odds.get(g.enemyId);
      return {
        enemyId: g.enemyId,
        name: enemy?.name ?? 'A forgotten ghost',
        imageId: enemy?.imageId ?? null,
        caughtBy: g.caughtAt ? { userId: g.caughtBy ?? '', name: g.caughtByName ?? '' } : null,
        caughtAt: ms(g.caughtAt),
        bestGround: g.caughtAt ? null : (best?.groundName ?? null),
        chanceForMe: g.caughtAt ? 0 : (best?.chance ?? 0),
        bait: g.caughtAt ? null : (best?.baitName ?? null),
      };
    });
    return {
      id: map.id,
      owner: { userId: map.ownerId, name: names.get(map.ownerId) ?? '' },
      members: members.map((m) => ({
        userId: m.userId,
        name: names.get(m.userId) ?? '',
        owner: m.userId === map.ownerId,
        caught: caughtBy.get(m.userId) ?? 0,
      })),
      invited: invited.map((id) => ({ userId: id, name: names.get(id) ?? '' })),
      scrollName: map.scrollName,
      tier: map.tier,
      ghosts: ghostDtos,
      caught: map.caughtCount,
      createdAt: map.createdAt.getTime(),
      expiresAt: map.expiresAt.getTime(),
      completedAt: ms(map.completedAt),
      settledAt: ms(map.settledAt),
      settlement: map.settlement,
      me: map.ownerId === readerId ? 'owner' : isMember ? 'member' : 'invited',
    };
  }

  /** Summaries of maps for `readerId` (`part`: on the map or invited). */
  async summaries(readerId: string, maps: SeanceMapRow[], invited: boolean): Promise<SeanceMapSummaryDto[]> {
    const [names, counts] = await Promise.all([
      this.directory.namesOf([...new Set(maps.map((m) => m.ownerId))]),
      this.store.memberCounts(maps.map((m) => m.id)),
    ]);
    return maps.map((m) => ({
      id: m.id,
      owner: { userId: m.ownerId, name: names.get(m.ownerId) ?? '' },
      scrollName: m.scrollName,
      tier: m.tier,
      ghostCount: m.ghostCount,
      caught: m.caughtCount,
      members: counts.get(m.id) ?? 0,
      expiresAt: m.expiresAt.getTime(),
      completedAt: ms(m.completedAt),
      settledAt: ms(m.settledAt),
      me: invited ? 'invited' : m.ownerId === readerId ? 'owner' : 'member',
    }));
  }
}
