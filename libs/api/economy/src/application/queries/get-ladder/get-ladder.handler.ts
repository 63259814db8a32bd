import { Inject, Injectable } from '@nestjs/common';
import { LADDER_PAGE_SIZE, LadderPageDto } from '@grimhunt/contracts';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { InvalidQueryError } from '../../../domain/query.errors';
import { CatalogueView } from '../../catalogue-view';
import { EQUIPMENT_STORE, EquipmentStore } from '../../ports/equipment.store.port';

/**
 * `GET /api/ladder/LadderAroundUserId/:from`: 50 ranked players from offset `from` (0-based) in ladder order
 * (xp desc, account creation, id); `from` = -1 answers the page holding the caller. Avatars are the players'
 * equipped avatar items in their active setup.
 */
@Injectable()
export class GetLadderHandler {
  constructor(
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
    @Inject(EQUIPMENT_STORE) private readonly equipment: EquipmentStore,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string, fromRaw: string): Promise<LadderPageDto> {
    let from = /^-?\d+$/.test(fromRaw) ? Number(fromRaw) : NaN;
    if (!Number.isSafeInteger(from) || from < -1) throw new InvalidQueryError('from must be -1 (my page) or a whole number from 0');
    if (from === -1) {
      const position = await this.players.ladderPosition(userId);
      from = position === null ? 0 : Math.floor(position / LADDER_PAGE_SIZE) * LADDER_PAGE_SIZE;
    }
    const [rows, total] = await Promise.all([this.players.ladder(from, LADDER_PAGE_SIZE), this.players.ladderSize()]);
    const view = new CatalogueView(await this.catalogue.snapshot());
    const avatars = view.snapshot.list('item').filter((i) => view.typeShortName(i) === 'avatar');
    const worn = await this.equipment.activeEquippedAmong(rows.map((r) => r.id), avatars.map((a) => a.id));
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
