import { AppLink } from '../../../components/app-link';
import { LAUNCH_AT, REGISTRATION_OPENS_AT } from '@grimhunt/contracts';
import { Countdown } from '../../../components/countdown';
import { paths } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import '../landing.css';

/**
 * Countdowns to launch and to registration. Once passed, the launch clock turns into "Play now" (to the game, which
 * asks a signed-out visitor to log in) and the registration clock into "Register now" (to the registration form);
 * the REGISTER link appears once registration has opened.
 */
export function LaunchCountdowns({ clock }: { clock?: () => number }) {
  const now = useNow(1000, clock);
  const registrationOpen = now >= Date.parse(REGISTRATION_OPENS_AT);
  const playNow = (
    <AppLink className="btn btn--primary btn--glow" to={paths.game.root.getHref()}>
      Play now
    </AppLink>
  );
  // Under the registration clock the button leads where its clock points: to the registration form.
  const registerNow = (
    <AppLink className="btn btn--primary btn--glow" to={paths.register.getHref()}>
      Register now
    </AppLink>
  );

  return (
    <section className="launch" aria-label="Launch dates">
      <div className="launch__clocks">
        <Countdown label="Launch" target={LAUNCH_AT} done={playNow} clock={clock} />
        <Countdown label="Registration" target={REGISTRATION_OPENS_AT} done={registerNow} clock={clock} />
      </div>
      <div className="launch__actions">
        <AppLink className="btn btn--ghost" to={paths.login.getHref()}>
          LOGIN
        </AppLink>
        {registrationOpen && (
          <AppLink className="btn btn--primary" to={paths.register.getHref()}>
            REGISTER
          </AppLink>
        )}
      </div>
    </section>
  );
}
