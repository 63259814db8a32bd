import { Injectable } from '@nestjs/common';
import { PremiumPackageViewDto } from '@grimhunt/contracts';
import { CatalogueFacade } from '@grimhunt/api-catalogue';

/**
 * `GET /api/premiumPackage/getactive`: every visible package, by categorySortingNumber then name, each item with its
 * name, image, type and rarity colour (so the shop needs no call per item). Items gone from the catalogue are left out.
 */
@Injectable()
export class ActivePackagesHandler {
  constructor(private readonly catalogue: CatalogueFacade) {}

  async execute(): Promise<PremiumPackageViewDto[]> {
    const snapshot = await this.catalogue.snapshot();
    const packages = snapshot.list('premiumPackage').filter((p) => p.visible);
    return [...packages]
      .sort((a, b) => a.categorySortingNumber - b.categorySortingNumber || a.name.localeCompare(b.name))
      .map((p) => ({
        ...p,
        items: p.items.flatMap(({ itemId, amount }) => {
          const item = snapshot.get('item', itemId);
          if (!item) return [];
          const type = item.type ? snapshot.get('itemtype', item.type) : undefined;
          const rarity = item.rarity ? snapshot.get('rarity', item.rarity) : undefined;
          return [
            {
              itemId,
              amount,
              itemName: item.name,
              itemImageId: item.imageId,
              itemType: type?.shortName ?? null,
              rarityColor: rarity?.colorHex ?? null,
            },
          ];
        }),
      }));
  }
}
