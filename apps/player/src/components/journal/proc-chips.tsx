import type { JournalEntryDto } from '@grimhunt/contracts';
import { formatAmount } from '../../lib/format';
import { currencyBonusesOf, procsOf } from '../../lib/journal-view';
import './journal-entry.css';

/** The special effects of a hunt (procs) and its currency bonuses, as chips. */
export function ProcChips({ entry }: { entry: Pick<JournalEntryDto, 'data'> }) {
  const procs = procsOf(entry.data);
  const bonuses = currencyBonusesOf(entry.data);
  if (procs.length === 0 && bonuses.length === 0) return null;
  return (
    <ul className="proc-chips" aria-label="Special effects">
      {procs.map((proc) => (
        <li key={proc.key} className={`proc-chip proc-chip--${proc.key}`} title={proc.effect}>
          ✦ {proc.label}
        </li>
      ))}
      {bonuses.map((bonus) => (
        <li key={bonus.name} className="proc-chip proc-chip--bonus">
          +{formatAmount(bonus.value)} {bonus.name} bonus
        </li>
      ))}
    </ul>
  );
}
