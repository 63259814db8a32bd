import { HuntReplayRecord } from './hunt-replay';
import { HuntResult } from './hunt.types';

/**
 * The `data` of a journal entry: for a hunt its result, title, message, reward as JSON text, the proc flags,
 * `autoHunt`, how the ghost came and the `LH_<currency>` amounts; other entries use the fields of their kind.
 */
export interface JournalData {
  huntResult?: HuntResult;
  title?: string;
  message?: string;
  /** JSON text: `{"xp":12,"currencyEntries":[{"name":"gold","value":15}]}`. */
  reward?: string;
  /** Mission progress: JSON text of `[{enemyName, caught, goal}]`. */
  progress?: string;
  travel_name?: string;
  travel_imageId?: string | null;
  newRank_name?: string;
  autoHunt?: boolean;
  goldenrain?: boolean;
  xplosion?: boolean;
  onTheHouse?: boolean;
  reconstruction?: boolean;
  leprechaunsLuck?: boolean;
  doppelgaenger?: boolean;
  /** How the ghost came: 'SpecialGhost', 'AttractedGhost', 'HuntingTable'. */
  huntStrategy?: string;
  /** The friend whose sounded hunt took this player along (a party hunt). */
  huntedWith?: { userId: string; name: string };
  /** `LH_<currency short name>`: amount added by the setup's LH_ stats. */
  [lhCurrency: `LH_${string}`]: number | undefined;
}

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
  data: JournalData;
  /** Hunt entries written since replays exist: the engine's inputs and the outcome it gave (null otherwise). */
  replay?: HuntReplayRecord | null;
}
