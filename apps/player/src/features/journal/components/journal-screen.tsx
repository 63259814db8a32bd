import { JournalList } from './journal-list';
import { MissionPanel } from './mission-panel';

/** The Journal screen (spec player §2): the current mission panel and the journal list. */
export function JournalScreen() {
  return (
    <section className="journal-screen" aria-labelledby="journal-title">
      <header className="screen-head">
        <div className="screen-head__text">
          <p className="eyebrow">Hunter's log</p>
          <h1 id="journal-title" className="section-title screen-head__title">
            Journal
          </h1>
          <p className="muted screen-head__tagline">Every hunt, every road and every rank, in your own hand.</p>
        </div>
      </header>
      <div className="journal-layout">
        <MissionPanel />
        <section className="panel journal" aria-labelledby="journal-list-title">
          <h2 id="journal-list-title" className="journal__title">
            Journal
          </h2>
          <JournalList />
        </section>
      </div>
    </section>
  );
}
