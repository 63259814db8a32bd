import { Injectable } from '@nestjs/common';
import { Tx } from '@grimhunt/api-kernel';
import { HoldingsFacade } from '@grimhunt/api-economy';
import { buildLoadout, HuntLoadout } from '../domain/hunt-setup';
import { HuntCatalogue } from './hunt-catalogue';

/**
 * The player's items at work (economy's view: active setup + always-equipped) with their owned amounts, read in one
 * statement, summed into the engine's setup with the catalogue from memory.
 */
@Injectable()
export class LoadoutReader {
  constructor(private readonly holdings: HoldingsFacade) {}

  async read(userId: string, catalogue: HuntCatalogue, tx?: Tx): Promise<HuntLoadout> {
    const { items, amounts } = await this.holdings.atWork(userId, tx, catalogue.snapshot);
    return buildLoadout(items, (id) => amounts.get(id) ?? 0, catalogue);
  }
}
