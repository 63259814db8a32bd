import { huntMessage, isHuntSuccess } from '@grimhunt/contracts';
import { strategyOf } from './catalogue-defs';
import { JournalData } from './journal-entry';
import { CurrencyAmount, HuntOutcome, PROC_NAMES } from './hunt.types';

/**
 * The `data` of a hunt's journal entry: result, title, message, reward as JSON text, the proc flags,
 * `autoHunt`, how the ghost came, and the `LH_<currency>` amounts the setup added.
 */
export function huntJournalData(outcome: HuntOutcome, enemyName: string | null, bonuses: readonly CurrencyAmount[]): JournalData {
  const success = isHuntSuccess(outcome.huntResult);
  const data: JournalData = {
    huntResult: outcome.huntResult,
    title: enemyName ?? (outcome.huntResult === 'NoGhost' ? 'No Ghost' : 'Hunt'),
    message: huntMessage(outcome.huntResult, enemyName),
    reward: JSON.stringify({ xp: outcome.xp, currencyEntries: outcome.currencies }),
    autoHunt: outcome.kind === 'auto',
    huntStrategy: strategyOf(outcome.encounter).name,
  };
  for (const proc of PROC_NAMES) data[proc] = success && outcome.procs[proc];
  if (success) {
    const passes = outcome.procs.doppelgaenger ? 2 : 1;
    for (const bonus of bonuses) if (bonus.value > 0) data[`LH_${bonus.name}`] = bonus.value * passes;
  }
  return data;
}
