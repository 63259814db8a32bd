import type { CSSProperties } from 'react';
import { formatAmount } from '../../../lib/format';
import type { ExhibitionEntryDto } from '@grimhunt/contracts';
import { ItemArt } from '../../../components/item-art';
import { StatLines } from '../../../components/stat-lines';
import { isComplete } from '../exhibition-view';
import '../exhibition.css';

interface ExhibitionCardProps {
  entry: ExhibitionEntryDto;
  busy: boolean;
  onClaim: (entry: ExhibitionEntryDto) => void;
  onToggleEquip: (entry: ExhibitionEntryDto) => void;
}

/** One collection: its trophies (owned ones lit), Claim once complete, Equip/Unequip once claimed. */
export function ExhibitionCard({ entry, busy, onClaim, onToggleEquip }: ExhibitionCardProps) {
  const { collection } = entry;
  const accent = collection.rarity?.colorHex || '#a78bfa';
  const have = new Set(entry.collected ?? []);
  const trophies = entry.trophies ?? [];
  const owned = trophies.filter((t) => have.has(t.id)).length;
  const complete = isComplete(entry);
  const progress = trophies.length > 0 ? Math.round((owned / trophies.length) * 100) : 100;

  return (
    <article
      className={`collection${complete ? ' collection--complete' : ''}${entry.equipped ? ' collection--equipped' : ''}`}
      style={{ '--rarity': accent } as CSSProperties}
      aria-label={collection.name}
      data-testid="collection"
    >
      <div className="collection__head">
        <div className="collection__art">
          <ItemArt imageId={collection.imageId} itemType="collection" name={collection.name} accent={accent} size={72} />
        </div>
        <div className="collection__who">
          <h3 className="collection__name">{collection.name}</h3>
          <p className="collection__meta">
            {collection.rarity?.name ?? 'Common'} · {formatAmount(collection.reqXP ?? 0)} XP
            {entry.claimed && <span className="badge collection__claimed">Claimed</span>}
            {entry.equipped && <span className="badge badge--patron">Equipped</span>}
          </p>
          {collection.flavorText && <p className="collection__flavor">{collection.flavorText}</p>}
        </div>
      </div>

      <StatLines entries={collection.stats?.statEntries ?? []} />

      <div className="collection__progress">
        <span>
          Trophies {owned}/{trophies.length}
        </span>
        <div className="collection__bar" aria-hidden="true">
          <span style={{ width: `${progress}%` }} />
        </div>
      </div>
      <ul className="trophies" aria-label={`Trophies of ${collection.name}`}>
        {trophies.map((trophy) => {
          const lit = have.has(trophy.id);
          return (
            <li
              key={trophy.id}
              className={`trophy${lit ? ' trophy--lit' : ''}`}
              title={`${trophy.name}${lit ? '' : ' (missing)'}`}
              data-testid={lit ? 'trophy-lit' : 'trophy-dark'}
            >
              <ItemArt
                imageId={trophy.imageId}
                itemType={trophy.itemType ?? 'trophy'}
                name={`${trophy.name}${lit ? ' (collected)' : ' (missing)'}`}
                accent={lit ? trophy.rarity?.colorHex || '#facc15' : '#4b3a66'}
                size={44}
              />
              <span className="trophy__name">{trophy.name}</span>
            </li>
          );
        })}
      </ul>

      <div className="collection__actions">
        {entry.claimed ? (
          <button
            type="button"
            className={`btn btn--small ${entry.equipped ? 'btn--ghost' : 'btn--primary'}`}
            disabled={busy}
            onClick={() => onToggleEquip(entry)}
          >
            {entry.equipped ? 'Unequip' : 'Equip'}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={!complete || busy}
            title={complete ? undefined : 'Collect every trophy first'}
            onClick={() => onClaim(entry)}
          >
            Claim
          </button>
        )}
      </div>
    </article>
  );
}
