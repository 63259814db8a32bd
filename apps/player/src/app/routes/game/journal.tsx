import { JournalScreen } from '../../../features/journal/components/journal-screen';

export function JournalRoute() {
  return <JournalScreen />;
}
