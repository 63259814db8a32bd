import { GhostIcon } from '../../components/logo';
import { CommunityLinks } from '../../features/landing/components/community-links';
import { FounderStory } from '../../features/landing/components/founder-story';
import { LaunchCountdowns } from '../../features/landing/components/launch-countdowns';
import './landing.css';

/** /welcome: the landing page. `clock` lets tests pin the time. */
export function LandingRoute({ clock }: { clock?: () => number }) {
  return (
    <div className="landing">
      <section className="hero">
        <div className="hero__moon" aria-hidden="true" />
        <GhostIcon size={120} className="hero__ghost" />
        <h1 className="hero__title">Grimhunt</h1>
        <p className="hero__tagline">Hunt ghosts and vampires. Collect their secrets. Rise through the ranks.</p>
        <LaunchCountdowns clock={clock} />
      </section>
      <div className="landing__grid">
        <FounderStory />
        <CommunityLinks />
      </div>
    </div>
  );
}
