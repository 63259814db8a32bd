import '../landing.css';
/** The founder's letter of the landing page: what the game promises, and what it has kept so far. */
export function FounderStory() {
  return (
    <article className="panel story-letter" aria-labelledby="founder-title">
      <p className="eyebrow">A letter from the founder</p>
      <h2 id="founder-title" className="section-title">
        Why Grimhunt starts over
      </h2>
      <p>
        Grimhunt is a <strong>fresh start</strong>. No old progress is carried over: every hunter begins with an empty satchel and the same
        dim lantern, and every trophy on your wall will be one you earned here.
      </p>
      <p>
        The game is <strong>slower and more casual</strong> on purpose. Set your trap, live your life, come back to see what the night has
        caught. The hunting cooldown will <strong>never drop below 8 minutes</strong>, and{' '}
        <strong>mystic power never rises above 25%</strong>, so no gear can turn the hunt into a click race.
      </p>
      <p>
        Grimhunt is paid for by a <strong>subscription model plus single shop items</strong>. Nothing you buy is needed to enjoy the hunt,
        and everything you buy keeps the lanterns burning.
      </p>
      <p>
        Every region has <strong>five hunting locations</strong>. When we first wrote this letter there was one region, and we promised{' '}
        <strong>Region 2 and missions</strong> for the next update. They are here: the mountain road of Vargcrest Pass waits beyond
        Hollowmere Vale, the Necropolis of Lachrymae beyond that, and missions send you after a named ghost on every ground.
      </p>
      <p className="story-letter__sign">See you in the fog. Happy hunting!</p>
    </article>
  );
}
