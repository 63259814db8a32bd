import { Inject, Injectable } from '@nestjs/common';
import { ECONOMY_MESSAGES, SuccessMessageDto } from '@grimhunt/contracts';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { checkSetupIndex } from '../../../domain/equipment-rules';
import { PlayerLock } from '../../player-lock';
import { EQUIPMENT_STORE, EquipmentStore } from '../../ports/equipment.store.port';

/** `GET /api/game/changeEquipmentSet/:slotIndex` (zero-based, below unlockedEquipmentSlots). */
@Injectable()
export class ChangeEquipmentSetHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly players: PlayerLock,
    @Inject(EQUIPMENT_STORE) private readonly equipment: EquipmentStore,
  ) {}

  async execute(userId: string, slotIndex: string): Promise<SuccessMessageDto> {
    return this.uow.run(async (tx) => {
      await this.players.lock(tx, userId);
      const { unlocked } = await this.equipment.setupState(userId, tx);
      await this.equipment.setActive(tx, userId, checkSetupIndex(slotIndex, unlocked));
      return { success: true, message: ECONOMY_MESSAGES.setupChanged };
    });
  }
}
