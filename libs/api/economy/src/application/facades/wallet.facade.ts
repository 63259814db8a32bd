import { Inject, Injectable } from '@nestjs/common';
import { CurrencyEntryDto } from '@grimhunt/contracts';
import { afterCommit, countCurrency, Tx } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { NotEnoughCurrencyError, UnknownCurrencyError } from '../../domain/economy.errors';
import { InvalidQueryError } from '../../domain/query.errors';
import { CatalogueView } from '../catalogue-view';
import { HOLDINGS_STORE, HoldingsStore } from '../ports/holdings.store.port';
import type { LockedPlayer } from '../player-lock';

function positive(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new InvalidQueryError('An amount must be a whole number above 0');
  return amount;
}

/**
 * Currencies for other contexts (hunt credits gold, payment grants, ...). Every call runs in the caller's
 * transaction, which must already hold the user's row lock: the mutations take the branded `LockedPlayer` only
 * `PlayerLock` makes, so the lock order (user -> wallet -> inventory) is held by the types. They write the ledger.
 * Amounts are whole numbers above 0.
 */
@Injectable()
export class WalletFacade {
  constructor(
    @Inject(HOLDINGS_STORE) private readonly holdings: HoldingsStore,
    private readonly catalogue: CatalogueFacade,
  ) {}

  /** Adds `amount` of the currency; answers the new balance. */
  async credit(
    tx: Tx,
    player: LockedPlayer,
    currencyShortName: string,
    amount: number,
    reason: string,
    reference?: string | null,
  ): Promise<number> {
    const currency = await this.currencyId(currencyShortName);
    const after = (await this.holdings.changeCurrency(tx, player.id, currency, positive(amount), { reason, reference }))!;
    afterCommit(tx, () => countCurrency(currencyShortName, amount, reason));
    return after;
  }

  /** Takes `amount`; throws NotEnoughCurrencyError (nothing changed) when the balance is short. */
  async debit(
    tx: Tx,
    player: LockedPlayer,
    currencyShortName: string,
    amount: number,
    reason: string,
    reference?: string | null,
  ): Promise<number> {
    const currency = await this.currencyId(currencyShortName);
    const after = await this.holdings.changeCurrency(tx, player.id, currency, -positive(amount), { reason, reference });
    if (after === null) {
      const owned = (await this.holdings.balances(player.id, tx)).get(currency) ?? 0;
      const view = new CatalogueView(await this.catalogue.snapshot());
      throw new NotEnoughCurrencyError(currencyShortName, view.currencyName(currencyShortName), amount, owned);
    }
    afterCommit(tx, () => countCurrency(currencyShortName, -amount, reason));
    return after;
  }

  /** Every currency of the catalogue with the player's balance (0 when none), in display order. */
  async balances(userId: string, tx?: Tx): Promise<CurrencyEntryDto[]> {
    const view = new CatalogueView(await this.catalogue.snapshot());
    const owned = await this.holdings.balances(userId, tx);
    return view.currencies().map((c) => ({ shortName: c.shortName, name: c.name, value: owned.get(c.id) ?? 0, imageId: c.imageId }));
  }

  private async currencyId(shortName: string): Promise<string> {
    const currency = new CatalogueView(await this.catalogue.snapshot()).currency(shortName);
    if (!currency) throw new UnknownCurrencyError(shortName);
    return currency.id;
  }
}
