import { COMMUNITY_CHAT_URL, SOCIAL_LINKS_RAW } from '../../../config/env';
import { parseSocialLinks } from '../../../lib/social-links';
import '../landing.css';

/** Community chat and social links. The addresses come from the build environment. */
export function CommunityLinks() {
  const socials = parseSocialLinks(SOCIAL_LINKS_RAW);
  return (
    <section className="panel community" aria-labelledby="community-title">
      <h2 id="community-title" className="section-title">
        Join the hunters
      </h2>
      {COMMUNITY_CHAT_URL ? (
        <p>
          Swap stories, trade tips and meet the team in our community chat.
          <br />
          <a className="btn btn--primary community__chat" href={COMMUNITY_CHAT_URL} target="_blank" rel="noreferrer">
            Open community chat
          </a>
        </p>
      ) : (
        <p className="muted">The community chat opens together with the game; its invite link will appear here.</p>
      )}
      {socials.length > 0 && (
        <ul className="community__socials">
          {socials.map((link) => (
            <li key={link.href}>
              <a className="chip" href={link.href} target="_blank" rel="noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
