import { Link } from 'react-router-dom';
import type { HuntAnswerDto } from '@grimhunt/contracts';
import { paths } from '../../../config/paths';

/** What to do about a refused hunt. */
export function HuntAdvice({ result }: { result: HuntAnswerDto['huntResult'] }) {
  if (result === 'NoBait' || result === 'NoSpecialBait') {
    return (
      <p className="hunt-result__advice">
        Get bait at the <Link to={paths.game.bar.getHref()}>Bar</Link> and equip it in your{' '}
        <Link to={paths.game.inventory.getHref()}>Inventory</Link>.
      </p>
    );
  }
  if (result === 'WrongBait') {
    return (
      <p className="hunt-result__advice">
        Equip the ground's special bait in your <Link to={paths.game.inventory.getHref()}>Inventory</Link>, or{' '}
        <Link to={paths.game.travel.getHref()}>travel</Link> elsewhere.
      </p>
    );
  }
  return null;
}
