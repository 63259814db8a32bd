import { EXHIBITION_FILTERS, EXHIBITION_SORTS, type ExhibitionFilter, type ExhibitionSort } from '../exhibition-view';

interface ExhibitionToolbarProps {
  filter: ExhibitionFilter;
  sort: ExhibitionSort;
  ascending: boolean;
  onFilter: (filter: ExhibitionFilter) => void;
  onSort: (sort: ExhibitionSort) => void;
  onFlipOrder: () => void;
}

/** The collections' filter tabs, the sort select and the order switch. */
export function ExhibitionToolbar({ filter, sort, ascending, onFilter, onSort, onFlipOrder }: ExhibitionToolbarProps) {
  return (
    <div className="exhibition__toolbar">
      <div className="tabs" role="group" aria-label="Filter collections">
        {EXHIBITION_FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={filter === f.value}
            className={`tabs__tab${filter === f.value ? ' tabs__tab--active' : ''}`}
            onClick={() => onFilter(f.value)}
          >
            {f.label}
          </button>
        ))}
      </div>
      <div className="sorter">
        <label className="sorter__label" htmlFor="exhibition-sort">
          Sort by
        </label>
        <select
          id="exhibition-sort"
          className="input sorter__select"
          value={sort}
          onChange={(event) => onSort(event.target.value as ExhibitionSort)}
        >
          {EXHIBITION_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="sorter__dir"
          aria-label={ascending ? 'Ascending' : 'Descending'}
          title={ascending ? 'Ascending (click for descending)' : 'Descending (click for ascending)'}
          onClick={onFlipOrder}
        >
          {ascending ? '▲' : '▼'}
        </button>
      </div>
    </div>
  );
}
