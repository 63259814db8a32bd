import { NAME_CHANGE_USD, type PremiumPackageViewDto } from '@grimhunt/contracts';
import { ItemArt } from '../../../components/item-art';
import { PackageArt } from './package-card';

interface PremiumExtrasProps {
  nameChange: PremiumPackageViewDto | undefined;
  onAvatar: () => void;
  onNameChange: () => void;
}

/** "Make it yours": the custom avatar and the name change, each opening its popup. */
export function PremiumExtras({ nameChange, onAvatar, onNameChange }: PremiumExtrasProps) {
  return (
    <section className="pshop-section pshop-extras" aria-labelledby="pshop-extras">
      <h2 id="pshop-extras" className="section-title">
        Make it yours
      </h2>
      <div className="pshop-grid">
        <article className="pshop-card pshop-card--featured" aria-label="Custom avatar">
          <div className="pshop-card__art">
            <ItemArt imageId={null} itemType="avatar" name="Custom avatar" size={96} className="pshop-art" />
          </div>
          <h3 className="pshop-card__name">Custom avatar</h3>
          <p className="pshop-card__flavor">A portrait painted only for you.</p>
          <div className="pshop-card__foot">
            <p className="pshop-card__price">$49.99</p>
            <button type="button" className="btn btn--ghost btn--small" onClick={onAvatar}>
              Custom avatar
            </button>
          </div>
        </article>
        <article className="pshop-card pshop-card--featured" aria-label="Name change">
          {nameChange && (
            <div className="pshop-card__art">
              <PackageArt pkg={nameChange} />
            </div>
          )}
          <h3 className="pshop-card__name">Name change</h3>
          <p className="pshop-card__flavor">{nameChange?.flavorText || 'Haunt the ladder under a new name.'}</p>
          <div className="pshop-card__foot">
            <p className="pshop-card__price">${(nameChange?.usd ?? NAME_CHANGE_USD).toFixed(2)}</p>
            <button type="button" className="btn btn--ghost btn--small" onClick={onNameChange}>
              Name change
            </button>
          </div>
        </article>
      </div>
    </section>
  );
}
