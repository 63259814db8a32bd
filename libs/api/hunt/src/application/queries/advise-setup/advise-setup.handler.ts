import { Inject, Injectable } from '@nestjs/common';
import { AdvisedSetupDto, ItemDto, SetupAdviceDto } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { HoldingsFacade } from '@grimhunt/api-economy';
import { AdvisedSetup, AdvisorItem, adviseSetups } from '../../../domain/setup-advisor';
import { buildLoadout } from '../../../domain/hunt-setup';
import { HuntCatalogue } from '../../hunt-catalogue';
import { groundRef, scoreDto } from '../../odds.presenter';
import { playerGround } from '../../player-ground';
import { HUNTER_REPOSITORY, HunterRepository } from '../../ports/hunter.repository.port';

/**
 * `GET /api/huntrefactored/advisor`: every saved setup scored on the current ground, and the best owned combination
 * for the catch rate and for the gold per hunt (`adviseSetups`), with the equipment calls that put it to work. A
 * read: two statements (the hunter's ground; owned items and setups), nothing written.
 */
@Injectable()
export class AdviseSetupHandler {
  constructor(
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly holdings: HoldingsFacade,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string): Promise<SetupAdviceDto> {
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const [ground, saved] = await Promise.all([
      playerGround(this.hunters, userId, catalogue),
      this.holdings.savedSetups(userId, catalogue.snapshot),
    ]);
    const typeOf = (id: string) => {
      const item = catalogue.item(id);
      return item?.type ? catalogue.snapshot.get('itemtype', item.type) : undefined;
    };
    const items: AdvisorItem[] = [];
    const always: string[] = [];
    for (const id of [...saved.owned.keys()].sort()) {
      const type = typeOf(id);
      if (!type) continue;
      if (type.alwaysEquipped) always.push(id);
      else if (type.isEquipment && type.itemTypeSlots > 0) items.push({ itemId: id, type: type.shortName, slots: type.itemTypeSlots });
    }
    const equipment = new Set(items.map((i) => i.itemId));
    const setups = saved.setups.map((s) => ({ index: s.index, itemIds: s.itemIds.filter((id) => equipment.has(id)) }));
    const setupOf = (ids: readonly string[]) =>
      buildLoadout(
        ids.map((id) => catalogue.item(id)).filter((i): i is ItemDto => !!i),
        (id) => saved.owned.get(id) ?? 0,
        catalogue,
      ).setup;
    const advice = adviseSetups({
      now: this.clock.now().getTime(),
      ground: catalogue.engineGround(ground?.id ?? null),
      enemies: catalogue.enemies(),
      items,
      always,
      setups,
      setupOf,
    });
    // The database keeps the active setup among the unlocked ones, and at least one is unlocked.
    const active = advice.setups.find((s) => s.index === saved.active) ?? advice.setups[0];
    const advised = (best: AdvisedSetup | null): AdvisedSetupDto | null => {
      if (!best) return null;
      const key = best.itemIds.join(',');
      const current = key === active.itemIds.join(',');
      const holder = advice.setups.find((s) => s.itemIds.join(',') === key && s.index !== saved.active);
      return {
        ...scoreDto(best),
        items: best.itemIds.map((id) => catalogue.itemRef(id)),
        setupIndex: current ? saved.active : (holder?.index ?? null),
        current,
        unequip: current ? [] : active.itemIds.filter((id) => !best.itemIds.includes(id)),
        equip: current ? [] : best.itemIds.filter((id) => !active.itemIds.includes(id)),
      };
    };
    return {
      ground: groundRef(ground),
      current: scoreDto(active),
      setups: advice.setups.map((s) => ({
        ...scoreDto(s),
        index: s.index,
        active: s.index === saved.active,
        items: s.itemIds.map((id) => catalogue.itemRef(id)),
      })),
      bestCatch: advised(advice.best.catch),
      bestGold: advised(advice.best.gold),
    };
  }
}
