import { Inject, Injectable } from '@nestjs/common';
import { LADDER_PAGE_SIZE, LadderPageDto } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { InvalidQueryError } from '../../../domain/query.errors';
import { CatalogueView } from '../../catalogue-view';
import { EQUIPMENT_STORE, EquipmentStore } from '../../ports/equipment.store.port';
import { ShortLivedCache } from './short-lived-cache';

/** How stale a ladder page may be: a rank that is a second old is still true enough for a game. */
const LADDER_CACHE_MS = 1000;

type RankedRow = Awaited<ReturnType<PlayerDirectory['ladder']>>[number];

/**
 * `GET /api/ladder/LadderAroundUserId/:from`: 50 ranked players from offset `from` (0-based) in ladder order
 * (xp desc, account creation, id); `from` = -1 answers the page holding the caller. Avatars are the players'
 * equipped avatar items in their active setup. Pages, the ladder size and positions are cached per process for
 * one second (one load per key however many players ask), so a million players do not cost a count per request.
 */
@Injectable()
export class GetLadderHandler {
  constructor(
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
    @Inject(EQUIPMENT_STORE) private readonly equipment: EquipmentStore,
    private readonly catalogue: CatalogueFacade,
    @Inject(CLOCK) clock: Clock,
  ) {
    const now = () => clock.now().getTime();
    this.pages = new ShortLivedCache(LADDER_CACHE_MS, 500, now);
    this.size = new ShortLivedCache(LADDER_CACHE_MS, 1, now);
    this.positions = new ShortLivedCache(LADDER_CACHE_MS, 5000, now);
  }

  private readonly pages: ShortLivedCache<number, { rows: RankedRow[]; avatars: Map<string, string[]> }>;
  private readonly size: ShortLivedCache<'total', number>;
  private readonly positions: ShortLivedCache<string, number | null>;

  async execute(userId: string, fromRaw: string): Promise<LadderPageDto> {
    let from = /^-?\d+$/.test(fromRaw) ? Number(fromRaw) : NaN;
    if (!Number.isSafeInteger(from) || from < -1) throw new InvalidQueryError('from must be -1 (my page) or a whole number from 0');
    if (from === -1) {
      const position = await this.positions.get(userId, () => this.players.ladderPosition(userId));
      from = position === null ? 0 : Math.floor(position / LADDER_PAGE_SIZE) * LADDER_PAGE_SIZE;
    }
    const view = new CatalogueView(await this.catalogue.snapshot());
    const [{ rows, avatars: worn }, total] = await Promise.all([
      this.pages.get(from, async () => {
        const rows = await this.players.ladder(from, LADDER_PAGE_SIZE);
        const avatars = view.snapshot.list('item').filter((i) => view.typeShortName(i) === 'avatar');
        return { rows, avatars: await this.equipment.activeEquippedAmong(rows.map((r) => r.id), avatars.map((a) => a.id)) };
      }),
      this.size.get('total', () => this.players.ladderSize()),
    ]);
    return {
      from,
      total,
      entries: rows.map((r, i) => {
        const avatarId = worn.get(r.id)?.[0];
        return {
          ladderRank: from + i + 1,
          name: r.name,
          xp: r.xp,
          avatarImageID: avatarId ? view.item(avatarId)?.imageId ?? null : null,
          isMe: r.id === userId,
        };
      }),
    };
  }
}
