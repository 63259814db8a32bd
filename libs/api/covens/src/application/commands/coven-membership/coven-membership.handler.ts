import { Inject, Injectable } from '@nestjs/common';
import { COVEN_MAX_MEMBERS, COVEN_MESSAGES as M, CovenActionDto } from '@grimhunt/contracts';
import { CLOCK, Clock, Tx, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { AccountDeletionListener } from '@grimhunt/api-identity';
import { handlesApplications, mayChangeRank, mayKick, successorOf } from '../../../domain/coven-roles';
import {
  AlreadyAppliedError,
  AlreadyInCovenError,
  CovenClosedError,
  CovenForbiddenError,
  CovenFullError,
  CovenNotFoundError,
  NotCovenMemberError,
} from '../../../domain/covens.errors';
import { CovenView } from '../../coven-view';
import { COVEN_STORE, CovenRow, CovenStore, MembershipRow } from '../../ports/coven.store.port';

/**
 * Joining, applying, answering applications, leaving, removing, promoting and demoting. Each runs in one
 * transaction that first locks the coven row `FOR UPDATE`: changes of one coven queue there, so the member count
 * read under the lock is the count written, and twelve is never exceeded (the count's CHECK backs it). A player is
 * in one coven at most by the member table's key, whatever two covens do at once.
 */
@Injectable()
export class CovenMembershipHandler implements AccountDeletionListener {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(COVEN_STORE) private readonly covens: CovenStore,
    private readonly view: CovenView,
  ) {}

  join(userId: string, covenId: string): Promise<CovenActionDto> {
    return this.inCoven(covenId, async (tx, coven) => {
      if (!coven.open) throw new CovenClosedError();
      if (await this.covens.membershipOf(userId, tx)) throw new AlreadyInCovenError();
      await this.admit(tx, coven, userId);
      return this.answer(tx, covenId, M.joined);
    });
  }

  apply(userId: string, covenId: string): Promise<CovenActionDto> {
    return this.inCoven(covenId, async (tx) => {
      if (await this.covens.membershipOf(userId, tx)) throw new AlreadyInCovenError();
      if (!(await this.covens.addApplication(tx, covenId, userId, this.clock.now()))) throw new AlreadyAppliedError();
      return { success: true, message: M.applied, coven: null };
    });
  }

  accept(actorId: string, covenId: string, applicantId: string): Promise<CovenActionDto> {
    return this.inCoven(covenId, async (tx, coven) => {
      await this.officer(tx, covenId, actorId);
      if (!(await this.covens.removeApplication(tx, covenId, applicantId))) throw new CovenNotFoundError(M.applicationNotFound);
      if (await this.covens.membershipOf(applicantId, tx)) throw new AlreadyInCovenError(M.targetInCoven);
      await this.admit(tx, coven, applicantId);
      return this.answer(tx, covenId, M.accepted);
    });
  }

  decline(actorId: string, covenId: string, applicantId: string): Promise<CovenActionDto> {
    return this.inCoven(covenId, async (tx) => {
      await this.officer(tx, covenId, actorId);
      if (!(await this.covens.removeApplication(tx, covenId, applicantId))) throw new CovenNotFoundError(M.applicationNotFound);
      return this.answer(tx, covenId, M.declined);
    });
  }

  /** A leaving captain hands over to the longest-serving officer, else member; the last one out disbands the coven. */
  leave(userId: string, covenId: string): Promise<CovenActionDto> {
    return this.inCoven(covenId, async (tx) => {
      const disbanded = await this.depart(tx, covenId, userId);
      return { success: true, message: disbanded ? M.disbanded : M.left, coven: null };
    });
  }

  /**
   * A deleted account leaves its coven the way a player leaves (the member count and the captaincy follow), in the
   * deleting transaction: the user row first, then the coven row.
   */
  async beforeAccountDeleted(tx: Tx, userId: string): Promise<void> {
    const membership = await this.covens.membershipOf(userId, tx);
    if (!membership || !(await this.covens.lock(tx, membership.covenId))) return;
    await this.depart(tx, membership.covenId, userId);
  }

  /** Removes the member (the coven row locked); true when the coven was disbanded. */
  private async depart(tx: Tx, covenId: string, userId: string): Promise<boolean> {
    const members = await this.covens.members(covenId, tx);
    const me = members.find((m) => m.userId === userId);
    if (!me) throw new NotCovenMemberError();
    const successor = me.role === 'captain' ? successorOf(members, userId) : null;
    if (me.role === 'captain' && !successor) {
      await this.covens.delete(tx, covenId);
      return true;
    }
    await this.covens.removeMember(tx, covenId, userId);
    if (successor) await this.covens.setRole(tx, covenId, successor.userId, 'captain');
    return false;
  }

  kick(actorId: string, covenId: string, targetId: string): Promise<CovenActionDto> {
    return this.inCoven(covenId, async (tx) => {
      const { actor, target } = await this.pair(tx, covenId, actorId, targetId);
      if (actorId === targetId) throw new CovenForbiddenError(M.cannotKickSelf);
      if (!mayKick(actor, target)) throw new CovenForbiddenError(actor.role === 'officer' ? M.cannotKickRank : M.notOfficer);
      await this.covens.removeMember(tx, covenId, targetId);
      return this.answer(tx, covenId, M.kicked);
    });
  }

  promote(actorId: string, covenId: string, targetId: string): Promise<CovenActionDto> {
    return this.inCoven(covenId, async (tx) => {
      const { actor, target } = await this.pair(tx, covenId, actorId, targetId);
      if (!mayChangeRank(actor)) throw new CovenForbiddenError(M.notCaptain);
      if (target.role !== 'member') throw new CovenForbiddenError(M.alreadyOfficer);
      await this.covens.setRole(tx, covenId, targetId, 'officer');
      return this.answer(tx, covenId, M.promoted);
    });
  }

  demote(actorId: string, covenId: string, targetId: string): Promise<CovenActionDto> {
    return this.inCoven(covenId, async (tx) => {
      const { actor, target } = await this.pair(tx, covenId, actorId, targetId);
      if (!mayChangeRank(actor)) throw new CovenForbiddenError(M.notCaptain);
      if (target.role !== 'officer') throw new CovenForbiddenError(M.notOfficerTarget);
      await this.covens.setRole(tx, covenId, targetId, 'member');
      return this.answer(tx, covenId, M.demoted);
    });
  }

  /** One transaction holding the coven row; 404 when there is no such coven. */
  private inCoven<T>(covenId: string, work: (tx: Tx, coven: CovenRow) => Promise<T>): Promise<T> {
    return this.uow.run(async (tx) => {
      const coven = await this.covens.lock(tx, covenId);
      if (!coven) throw new CovenNotFoundError();
      return work(tx, coven);
    });
  }

  private async admit(tx: Tx, coven: CovenRow, userId: string): Promise<void> {
    if (coven.memberCount >= COVEN_MAX_MEMBERS) throw new CovenFullError();
    if (!(await this.covens.addMember(tx, coven.id, userId, 'member', this.clock.now()))) throw new AlreadyInCovenError();
    await this.covens.removeApplicationsOf(tx, userId);
  }

  private async officer(tx: Tx, covenId: string, actorId: string): Promise<MembershipRow> {
    const actor = await this.covens.membershipOf(actorId, tx);
    if (!actor || actor.covenId !== covenId) throw new NotCovenMemberError();
    if (!handlesApplications(actor.role)) throw new CovenForbiddenError(M.notOfficer);
    return actor;
  }

  private async pair(tx: Tx, covenId: string, actorId: string, targetId: string) {
    const members = await this.covens.members(covenId, tx);
    const actor = members.find((m) => m.userId === actorId);
    if (!actor) throw new NotCovenMemberError();
    const target = members.find((m) => m.userId === targetId);
    if (!target) throw new NotCovenMemberError(M.targetNotMember);
    return { actor, target };
  }

  private async answer(tx: Tx, covenId: string, message: string): Promise<CovenActionDto> {
    return { success: true, message, coven: await this.view.coven(covenId, tx) };
  }
}
