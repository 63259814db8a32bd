import { Injectable } from '@nestjs/common';
import { SETTINGS } from '@grimhunt/contracts';
import { CatalogueFacade, type CatalogueSnapshot } from '@grimhunt/api-catalogue';
import { MarketLimits } from '../domain/market-rules';

/**
 * The market's typed settings (tariff and limits), as the back office edits them. They are read once per catalogue
 * snapshot (a snapshot never changes; an edit makes a new one), not on every order: each setting is a search of the
 * snapshot's settings list.
 */
@Injectable()
export class MarketLimitsReader {
  private last: { snapshot: CatalogueSnapshot; limits: Readonly<MarketLimits> } | undefined;

  constructor(private readonly catalogue: CatalogueFacade) {}

  async read(): Promise<Readonly<MarketLimits>> {
    const snapshot = await this.catalogue.snapshot();
    if (this.last?.snapshot !== snapshot) this.last = { snapshot, limits: Object.freeze(limitsOf(snapshot)) };
    return this.last.limits;
  }
}

function limitsOf(snapshot: CatalogueSnapshot): MarketLimits {
  return {
    tariffPercent: snapshot.settingValue(SETTINGS.marketTariffPercent),
    maxOpenOrders: snapshot.settingValue(SETTINGS.marketMaxOpenOrders),
    maxPrice: snapshot.settingValue(SETTINGS.marketMaxPrice),
    maxAmount: snapshot.settingValue(SETTINGS.marketMaxAmount),
    orderDays: snapshot.settingValue(SETTINGS.marketOrderDays),
    medianMinPercent: snapshot.settingValue(SETTINGS.marketMedianMinPercent),
    medianMaxPercent: snapshot.settingValue(SETTINGS.marketMedianMaxPercent),
  };
}
