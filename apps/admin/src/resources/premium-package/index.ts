import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { PremiumPackageList } from './premium-package-list';

/** `<Resource name="premiumPackage" {...premiumPackageResource} />`: the list route also hosts the detail (`/premiumPackage/:id`, `/premiumPackage/create`). */
export const premiumPackageResource = {
  list: PremiumPackageList,
  hasEdit: true,
  hasCreate: true,
  icon: WorkspacePremiumIcon,
  options: { label: 'premiumpackages' },
  recordRepresentation: 'name',
};
