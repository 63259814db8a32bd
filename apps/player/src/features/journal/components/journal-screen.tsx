import { JournalHistory } from './journal-history';
import { MissionPanel } from './mission-panel';
import '../journal.css';
import { ScreenHeader } from '../../../components/screen-header';

/** The Journal screen: the current mission panel and the whole journal, filtered and paged. */
export function JournalScreen() {
  return (
    <section className="journal-screen" aria-labelledby="journal-title">
      <ScreenHeader
        titleId="journal-title"
        eyebrow="Hunter's log"
        title="Journal"
        tagline="Every hunt, every road and every rank, in your own hand."
      />
      <div className="journal-layout">
        <MissionPanel />
        <section className="panel journal" aria-labelledby="journal-list-title">
          <h2 id="journal-list-title" className="journal__title">
            Journal
          </h2>
          <JournalHistory />
        </section>
      </div>
    </section>
  );
}
