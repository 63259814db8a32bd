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
  constructor(private readonly catalogue: CatalogueFacade) {}

  async read(): Promise<Readonly<MarketLimits>> {
    return (await this.catalogue.snapshot()).derived(limitsOf);
  }
}

function limitsOf(snapshot: CatalogueSnapshot): Readonly<MarketLimits> {
  return Object.freeze({
    tariffPercent: snapshot.settingValue(SETTINGS.marketTariffPercent),
    maxOpenOrders: snapshot.settingValue(SETTINGS.marketMaxOpenOrders),
    maxPrice: snapshot.settingValue(SETTINGS.marketMaxPrice),
    maxAmount: snapshot.settingValue(SETTINGS.marketMaxAmount),
    orderDays: snapshot.settingValue(SETTINGS.marketOrderDays),
    medianMinPercent: snapshot.settingValue(SETTINGS.marketMedianMinPercent),
    medianMaxPercent: snapshot.settingValue(SETTINGS.marketMedianMaxPercent),
  });
}
