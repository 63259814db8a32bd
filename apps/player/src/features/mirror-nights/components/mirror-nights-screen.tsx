import { useState } from 'react';
import type { MirrorNightDto, MirrorNightPhase } from '@grimhunt/contracts';
import { ScreenHeader } from '../../../components/screen-header';
import { Spinner } from '../../../components/spinner';
import { useEnterMirrorNight } from '../api/enter-mirror-night';
import { useMirrorNights } from '../api/get-mirror-nights';
import { canEnter, PHASE_TITLES, versusPar, windowOf } from '../mirror-nights-view';
import { MirrorNightResults } from './mirror-night-results';
import '../mirror-nights.css';

const PHASES: MirrorNightPhase[] = ['running', 'upcoming', 'finished'];

function NightCard({ night, open, onOpen }: { night: MirrorNightDto; open: boolean; onOpen: () => void }) {
  const enter = useEnterMirrorNight();
  const { me } = night;
  const progress = Math.min(100, Math.round((me.huntsUsed / night.hunts) * 100));
  return (
    <article className={`mirror__night mirror__night--${night.phase}`} aria-label={night.name}>
      <header className="mirror__night-head">
        <h3 className="mirror__name">{night.name}</h3>
        <span className={`chip mirror__phase mirror__phase--${night.phase}`}>{night.phase}</span>
      </header>
      <p className="mirror__window">{windowOf(night)}</p>
      <dl className="mirror__facts">
        <div>
          <dt>Hunts</dt>
          <dd>{night.hunts}</dd>
        </div>
        <div>
          <dt>Par</dt>
          <dd>{night.parScore}</dd>
        </div>
        <div>
          <dt>Entrants</dt>
          <dd>{night.entrants}</dd>
        </div>
      </dl>
      {me.entered && (
        <div className="mirror__progress" data-testid="mirror-progress">
          <div className="mirror__bar" role="progressbar" aria-valuemin={0} aria-valuemax={night.hunts} aria-valuenow={me.huntsUsed}>
            <span style={{ width: `${progress}%` }} />
          </div>
          <p>
            {me.huntsUsed} of {night.hunts} hunts used · score <strong>{me.score}</strong> ({versusPar(me.score, night.parScore)})
          </p>
        </div>
      )}
      <div className="mirror__actions">
        {canEnter(night) && (
          <button type="button" className="btn btn--primary btn--small" disabled={enter.isPending} onClick={() => enter.mutate(night.id)}>
            {enter.isPending ? 'Entering...' : 'Enter'}
          </button>
        )}
        {me.entered && night.phase !== 'finished' && <span className="mirror__entered">Entered</span>}
        <button type="button" className="btn btn--ghost btn--small" aria-expanded={open} onClick={onOpen}>
          {open ? 'Hide results' : 'Results'}
        </button>
      </div>
      {enter.isError && (
        <p className="alert alert--error" role="alert">
          {enter.error.message}
        </p>
      )}
      {open && <MirrorNightResults id={night.id} />}
    </article>
  );
}

/** Mirror Nights: the nights by phase, entering, the caller's progress, results, published seeds and replays. */
export function MirrorNightsScreen() {
  const nights = useMirrorNights();
  const [openId, setOpenId] = useState<string | null>(null);
  let body;
  if (nights.isPending) body = <Spinner label="Polishing the mirror..." />;
  else if (nights.isError)
    body = (
      <p className="alert alert--error" role="alert">
        Could not load the Mirror Nights: {nights.error.message}
      </p>
    );
  else
    body = PHASES.map((phase) => (
      <section key={phase} className="panel mirror__phase-panel" aria-labelledby={`mirror-${phase}`}>
        <h2 id={`mirror-${phase}`} className="mirror__phase-title">
          {PHASE_TITLES[phase]}
        </h2>
        {nights.data[phase].length === 0 ? (
          <p className="mirror__empty">No {phase} nights.</p>
        ) : (
          <div className="mirror__grid">
            {nights.data[phase].map((night) => (
              <NightCard
                key={night.id}
                night={night}
                open={openId === night.id}
                onOpen={() => setOpenId(openId === night.id ? null : night.id)}
              />
            ))}
          </div>
        )}
      </section>
    ));
  return (
    <section className="mirror-screen" aria-labelledby="mirror-title">
      <ScreenHeader
        titleId="mirror-title"
        eyebrow="The same rolls for everyone"
        title="Mirror Nights"
        tagline="Enter a night: your next manual hunts in it take the night's seeds, the same for every entrant. Setup, bait and ground decide. When it ends the seeds are published and anyone can replay anyone."
      />
      {body}
    </section>
  );
}
