import { GlossaryScreen } from '../../../features/glossary/components/glossary-screen';

export function GlossaryRoute() {
  return <GlossaryScreen />;
}
