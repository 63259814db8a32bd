import { Injectable } from '@nestjs/common';
import { SETTINGS } from '@grimhunt/contracts';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { MarketLimits } from '../domain/market-rules';

/** The market's typed settings (tariff and limits), as the back office edits them. */
@Injectable()
export class MarketLimitsReader {
  constructor(private readonly catalogue: CatalogueFacade) {}

  async read(): Promise<MarketLimits> {
    const snapshot = await this.catalogue.snapshot();
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
}
