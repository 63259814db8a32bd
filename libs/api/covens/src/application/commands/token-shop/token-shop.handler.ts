import { Inject, Injectable } from '@nestjs/common';
import { TOKEN_SHOP_ITEMS, TOKEN_SHOP_MESSAGES, TokenShopActionDto, TokenShopDto } from '@grimhunt/contracts';
import { CLOCK, Clock, Tx, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { PlayerLock } from '@grimhunt/api-economy';
import { TokenItemOwnedError } from '../../../domain/covens.errors';
import { checkEquip, planPurchase, shopItemOf } from '../../../domain/token-shop';
import { TOKEN_SHOP_STORE, TokenShopStore } from '../../ports/token-shop.store.port';

/**
 * The token shop: the catalogue with the player's purchases, buying (once per item) and equipping a frame or a title.
 * Buying runs in one transaction that first locks the player's user row, so two purchases of one player (on any
 * process) run one after the other and each sees the other's spending in the balance it checks.
 */
@Injectable()
export class TokenShopHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(TOKEN_SHOP_STORE) private readonly store: TokenShopStore,
    private readonly players: PlayerLock,
  ) {}

  async shop(userId: string, tx?: Tx): Promise<TokenShopDto> {
    const [tokens, purchases] = await Promise.all([this.store.balance(userId, tx), this.store.purchases(userId, tx)]);
    const byKey = new Map(purchases.map((p) => [p.itemKey, p]));
    return {
      tokens,
      items: TOKEN_SHOP_ITEMS.map((item) => ({ ...item, owned: byKey.has(item.key), equipped: byKey.get(item.key)?.equipped ?? false })),
    };
  }

  buy(userId: string, itemKey: string): Promise<TokenShopActionDto> {
    const item = shopItemOf(itemKey);
    return this.uow.run(async (tx): Promise<TokenShopActionDto> => {
      await this.players.lock(tx, userId);
      const owned = new Set((await this.store.purchases(userId, tx)).map((p) => p.itemKey));
      planPurchase(item, owned, await this.store.balance(userId, tx));
      if (!(await this.store.insert(tx, userId, item, this.clock.now()))) throw new TokenItemOwnedError();
      return { success: true, message: `${TOKEN_SHOP_MESSAGES.bought}: ${item.name}`, shop: await this.shop(userId, tx) };
    });
  }

  equip(userId: string, itemKey: string): Promise<TokenShopActionDto> {
    const item = shopItemOf(itemKey);
    return this.uow.run(async (tx): Promise<TokenShopActionDto> => {
      await this.players.lock(tx, userId);
      checkEquip(item, new Set((await this.store.purchases(userId, tx)).map((p) => p.itemKey)));
      await this.store.equip(tx, userId, item.kind, item.key);
      return { success: true, message: `${TOKEN_SHOP_MESSAGES.equipped}: ${item.name}`, shop: await this.shop(userId, tx) };
    });
  }
}
