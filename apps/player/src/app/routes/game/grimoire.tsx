import { GrimoireScreen } from '../../../features/grimoire/components/grimoire-screen';

export function GrimoireRoute() {
  return <GrimoireScreen />;
}
