import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JOURNAL_TYPES, TRAVEL_MESSAGES, TravelAnswerDto } from '@grimhunt/contracts';
import { UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { HoldingsFacade, InventoryFacade, PlayerLock, WalletFacade } from '@grimhunt/api-economy';
import {
  TravelBaitRequiredError,
  TravelKeyRequiredError,
  TravelNotEnoughGoldError,
  TravelXpRequiredError,
  UnknownHuntingGroundError,
} from '../../../domain/hunt.errors';
import { HuntCatalogue } from '../../hunt-catalogue';
import { HuntLoader } from '../../hunt-pipeline/hunt-loader';
import { toJournalEntryDto } from '../../journal.presenter';
import { HUNT_RECORDS, HuntRecords } from '../../ports/hunt-records.port';
import { HUNTER_REPOSITORY, HunterRepository } from '../../ports/hunter.repository.port';
import { JOURNAL_REPOSITORY, JournalRecord, JournalRepository } from '../../ports/journal.repository.port';
import { TRAVEL_CURRENCY } from '../../queries/travel-queries/travel-queries.handler';
import { HUNT_UNIT_OF_WORK } from '../../ports/hunt-unit-of-work.port';

/**
 * `POST /api/Game/travel` (form newHuntingGroundId), one transaction under the player's lock: the ground (and its
 * region) must be visible; the player needs its XP, its key (and the region's) in the inventory, and one of its
 * special baits when it lists any; the travel cost is paid the first time only (then PAID). Writes a type 1 entry.
 * A refusal changes nothing.
 */
@Injectable()
export class TravelHandler {
  constructor(
    @Inject(HUNT_UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    @Inject(HUNT_RECORDS) private readonly records: HuntRecords,
    @Inject(JOURNAL_REPOSITORY) private readonly journal: JournalRepository,
    private readonly players: PlayerLock,
    private readonly loader: HuntLoader,
    private readonly wallet: WalletFacade,
    private readonly inventory: InventoryFacade,
    private readonly holdings: HoldingsFacade,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string, groundId: string): Promise<TravelAnswerDto> {
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const ground = catalogue.ground(String(groundId ?? '').trim());
    if (!catalogue.isOpen(ground)) throw new UnknownHuntingGroundError();
    const region = catalogue.region(ground.regionId)!;
    return this.uow.run(async (tx) => {
      const account = await this.players.lock(tx, userId);
      const { hunter, now } = await this.hunters.lockOrCreate(tx, account.id, this.loader.newHunter(catalogue));
      const current = { id: ground.id, name: ground.name, regionId: ground.regionId };
      if (hunter.huntingGroundId === ground.id) {
        return { success: true, message: TRAVEL_MESSAGES.alreadyThere, currentHuntingGround: current, journalEntry: null, paid: 0 };
      }
      const xpNeeded = Math.max(ground.xpReqired, region.xpReqired);
      if (account.xp < xpNeeded) throw new TravelXpRequiredError(xpNeeded, ground.name);
      for (const keyId of [region.keyId, ground.keyId]) {
        if (keyId && (await this.inventory.amountOf(account.id, keyId, tx)) < 1)
          throw new TravelKeyRequiredError(catalogue.item(keyId)?.name ?? 'a key', ground.name);
      }
      if (ground.specialBaitItemId.length > 0) {
        let owned = false;
        for (const baitId of ground.specialBaitItemId) if ((await this.inventory.amountOf(account.id, baitId, tx)) > 0) owned = true;
        if (!owned) {
          throw new TravelBaitRequiredError(
            ground.specialBaitItemId.map((id) => catalogue.item(id)?.name ?? 'special bait').join(', '),
            ground.name,
          );
        }
      }
      let paid = 0;
      const visited = (await this.records.visited(account.id, tx)).has(ground.id);
      if (!visited) {
        if (ground.travelCost > 0) {
          const balance = (await this.wallet.balances(account.id, tx)).find((c) => c.shortName === TRAVEL_CURRENCY);
          if ((balance?.value ?? 0) < ground.travelCost) {
            throw new TravelNotEnoughGoldError(ground.travelCost, balance?.name ?? TRAVEL_CURRENCY, balance?.value ?? 0);
          }
          await this.holdings.apply(
            tx,
            account,
            [{ currency: TRAVEL_CURRENCY, delta: -ground.travelCost, reason: 'travel', reference: `ground:${ground.id}` }],
            catalogue.snapshot,
          );
          paid = ground.travelCost;
        }
        await this.records.addVisit(tx, account.id, ground.id, paid, now);
      }
      hunter.huntingGroundId = ground.id;
      await this.hunters.save(tx, hunter);
      const entry: JournalRecord = {
        id: randomUUID(),
        userId: account.id,
        type: JOURNAL_TYPES.travel,
        at: now,
        enemyId: null,
        huntResult: null,
        strategy: null,
        seed: null,
        xp: 0,
        currencies: paid > 0 ? [{ name: TRAVEL_CURRENCY, value: -paid }] : [],
        loot: [],
        data: {
          title: 'Travel',
          message: TRAVEL_MESSAGES.travelled.replace('{ground}', ground.name),
          travel_name: ground.name,
          travel_imageId: ground.imageId,
        },
      };
      await this.journal.insert(tx, [entry]);
      return {
        success: true,
        message: entry.data.message!,
        currentHuntingGround: current,
        journalEntry: toJournalEntryDto(entry, catalogue),
        paid,
      };
    });
  }
}
