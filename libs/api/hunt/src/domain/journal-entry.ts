import { JournalDataDto } from '@grimhunt/contracts';
import { HuntReplayRecord } from './hunt-replay';

/** A journal row; `at` in ms. Hunt entries carry what a replay needs. */
export interface JournalEntry {
  id: string;
  userId: string;
  type: number;
  at: number;
  enemyId: string | null;
  huntResult: string | null;
  strategy: string | null;
  seed: number | null;
  xp: number;
  currencies: { name: string; value: number }[];
  loot: { itemId: string; amount: number }[];
  data: JournalDataDto;
  /** Hunt entries written since replays exist: the engine's inputs and the outcome it gave (null otherwise). */
  replay?: HuntReplayRecord | null;
}
