import { InventoryScreen } from '../../../features/inventory/components/inventory-screen';
import { PurseBar } from '../../../features/user/components/purse-bar';

export function InventoryRoute() {
  return <InventoryScreen aside={<PurseBar />} />;
}
