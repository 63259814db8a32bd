import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  COVEN_CREATE_COST,
  COVEN_LEDGER_REASONS,
  COVEN_MESSAGES,
  CovenActionDto,
  validateCovenMotto,
  validateCovenName,
} from '@grimhunt/contracts';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { HoldingsFacade, PlayerLock } from '@grimhunt/api-economy';
import { AlreadyInCovenError, CovenInvalidError, CovenNameTakenError } from '../../../domain/covens.errors';
import { CovenView } from '../../coven-view';
import { COVEN_STORE, CovenStore } from '../../ports/coven.store.port';

/** What a founder sends; unchecked until `readCovenFields`. */
export interface CovenFieldsInput {
  name?: unknown;
  motto?: unknown;
  open?: unknown;
}

/** The checked name, motto and open flag of a coven (the rules of user names for the name). */
export function readCovenFields(body: CovenFieldsInput): { name: string; motto: string; open: boolean } {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  const nameProblem = validateCovenName(name);
  if (nameProblem) throw new CovenInvalidError(nameProblem);
  if (body.motto !== undefined && body.motto !== null && typeof body.motto !== 'string')
    throw new CovenInvalidError(COVEN_MESSAGES.mottoText);
  const motto = typeof body.motto === 'string' ? body.motto.trim() : '';
  const mottoProblem = validateCovenMotto(motto);
  if (mottoProblem) throw new CovenInvalidError(mottoProblem);
  if (typeof body.open !== 'boolean') throw new CovenInvalidError(COVEN_MESSAGES.openRequired);
  return { name, motto, open: body.open };
}

/**
 * Founds a coven in one transaction: the founder's user row locked first, no coven yet, a free name (unique index,
 * case-insensitive), the founder as captain, the gold taken through the ledger (`coven-create`, reference = the
 * coven id; the gold leaves the game). Any refusal rolls all of it back.
 */
@Injectable()
export class CreateCovenHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(COVEN_STORE) private readonly covens: CovenStore,
    private readonly players: PlayerLock,
    private readonly holdings: HoldingsFacade,
    private readonly view: CovenView,
  ) {}

  async execute(userId: string, body: CovenFieldsInput): Promise<CovenActionDto> {
    const fields = readCovenFields(body ?? {});
    const now = this.clock.now();
    return this.uow.run(async (tx) => {
      const player = await this.players.lock(tx, userId);
      if (await this.covens.membershipOf(player.id, tx)) throw new AlreadyInCovenError();
      const coven = { id: randomUUID(), ...fields, memberCount: 0, createdAt: now, emblemDesign: null };
      if (!(await this.covens.insert(tx, coven))) throw new CovenNameTakenError();
      await this.covens.addMember(tx, coven.id, player.id, 'captain', now);
      await this.covens.removeApplicationsOf(tx, player.id);
      await this.holdings.apply(tx, player, [
        { currency: 'gold', delta: -COVEN_CREATE_COST, reason: COVEN_LEDGER_REASONS.create, reference: coven.id },
      ]);
      const members = await this.covens.members(coven.id, tx);
      return { success: true, message: COVEN_MESSAGES.created, coven: await this.view.toDto({ ...coven, memberCount: 1 }, members, tx) };
    });
  }
}
