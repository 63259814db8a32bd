import { Link } from 'react-router-dom';
import { tokenShopItem, type CovenDto } from '@grimhunt/contracts';
import { CovenEmblem } from '../../../components/art/coven-emblem';
import { paths } from '../../../config/paths';
import { useApplyEmblem } from '../api/apply-emblem';
import '../covens.css';

interface CovenEmblemPickerProps {
  coven: CovenDto;
  /** The emblem design keys the captain owns (from the token shop); undefined while they load. */
  owned: readonly string[] | undefined;
}

/**
 * The captain's choice of the coven's arms: its own (drawn from its seed) or a design they bought in the token
 * shop, each drawn on the coven's own shield. The API checks the captaincy and the purchase again.
 */
export function CovenEmblemPicker({ coven, owned }: CovenEmblemPickerProps) {
  const apply = useApplyEmblem(coven.id);
  const choices: (string | null)[] = [null, ...(owned ?? [])];
  return (
    <div className="panel coven-emblem-picker">
      <h2 className="section-title">Coven emblem</h2>
      {owned?.length === 0 && (
        <p className="muted">
          Emblem designs bought in the <Link to={paths.game.tokenShop.getHref()}>token shop</Link> can be put on the coven&apos;s shield
          here.
        </p>
      )}
      <ul className="coven-emblem-picker__list" aria-label="Emblem designs">
        {choices.map((design) => {
          const label = design ? (tokenShopItem(design)?.name ?? design) : 'Own arms';
          const current = (coven.emblemDesign ?? null) === design;
          return (
            <li key={design ?? 'own'} className={`coven-emblem-choice${current ? ' coven-emblem-choice--current' : ''}`}>
              <CovenEmblem seed={coven.emblemImageId} design={design} name={`${coven.name} with ${label}`} size={48} />
              <span className="coven-emblem-choice__name">{label}</span>
              {current ? (
                <span className="badge">In use</span>
              ) : (
                <button
                  type="button"
                  className="btn btn--tiny btn--ghost"
                  disabled={apply.isPending}
                  aria-label={`Apply ${label}`}
                  onClick={() => apply.mutate(design)}
                >
                  Apply
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {apply.isSuccess && (
        <p className="alert alert--ok" role="status">
          {apply.data.message}
        </p>
      )}
      {apply.isError && (
        <p className="alert alert--error" role="alert">
          {apply.error.message}
        </p>
      )}
    </div>
  );
}
