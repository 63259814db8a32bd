import { Inject, Injectable } from '@nestjs/common';
import {
  COVEN_BOARD_KEEP,
  COVEN_MESSAGES,
  COVEN_SEARCH_LIMIT,
  CovenApplicationDto,
  CovenBoardMessageDto,
  CovenDto,
  CovenSummaryDto,
} from '@grimhunt/contracts';
import { handlesApplications } from '../../../domain/coven-roles';
import { CovenForbiddenError, CovenInvalidError, CovenNotFoundError, NotCovenMemberError } from '../../../domain/covens.errors';
import { CovenView, toBoardMessageDto } from '../../coven-view';
import { COVEN_STORE, CovenStore } from '../../ports/coven.store.port';

/** The covens' reads: search, one coven, the player's own, its applications (officers) and its board (members). */
@Injectable()
export class GetCovensHandler {
  constructor(
    @Inject(COVEN_STORE) private readonly covens: CovenStore,
    private readonly view: CovenView,
  ) {}

  async search(raw: unknown): Promise<CovenSummaryDto[]> {
    if (raw !== undefined && typeof raw !== 'string') throw new CovenInvalidError('Search text must be text');
    const q = (raw ?? '').trim();
    if (q.length > 40) throw new CovenInvalidError('Search text must be at most 40 characters');
    return this.view.summaries(await this.covens.search(q, COVEN_SEARCH_LIMIT));
  }

  async coven(covenId: string): Promise<CovenDto> {
    const coven = await this.view.coven(covenId);
    if (!coven) throw new CovenNotFoundError();
    return coven;
  }

  async mine(userId: string): Promise<CovenDto> {
    const membership = await this.covens.membershipOf(userId);
    const coven = membership ? await this.view.coven(membership.covenId) : null;
    if (!coven) throw new CovenNotFoundError(COVEN_MESSAGES.notMember);
    return coven;
  }

  async applications(userId: string, covenId: string): Promise<CovenApplicationDto[]> {
    await this.member(userId, covenId, true);
    const rows = await this.covens.applications(covenId);
    const people = await this.view.people(rows.map((r) => r.userId));
    return rows.flatMap((r) => {
      const p = people.get(r.userId);
      return p ? [{ userId: r.userId, name: p.name, rankName: p.rankName, appliedAt: r.appliedAt.toISOString() }] : [];
    });
  }

  async board(userId: string, covenId: string): Promise<CovenBoardMessageDto[]> {
    await this.member(userId, covenId, false);
    return (await this.covens.board(covenId, COVEN_BOARD_KEEP)).map(toBoardMessageDto);
  }

  private async member(userId: string, covenId: string, officer: boolean): Promise<void> {
    if (!(await this.covens.find(covenId))) throw new CovenNotFoundError();
    const m = await this.covens.membershipOf(userId);
    if (!m || m.covenId !== covenId) throw new NotCovenMemberError();
    if (officer && !handlesApplications(m.role)) throw new CovenForbiddenError(COVEN_MESSAGES.notOfficer);
  }
}
