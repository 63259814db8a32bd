import { Inject, Injectable } from '@nestjs/common';
import { COVEN_MESSAGES, CovenAdminDto, CovenAdminWriteDto, covenEmblemImageId } from '@grimhunt/contracts';
import { ListQuery, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { CovenNameTakenError, CovenNotFoundError } from '../../../domain/covens.errors';
import { toBoardMessageDto } from '../../coven-view';
import { COVEN_STORE, CovenListRow, CovenStore } from '../../ports/coven.store.port';
import { readCovenFields } from '../create-coven/create-coven.handler';

export const COVEN_ADMIN_SORTABLE = ['name', 'createdAt', 'memberCount'] as const;

/** The back office's moderation of covens: list, read (with the board), rename and edit, disband, remove a message. */
@Injectable()
export class ModerateCovenHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(COVEN_STORE) private readonly covens: CovenStore,
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
  ) {}

  async list(query: ListQuery): Promise<{ rows: CovenAdminDto[]; total: number }> {
    const q = typeof query.filter['q'] === 'string' ? query.filter['q'] : null;
    const field = (COVEN_ADMIN_SORTABLE as readonly string[]).includes(query.sortField) ? (query.sortField as 'name') : 'id';
    const page = await this.covens.page(q, { field, order: query.sortOrder }, query.offset, query.limit);
    return { rows: await this.toDtos(page.rows), total: page.total };
  }

  async one(covenId: string): Promise<CovenAdminDto> {
    const coven = await this.covens.find(covenId);
    if (!coven) throw new CovenNotFoundError();
    const captain = (await this.covens.members(covenId)).find((m) => m.role === 'captain');
    const [dto] = await this.toDtos([{ ...coven, captainId: captain?.userId ?? null }]);
    return { ...dto, board: (await this.covens.board(covenId, 100)).map(toBoardMessageDto) };
  }

  async update(covenId: string, body: Partial<CovenAdminWriteDto>): Promise<CovenAdminDto> {
    const fields = readCovenFields(body ?? {});
    await this.uow.run(async (tx) => {
      if (!(await this.covens.lock(tx, covenId))) throw new CovenNotFoundError();
      const done = await this.covens.update(tx, covenId, fields);
      if (done === 'taken') throw new CovenNameTakenError();
    });
    return this.one(covenId);
  }

  async disband(covenId: string): Promise<CovenAdminDto> {
    const before = await this.one(covenId);
    await this.uow.run(async (tx) => {
      if (!(await this.covens.lock(tx, covenId))) throw new CovenNotFoundError();
      await this.covens.delete(tx, covenId);
    });
    return before;
  }

  async removeMessage(covenId: string, messageId: string): Promise<{ id: string }> {
    await this.uow.run(async (tx) => {
      if (!(await this.covens.lock(tx, covenId))) throw new CovenNotFoundError();
      if (!(await this.covens.deleteMessage(tx, covenId, messageId))) throw new CovenNotFoundError(COVEN_MESSAGES.messageNotFound);
    });
    return { id: messageId };
  }

  private async toDtos(rows: CovenListRow[]): Promise<CovenAdminDto[]> {
    const names = await this.players.namesOf(rows.flatMap((r) => (r.captainId ? [r.captainId] : [])));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      motto: r.motto,
      open: r.open,
      emblemImageId: covenEmblemImageId(r.id),
      emblemDesign: r.emblemDesign,
      captainName: (r.captainId && names.get(r.captainId)) || '',
      memberCount: r.memberCount,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
