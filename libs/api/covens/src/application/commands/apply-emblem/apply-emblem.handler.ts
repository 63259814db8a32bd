import { Inject, Injectable } from '@nestjs/common';
import { COVEN_MESSAGES as M, CovenActionDto, validateEmblemDesign } from '@grimhunt/contracts';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { appliesEmblem } from '../../../domain/coven-roles';
import {
  CovenForbiddenError,
  CovenInvalidError,
  CovenNotFoundError,
  EmblemNotOwnedError,
  NotCovenMemberError,
} from '../../../domain/covens.errors';
import { CovenView } from '../../coven-view';
import { COVEN_STORE, CovenStore } from '../../ports/coven.store.port';
import { TOKEN_SHOP_STORE, TokenShopStore } from '../../ports/token-shop.store.port';

/**
 * The captain puts an emblem design bought in the token shop on the coven (or takes it off with null). One
 * transaction holding the coven row, so the captain read is the captain while the design is written. The design
 * stays when the captain leaves: it was bought for the coven, and the next captain may change it.
 */
@Injectable()
export class ApplyEmblemHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(COVEN_STORE) private readonly covens: CovenStore,
    @Inject(TOKEN_SHOP_STORE) private readonly shop: TokenShopStore,
    private readonly view: CovenView,
  ) {}

  execute(userId: string, covenId: string, raw: unknown): Promise<CovenActionDto> {
    const invalid = validateEmblemDesign(raw);
    if (invalid) throw new CovenInvalidError(invalid);
    const design = raw as string | null;
    return this.uow.run(async (tx): Promise<CovenActionDto> => {
      if (!(await this.covens.lock(tx, covenId))) throw new CovenNotFoundError();
      const me = await this.covens.membershipOf(userId, tx);
      if (!me || me.covenId !== covenId) throw new NotCovenMemberError();
      if (!appliesEmblem(me.role)) throw new CovenForbiddenError(M.notCaptain);
      if (design && !(await this.shop.purchases(userId, tx)).some((p) => p.itemKey === design)) throw new EmblemNotOwnedError();
      await this.covens.setEmblemDesign(tx, covenId, design);
      return { success: true, message: design ? M.emblemApplied : M.emblemCleared, coven: await this.view.coven(covenId, tx) };
    });
  }
}
