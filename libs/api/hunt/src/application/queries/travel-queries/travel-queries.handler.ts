import { Inject, Injectable } from '@nestjs/common';
import { ClientHuntingGroundDto, ClientRegionDto, HuntingGroundDto } from '@grimhunt/contracts';
import { CatalogueFacade, toClientItem } from '@grimhunt/api-catalogue';
import { HuntCatalogue } from '../../hunt-catalogue';
import { HuntLoader } from '../../hunt-pipeline/hunt-loader';
import { HUNT_RECORDS, HuntRecords } from '../../ports/hunt-records.port';
import { HUNTER_REPOSITORY, HunterRepository } from '../../ports/hunter.repository.port';

/** The ground's travel cost is paid in this currency (the spec's GBP: gold coins). */
export const TRAVEL_CURRENCY = 'gold';

/** `GET /api/ClientTravel/getregions` and `GetHuntingGroundsOfRegion/{regionId}`. */
@Injectable()
export class TravelQueriesHandler {
  constructor(
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    @Inject(HUNT_RECORDS) private readonly records: HuntRecords,
    private readonly loader: HuntLoader,
    private readonly catalogue: CatalogueFacade,
  ) {}

  /** Visible regions by sequence. */
  async regions(): Promise<ClientRegionDto[]> {
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    return catalogue.regions().map((r) => ({
      id: r.id,
      name: r.name,
      sequence: r.sequence,
      imageId: r.imageId,
      animatedImageId: r.animatedImageId,
      xpReqired: r.xpReqired,
      key: r.keyId && catalogue.item(r.keyId) ? catalogue.itemRef(r.keyId) : null,
    }));
  }

  /** Visible grounds of a visible region by sequence, with this player's visits (PAID) and current ground. */
  async grounds(userId: string, regionId: string): Promise<ClientHuntingGroundDto[]> {
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const region = catalogue.region(regionId);
    if (!region || !region.visible) return [];
    // A read: a player without a hunter row yet is on (and has visited) the starting ground, and nothing is written.
    const hunter = await this.hunters.find(userId);
    const current = hunter ? hunter.huntingGroundId : this.loader.newHunter(catalogue).huntingGroundId;
    const visited = await this.records.visited(userId);
    if (!hunter && current) visited.add(current);
    return catalogue.groundsOf(region.id).map((g) => groundDto(g, catalogue, visited.has(g.id), g.id === current));
  }
}

export function groundDto(g: HuntingGroundDto, catalogue: HuntCatalogue, isVisited: boolean, isCurrent: boolean): ClientHuntingGroundDto {
  const key = catalogue.item(g.keyId);
  return {
    id: g.id,
    regionId: g.regionId,
    name: g.name,
    flavorText: g.flavorText,
    imageId: g.imageId,
    animatedImageId: g.animatedImageId,
    sequence: g.sequence,
    xpReqired: g.xpReqired,
    travelCost: g.travelCost,
    isVisited,
    isCurrent,
    key: key ? toClientItem(key, catalogue.snapshot) : null,
    specialBaitItem: g.specialBaitItemId.flatMap((id) => {
      const item = catalogue.item(id);
      return item ? [toClientItem(item, catalogue.snapshot)] : [];
    }),
    currency: catalogue.currencyEntry(TRAVEL_CURRENCY, g.travelCost),
    additionalHuntTime: g.additionalHuntTime,
  };
}
