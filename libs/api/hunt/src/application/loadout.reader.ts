import { Injectable } from '@nestjs/common';
import { Tx } from '@grimhunt/api-kernel';
import { InventoryFacade } from '@grimhunt/api-economy';
import { buildLoadout, HuntLoadout } from '../domain/hunt-setup';
import { HuntCatalogue } from './hunt-catalogue';

/** The player's items at work (economy's view: active setup + always-equipped) summed into the engine's setup. */
@Injectable()
export class LoadoutReader {
  constructor(private readonly inventory: InventoryFacade) {}

  async read(userId: string, catalogue: HuntCatalogue, tx?: Tx): Promise<HuntLoadout> {
    const items = await this.inventory.equippedItems(userId, tx);
    const bait = items.find((i) => catalogue.typeShortName(i.type) === 'bait');
    const baitAmount = bait ? await this.inventory.amountOf(userId, bait.id, tx) : 0;
    return buildLoadout(items, (id) => (bait && id === bait.id ? baitAmount : 0), catalogue);
  }
}
