import { Inject, Injectable } from '@nestjs/common';
import { ECONOMY_MESSAGES, SuccessMessageDto } from '@grimhunt/contracts';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { UnknownItemError } from '../../../domain/economy.errors';
import { planEquip } from '../../../domain/equipment-rules';
import { CatalogueView } from '../../catalogue-view';
import { PlayerLock } from '../../player-lock';
import { EQUIPMENT_STORE, EquipmentStore } from '../../ports/equipment.store.port';
import { HOLDINGS_STORE, HoldingsStore } from '../../ports/holdings.store.port';

/** `GET /api/game/equip/:id`: into the active setup; a full single slot swaps, a full multi-slot type refuses. */
@Injectable()
export class EquipItemHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly players: PlayerLock,
    @Inject(HOLDINGS_STORE) private readonly holdings: HoldingsStore,
    @Inject(EQUIPMENT_STORE) private readonly equipment: EquipmentStore,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string, itemId: string): Promise<SuccessMessageDto> {
    const view = new CatalogueView(await this.catalogue.snapshot());
    const item = view.item(itemId);
    if (!item) throw new UnknownItemError();
    return this.uow.run(async (tx) => {
      await this.players.lock(tx, userId);
      const owned = await this.holdings.inventory(userId, tx);
      const { active } = await this.equipment.setupState(userId, tx);
      const inSetup = await this.equipment.equipped(userId, active, tx);
      // Items no longer owned (an admin took them) free their slot.
      const stale = inSetup.filter((id) => !owned.has(id));
      await this.equipment.remove(tx, userId, active, stale);
      const equipped = inSetup
        .filter((id) => owned.has(id))
        .map((id) => ({ itemId: id, type: view.item(id) ? (view.typeShortName(view.item(id)!) ?? '') : '' }));
      const plan = planEquip({ item, type: view.typeOf(item), owned: owned.get(item.id) ?? 0, equipped });
      if (!plan.add) return { success: true, message: ECONOMY_MESSAGES.alreadyEquipped };
      await this.equipment.remove(tx, userId, active, plan.remove);
      await this.equipment.add(tx, userId, active, plan.add);
      return { success: true, message: ECONOMY_MESSAGES.equipped };
    });
  }
}
