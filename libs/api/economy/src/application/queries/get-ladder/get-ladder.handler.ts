import { Inject, Injectable } from '@nestjs/common';
import { LADDER_PAGE_SIZE, LadderPageDto } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { LADDER, Ladder, LadderPage } from '@grimhunt/api-identity';
import { InvalidQueryError } from '../../../domain/query.errors';
import { CatalogueView } from '../../catalogue-view';
import { LADDER_COSMETICS_PORT, LadderCosmetics, LadderCosmeticsSource } from '../../ports/ladder-cosmetics.port';
import { EQUIPMENT_STORE, EquipmentStore } from '../../ports/equipment.store.port';
import { ShortLivedCache } from './short-lived-cache';

/** How stale a ladder page may be: a rank that is a second old is still true enough for a game. */
const LADDER_CACHE_MS = 1000;

type LoadedPage = LadderPage & { avatars: Map<string, string[]>; cosmetics: Map<string, LadderCosmetics> };

/** The avatar items' ids of a catalogue snapshot (kept with the snapshot: `derived`). */
function avatarIdsOf(snapshot: CatalogueView['snapshot']): readonly string[] {
  const view = new CatalogueView(snapshot);
  return snapshot
    .list('item')
    .filter((i) => view.typeShortName(i) === 'avatar')
    .map((i) => i.id);
}

/**
 * `GET /api/ladder/LadderAroundUserId/:from`: 50 ranked players from offset `from` (0-based) in ladder order
 * (xp desc, account creation, id); `from` = -1 answers the page holding the caller. Avatars are the players'
 * equipped avatar items in their active setup; the frame and title keys come from the token shop (covens, through
 * LADDER_COSMETICS_PORT, provided by covens: one statement for the page, read beside the avatars' one). Identity's `Ladder` reads by keyset (no OFFSET over the index, so a
 * deep page costs what the first does); pages are cached per process for one second, by offset and, for `from` =
 * -1, by caller (one load per key however many players ask).
 */
@Injectable()
export class GetLadderHandler {
  constructor(
    @Inject(LADDER) private readonly ladder: Ladder,
    @Inject(EQUIPMENT_STORE) private readonly equipment: EquipmentStore,
    private readonly catalogue: CatalogueFacade,
    @Inject(LADDER_COSMETICS_PORT) private readonly cosmetics: LadderCosmeticsSource,
    @Inject(CLOCK) clock: Clock,
  ) {
    const now = () => clock.now().getTime();
    this.pages = new ShortLivedCache(LADDER_CACHE_MS, 500, now);
    this.ownPages = new ShortLivedCache(LADDER_CACHE_MS, 5000, now);
  }

  private readonly pages: ShortLivedCache<number, LoadedPage>;
  private readonly ownPages: ShortLivedCache<string, LoadedPage>;

  async execute(userId: string, fromRaw: string): Promise<LadderPageDto> {
    const from = /^-?\d+$/.test(fromRaw) ? Number(fromRaw) : NaN;
    if (!Number.isSafeInteger(from) || from < -1) throw new InvalidQueryError('from must be -1 (my page) or a whole number from 0');
    const view = new CatalogueView(await this.catalogue.snapshot());
    const withAvatars = async (page: LadderPage): Promise<LoadedPage> => {
      const ids = page.players.map((p) => p.id);
      const [equipped, cosmetics] = await Promise.all([
        this.equipment.activeEquippedAmong(ids, view.snapshot.derived(avatarIdsOf)),
        this.cosmetics.cosmeticsOf(ids),
      ]);
      return { ...page, avatars: equipped, cosmetics };
    };
    const page =
      from === -1
        ? await this.ownPages.get(userId, async () =>
            withAvatars((await this.ladder.pageOf(userId, LADDER_PAGE_SIZE)) ?? (await this.ladder.page(0, LADDER_PAGE_SIZE))),
          )
        : await this.pages.get(from, async () => withAvatars(await this.ladder.page(from, LADDER_PAGE_SIZE)));
    return {
      from: page.from,
      total: page.total,
      entries: page.players.map((r, i) => {
        const avatarId = page.avatars.get(r.id)?.[0];
        const cosmetics = page.cosmetics.get(r.id);
        return {
          ladderRank: page.from + i + 1,
          name: r.name,
          xp: r.xp,
          avatarImageID: avatarId ? (view.item(avatarId)?.imageId ?? null) : null,
          isMe: r.id === userId,
          // Optional: a row without cosmetics keeps exactly the fields of the game's ladder entry.
          ...(cosmetics?.frameKey ? { frameKey: cosmetics.frameKey } : {}),
          ...(cosmetics?.titleKey ? { titleKey: cosmetics.titleKey } : {}),
        };
      }),
    };
  }
}
