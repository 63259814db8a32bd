import type { AdvisedSetupDto, HuntItemRefDto, SetupScoreDto } from '@grimhunt/contracts';
import { CurrencyAmount } from '../../../components/currency-amount';
import { ItemArt } from '../../../components/item-art';
import { Spinner } from '../../../components/spinner';
import { useSetupAdvice } from '../../../api/get-setup-advice';
import { useApplySetup } from '../api/apply-setup';
import { bpText, perHuntText } from '../odds-view';
import '../odds.css';

function Items({ items }: { items: HuntItemRefDto[] }) {
  if (items.length === 0) return <p className="muted advisor__empty">Nothing equipped.</p>;
  return (
    <ul className="advisor__items" aria-label="Items">
      {items.map((item) => (
        <li key={item.id} title={item.name}>
          <ItemArt imageId={item.imageId} itemType={item.itemType} name={item.name} accent={item.rarity?.colorHex} size={40} />
          <span>{item.name}</span>
        </li>
      ))}
    </ul>
  );
}

function Score({ score }: { score: SetupScoreDto }) {
  if (score.baitProblem)
    return (
      <span className="advisor__score advisor__score--bad">
        {score.baitProblem === 'NoBait' ? 'No bait: cannot hunt' : 'Wrong bait here'}
      </span>
    );
  return (
    <span className="advisor__score">
      <strong>{bpText(score.catchRateBp)}</strong> catches · <CurrencyAmount name="gold" value={Math.round(score.gold * 10) / 10} /> ·{' '}
      {perHuntText(score.xp)} XP
    </span>
  );
}

function Pick({ label, pick, current }: { label: string; pick: AdvisedSetupDto; current: SetupScoreDto }) {
  const apply = useApplySetup();
  const gain = pick.catchRateBp - current.catchRateBp;
  return (
    <article className={`advisor__pick${pick.current ? ' advisor__pick--current' : ''}`} aria-label={label} data-testid="advisor-pick">
      <h3 className="advisor__pick-title">{label}</h3>
      <Score score={pick} />
      <Items items={pick.items} />
      {pick.current ? (
        <p className="advisor__note">✓ This is the setup at work.</p>
      ) : (
        <>
          <p className="advisor__note">
            {pick.setupIndex !== null ? `Saved as setup ${pick.setupIndex + 1}.` : 'Built from what you own.'}
            {gain > 0 && <span className="advisor__gain"> +{bpText(gain)} catches</span>}
          </p>
          <button type="button" className="btn btn--primary btn--small" disabled={apply.isPending} onClick={() => apply.mutate(pick)}>
            {apply.isPending ? 'Equipping...' : pick.setupIndex !== null ? `Switch to setup ${pick.setupIndex + 1}` : 'Equip this setup'}
          </button>
          {apply.isError && (
            <p className="alert alert--error" role="alert">
              {apply.error.message}
            </p>
          )}
        </>
      )}
    </article>
  );
}

/**
 * "Best setup": the owned combination (trap items and bait) that catches most, and the one that earns most gold, on
 * the current ground, with a button that equips it through the equipment calls; then every saved setup's odds.
 */
export function SetupAdvisor() {
  const advice = useSetupAdvice();
  return (
    <section className="panel advisor" aria-labelledby="advisor-title" data-testid="setup-advisor">
      <div className="odds-panel__head">
        <h2 id="advisor-title" className="odds-panel__title">
          Best setup
        </h2>
        {advice.data?.ground && <span className="odds-panel__ground">{advice.data.ground.name}</span>}
      </div>
      {advice.isPending ? (
        <Spinner label="Weighing your gear..." />
      ) : advice.isError ? (
        <p className="alert alert--error" role="alert">
          Could not weigh your gear: {advice.error.message}
        </p>
      ) : (
        <>
          <p className="advisor__now">
            Now: <Score score={advice.data.current} />
          </p>
          {!advice.data.bestCatch || !advice.data.bestGold ? (
            <p className="empty-note">Nothing you own can hunt here yet: you need bait this ground accepts.</p>
          ) : (
            <div className="advisor__picks">
              <Pick label="Most catches" pick={advice.data.bestCatch} current={advice.data.current} />
              {advice.data.bestGold.items.map((i) => i.id).join() !== advice.data.bestCatch.items.map((i) => i.id).join() && (
                <Pick label="Most gold" pick={advice.data.bestGold} current={advice.data.current} />
              )}
            </div>
          )}
          <h3 className="advisor__setups-title">Your saved setups here</h3>
          <ol className="advisor__setups">
            {advice.data.setups.map((setup) => (
              <li key={setup.index} className={setup.active ? 'advisor__setup advisor__setup--active' : 'advisor__setup'}>
                <span className="advisor__setup-name">
                  Setup {setup.index + 1}
                  {setup.active ? ' (at work)' : ''}
                </span>
                <Score score={setup} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
