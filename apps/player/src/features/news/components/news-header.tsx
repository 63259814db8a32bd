import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { NewsDto } from '@grimhunt/contracts';
import { thumbUrl } from '../../../config/game';
import { SOCIAL_LINKS_RAW } from '../../../config/env';
import { paths } from '../../../config/paths';
import { parseSocialLinks } from '../../../lib/social-links';
import { GameDialog } from '../../../components/game-dialog';
import { useLatestNews } from '../api/get-latest-news';
import '../news.css';

const dateOf = (news: NewsDto) =>
  news.timestamp ? new Date(news.timestamp * 1000).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '';

/** The full news item. */
export function NewsPopup({ news, onClose }: { news: NewsDto; onClose: () => void }) {
  return (
    <GameDialog title={news.header} onClose={onClose} className="game-dialog--news">
      {news.imageId && <img className="news-popup__image" src={thumbUrl(news.imageId)} alt="" />}
      <p className="news-popup__meta muted">
        {news.name}
        {news.name && dateOf(news) ? ' · ' : ''}
        {dateOf(news)}
      </p>
      <p className="news-popup__message">{news.message}</p>
    </GameDialog>
  );
}

/**
 * The home's news header: the latest news with dots to switch and a popup for the full item, the
 * music player (passed in as `children` by the home route), the premium shop link, social links and an ad link.
 * (Logout sits in the game bar above.)
 */
export function NewsHeader({ children }: { children?: ReactNode }) {
  const news = useLatestNews();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState<NewsDto | null>(null);
  const items = news.data ?? [];
  const current = items[Math.min(index, Math.max(0, items.length - 1))];
  const socials = parseSocialLinks(SOCIAL_LINKS_RAW);

  return (
    <section className="news-bar" aria-label="News">
      <div className="news-bar__news">
        {current ? (
          <>
            <button type="button" className="news-bar__item" onClick={() => setOpen(current)} aria-label={`Read news: ${current.header}`}>
              <span className="news-bar__label">News</span>
              <span className="news-bar__header">{current.header}</span>
              <span className="news-bar__teaser">{current.message}</span>
            </button>
            {items.length > 1 && (
              <div className="news-bar__dots" role="tablist" aria-label="News items">
                {items.map((item, i) => (
                  <button
                    key={item.id}
                    type="button"
                    role="tab"
                    aria-selected={item === current}
                    aria-label={`News ${i + 1}: ${item.header}`}
                    className={`news-bar__dot${item === current ? ' news-bar__dot--active' : ''}`}
                    onClick={() => setIndex(i)}
                  />
                ))}
              </div>
            )}
          </>
        ) : (
          <span className="news-bar__header muted">
            {news.isPending ? 'Fetching the Guild Herald...' : 'No news from the Guild Herald.'}
          </span>
        )}
      </div>
      <div className="news-bar__tools">
        {children}
        <Link className="btn btn--premium btn--small" to={paths.game.premiumShop.getHref()}>
          Premium Shop
        </Link>
        {socials.length > 0 && (
          <ul className="news-bar__socials" aria-label="Social links">
            {socials.map((link) => (
              <li key={link.href}>
                <a className="chip" href={link.href} target="_blank" rel="noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
        <Link className="news-bar__ad" to={paths.game.premiumShop.getHref()} aria-label="Advertisement: Nessy deals in the Premium Shop">
          <span className="news-bar__ad-tag">Ad</span> Nessy of the Black Loch awaits: see the deals
        </Link>
      </div>
      {open && <NewsPopup news={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
