import { Inject, Injectable } from '@nestjs/common';
import { ECONOMY_MESSAGES, SuccessMessageDto } from '@grimhunt/contracts';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { NotEquippedError, UnknownItemError } from '../../../domain/economy.errors';
import { CatalogueView } from '../../catalogue-view';
import { PlayerLock } from '../../player-lock';
import { EQUIPMENT_STORE, EquipmentStore } from '../../ports/equipment.store.port';

/** `GET /api/game/unequip/:id`: from the active setup. */
@Injectable()
export class UnequipItemHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly players: PlayerLock,
    @Inject(EQUIPMENT_STORE) private readonly equipment: EquipmentStore,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string, itemId: string): Promise<SuccessMessageDto> {
    const item = new CatalogueView(await this.catalogue.snapshot()).item(itemId);
    if (!item) throw new UnknownItemError();
    return this.uow.run(async (tx) => {
      await this.players.lock(tx, userId);
      const { active } = await this.equipment.setupState(userId, tx);
      const removed = await this.equipment.remove(tx, userId, active, [item.id]);
      if (removed === 0) throw new NotEquippedError(item.name);
      return { success: true, message: ECONOMY_MESSAGES.unequipped };
    });
  }
}
