import type { PremiumPackageViewDto } from '@grimhunt/contracts';

/** A premium package for the hook specs, plain unless told. */
export function premiumPackage(over: Partial<PremiumPackageViewDto>): PremiumPackageViewDto {
  return {
    id: 'p',
    name: 'P',
    usd: 1,
    month: null,
    year: null,
    categorySortingNumber: 0,
    promotionalLabel: '',
    subscriptionLevel: 0,
    singleItemType: 0,
    imageId: null,
    animatedImageId: null,
    visible: true,
    flavorText: '',
    items: [],
    ...over,
  };
}
