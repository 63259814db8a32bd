import { GhostIcon } from '../../components/logo';
import { AppLink } from '../../components/app-link';
import { paths } from '../../config/paths';
import './story.css';

/** /story: the tale behind the hunt, with a PLAY NOW link. */
export function StoryRoute() {
  return (
    <article className="panel story" aria-labelledby="story-title">
      <GhostIcon size={80} className="story__ghost" />
      <p className="eyebrow">The story</p>
      <h1 id="story-title" className="section-title">
        When the fog came back
      </h1>
      <p>
        For a hundred years the old town slept quietly. Then the fog returned, and with it came the things that live inside it: restless
        ghosts in the attics, vampires in the cellars, and stranger shapes on the moors.
      </p>
      <p>
        A small company of hunters answered the call. They built traps from brass and candle wax, brewed baits that no spirit can resist,
        and kept a grimoire of every creature they caught. You are their newest recruit.
      </p>
      <p>
        Set your trap, choose your bait, and wait for the night to answer. Every catch brings experience, gold and the occasional strange
        trinket. Climb the ranks, travel to darker grounds, and fill your album with the rarest of them all.
      </p>
      <AppLink className="btn btn--primary btn--glow" to={paths.game.root.getHref()}>
        PLAY NOW
      </AppLink>
    </article>
  );
}
