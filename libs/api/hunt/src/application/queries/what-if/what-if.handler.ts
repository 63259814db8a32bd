import { Inject, Injectable } from '@nestjs/common';
import { HUNT_ERROR_CODES, ItemDto, WhatIfDto, WhatIfSideDto } from '@grimhunt/contracts';
import { isUuid, NotFoundError, ValidationError } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { HoldingsFacade } from '@grimhunt/api-economy';
import { whatIf } from '../../../domain/hunt-replay';
import { buildLoadout } from '../../../domain/hunt-setup';
import { HuntOutcome } from '../../../domain/hunt.types';
import { HuntCatalogue } from '../../hunt-catalogue';
import { JOURNAL_REPOSITORY, JournalRepository } from '../../ports/journal.repository.port';

const notFound = () => new NotFoundError('There is no such hunt in your journal', HUNT_ERROR_CODES.REPLAY_NOT_FOUND);

function side(outcome: HuntOutcome, catalogue: HuntCatalogue): WhatIfSideDto {
  return {
    huntResult: outcome.huntResult,
    catchBp: outcome.catch?.bp ?? 0,
    decidedBy: outcome.catch?.decidedBy ?? null,
    xp: outcome.xp,
    gold: outcome.currencies.filter((c) => c.name === 'gold').reduce((sum, c) => sum + c.value, 0),
    loot: outcome.loot.map((l) => ({ item: catalogue.itemRef(l.itemId), amount: l.amount })),
  };
}

/**
 * `GET /api/huntrefactored/whatif/{journalEntryId}/{setupIndex}`: one of the player's own recorded hunts re-run by
 * the engine with one of the player's saved setups as it is now (`whatIf`: same seed, same ghost in the same round;
 * the catch, bonuses and loot follow the setup). Another player's entry is unknown (404). A pure read: two
 * statements (the record; owned items and setups), nothing written.
 */
@Injectable()
export class WhatIfHandler {
  constructor(
    @Inject(JOURNAL_REPOSITORY) private readonly journal: JournalRepository,
    private readonly holdings: HoldingsFacade,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string, journalEntryId: string, setupIndex: string): Promise<WhatIfDto> {
    if (!isUuid(journalEntryId)) throw new ValidationError('A journal entry id is a UUID', undefined, HUNT_ERROR_CODES.INVALID_JOURNAL_ID);
    if (!/^\d{1,2}$/.test(setupIndex))
      throw new ValidationError('Choose one of your saved setups', undefined, HUNT_ERROR_CODES.INVALID_SETUP_INDEX);
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const [found, saved] = await Promise.all([
      this.journal.replayOf(journalEntryId),
      this.holdings.savedSetups(userId, catalogue.snapshot),
    ]);
    if (!found || found.entry.userId !== userId || !found.entry.replay || !found.context) throw notFound();
    const setup = saved.setups.find((s) => s.index === Number(setupIndex));
    if (!setup) throw new ValidationError('Choose one of your saved setups', undefined, HUNT_ERROR_CODES.INVALID_SETUP_INDEX);
    const items = setup.itemIds.map((id) => catalogue.item(id)).filter((i): i is ItemDto => !!i);
    const loadout = buildLoadout(items, (id) => saved.owned.get(id) ?? 0, catalogue);
    const result = whatIf(found.entry.replay, found.context, loadout.setup);
    if (!result)
      throw new ValidationError('No ghost came in this hunt: there is no catch to replay', undefined, HUNT_ERROR_CODES.WHATIF_NO_GHOST);
    const enemy = catalogue.enemy(result.recorded.enemyId);
    return {
      journalEntryId: found.entry.id,
      setupIndex: setup.index,
      enemy: { id: result.recorded.enemyId!, name: enemy?.name ?? 'an unknown ghost', imageId: enemy?.imageId ?? null },
      recorded: side(result.recorded, catalogue),
      replayed: side(result.replayed, catalogue),
    };
  }
}
