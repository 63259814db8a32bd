import { Inject, Injectable, Logger } from '@nestjs/common';
import { SETTINGS } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { parseStarterKit, starterEquipment } from '../../../domain/starter-kit';
import { CatalogueView } from '../../catalogue-view';
import { InventoryFacade } from '../../facades/inventory.facade';
import { WalletFacade } from '../../facades/wallet.facade';
import { EQUIPMENT_STORE, EquipmentStore } from '../../ports/equipment.store.port';
import { PlayerLock } from '../../player-lock';

export const STARTER_KIT_REASON = 'starter-kit';

/**
 * Gives a new player the `StarterKit` setting's purse and items, inside the caller's transaction (activation or the
 * demo player's creation, each of which happens once per account). Unknown currencies or items are skipped and
 * logged, never fatal: an admin's typo must not block sign-ups. Equipment in the kit (its bait, its trap) arrives
 * equipped in the active setup, one item per free slot, so the first hunt works straight away.
 */
@Injectable()
export class GrantStarterKitHandler {
  private readonly logger = new Logger('StarterKit');

  constructor(
    private readonly catalogue: CatalogueFacade,
    private readonly wallet: WalletFacade,
    private readonly inventory: InventoryFacade,
    @Inject(EQUIPMENT_STORE) private readonly equipment: EquipmentStore,
    private readonly players: PlayerLock,
  ) {}

  async grant(tx: Tx, userId: string): Promise<void> {
    const view = new CatalogueView(await this.catalogue.snapshot());
    const { kit, problems } = parseStarterKit(view.snapshot.settingValue(SETTINGS.starterKit));
    // The callers (activation, the demo player's creation) hold the user row already: taking it again in the same
    // transaction is immediate, and gives the LockedPlayer the facades require.
    const player = await this.players.lock(tx, userId);
    for (const { shortName, value } of kit.currencies) {
      if (view.currency(shortName)) await this.wallet.credit(tx, player, shortName, value, STARTER_KIT_REASON);
      else problems.push(`unknown currency ${shortName}`);
    }
    const granted: string[] = [];
    for (const { itemId, amount } of kit.items) {
      if (view.item(itemId)) {
        await this.inventory.addItem(tx, player, itemId, amount, STARTER_KIT_REASON);
        granted.push(itemId);
      } else problems.push(`unknown item ${itemId}`);
    }
    if (granted.length > 0) {
      const typed = (itemId: string) => ({ itemId, type: view.typeOf(view.item(itemId) ?? { type: null }) });
      const { active } = await this.equipment.setupState(userId, tx);
      const present = await this.equipment.equipped(userId, active, tx);
      for (const itemId of starterEquipment(granted.map(typed), present.map(typed))) await this.equipment.add(tx, userId, active, itemId);
    }
    if (problems.length > 0) this.logger.warn(`StarterKit setting: ${problems.join('; ')}`);
  }
}
