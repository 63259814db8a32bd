import { DetailCreate } from '../../components/detail-form';
import { PremiumPackageFields } from './premium-package-form';

/** Defaults of a new premiumPackage. */
export const NEW_PREMIUMPACKAGE = {
  name: '',
  usd: 0,
  month: null,
  year: null,
  categorySortingNumber: 0,
  promotionalLabel: '',
  subscriptionLevel: 0,
  singleItemType: 0,
  imageId: null,
  animatedImageId: null,
  visible: false,
  flavorText: '',
  items: [] as { itemId: string; amount: number }[],
};

export function PremiumPackageCreate() {
  return (
    <DetailCreate defaults={NEW_PREMIUMPACKAGE}>
      <PremiumPackageFields />
    </DetailCreate>
  );
}
