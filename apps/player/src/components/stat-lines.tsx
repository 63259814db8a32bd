import type { ClientStatEntryDto } from '@grimhunt/contracts';
import { formatStatValue } from '../lib/format';
import './stat-lines.css';

/** The stat lines of an item card: `Power +25`, `Golden Rain 8%` for procs. */
export function StatLines({ entries }: { entries: ClientStatEntryDto[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className="stat-lines">
      {entries.map((entry) => {
        const isProc = entry.statType === 1;
        const unit = entry.valueFrom === 0 && (entry.valueTo ?? 0) === 0 ? '' : entry.statUnitSymbol;
        return (
          <li key={entry.shortName} className="stat-lines__row" title={entry.statFlavorText || entry.name}>
            <span className="stat-lines__name">{entry.name || entry.shortName}</span>
            <span className="stat-lines__value">
              {isProc ? `${entry.procPercent}% chance` : formatStatValue(entry.valueFrom, entry.valueTo, unit)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
