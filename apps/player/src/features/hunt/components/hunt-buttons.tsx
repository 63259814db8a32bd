import type { HuntKind } from '../api/sound-hunt';
import type { HuntTimers } from '../hooks/use-hunt-timers';
import { formatMinSec } from '../../../lib/hunt-view';

interface HuntButtonProps {
  timers: HuntTimers;
  busy: HuntKind | null;
  onHunt: (kind: HuntKind) => void;
}

/** HUNT: '...' while sounding, an m:ss countdown while the trap rests, else the button. */
export function HuntButton({ timers, busy, onHunt }: HuntButtonProps) {
  const waiting = timers.huntLeft > 0;
  return busy === 'regular' ? (
    <button type="button" className="hunt-btn hunt-btn--main hunt-btn--busy" disabled aria-label="Hunting">
      ...
    </button>
  ) : waiting ? (
    <div className="hunt-btn hunt-btn--main hunt-btn--waiting" role="timer" aria-label="Next hunt in" data-testid="hunt-countdown">
      {formatMinSec(timers.huntLeft)}
    </div>
  ) : (
    <button type="button" className="hunt-btn hunt-btn--main hunt-btn--ready" disabled={busy !== null} onClick={() => onHunt('regular')}>
      HUNT
    </button>
  );
}

/** CHRONO CRYSTAL HUNT: No Crystal Equipped, '...' while sounding, Charging with its countdown, else the button. */
export function ChronoButton({ timers, busy, onHunt, hasCrystal }: HuntButtonProps & { hasCrystal: boolean }) {
  if (!hasCrystal) {
    return (
      <button type="button" className="hunt-btn hunt-btn--chrono" disabled>
        No Crystal Equipped
      </button>
    );
  }
  if (busy === 'chrono') {
    return (
      <button type="button" className="hunt-btn hunt-btn--chrono hunt-btn--busy" disabled aria-label="Chrono hunt under way">
        ...
      </button>
    );
  }
  if (timers.charges <= 0) {
    return (
      <button type="button" className="hunt-btn hunt-btn--chrono hunt-btn--charging" disabled aria-label="Charging">
        Charging{' '}
        <span className="hunt-btn__clock" data-testid="chrono-countdown">
          {formatMinSec(timers.chronoLeft)}
        </span>
      </button>
    );
  }
  return (
    <button type="button" className="hunt-btn hunt-btn--chrono" disabled={busy !== null} onClick={() => onHunt('chrono')}>
      CHRONO CRYSTAL HUNT
    </button>
  );
}
