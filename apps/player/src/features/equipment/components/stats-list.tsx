import { useState } from 'react';
import type { StatEntryDto } from '@grimhunt/contracts';
import { formatStatValue } from '../../../lib/format';

function statText(entry: StatEntryDto): string {
  const to = entry.valueTo ?? entry.valueFrom;
  const unit = entry.valueFrom === 0 && to === 0 ? '' : entry.statUnitSymbol;
  return formatStatValue(entry.valueFrom, to, unit);
}

/** The setup's stats, open until the player folds them. */
export function StatsList({ entries }: { entries: StatEntryDto[] }) {
  const [open, setOpen] = useState(true);
  return (
    <section className="equip-block">
      <button
        type="button"
        className="equip-block__toggle"
        aria-expanded={open}
        aria-controls="equipment-stats"
        onClick={() => setOpen((o) => !o)}
      >
        <span>Stats</span>
        <span className="equip-block__chevron" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
      </button>
      {open && (
        <ul id="equipment-stats" className="stat-table" aria-label="Stats">
          {entries.length === 0 && <li className="muted">No stats yet. Equip something sharp.</li>}
          {entries.map((entry) => (
            <li key={entry.shortName} className="stat-table__row" data-testid={`stat-${entry.shortName}`}>
              <span className="stat-table__name">{entry.name || entry.shortName}</span>
              <span className="stat-table__value">{statText(entry)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
