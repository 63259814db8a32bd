import { useState, type ReactNode } from 'react';
import { Popup } from '../../../components/popup';
import { ScreenHeader } from '../../../components/screen-header';
import { Spinner } from '../../../components/spinner';
import { usePopup } from '../../../hooks/use-popup';
import { useSeanceMap } from '../api/get-seance-map';
import { useSeanceMaps } from '../api/get-seance-maps';
import { MAP_SCREEN_TEXTS } from '../seance-maps-messages';
import { MapDetail } from './map-detail';
import { MapList } from './map-list';
import { ScrollList } from './scroll-list';
import '../seance-maps.css';

/**
 * The Maps screen: my scrolls (start a séance), my maps and invitations, and the open map with every ghost. A friend's
 * catch arrives on the event stream and refreshes the open map without a reload.
 */
export function MapsScreen({ aside }: { aside?: ReactNode }) {
  const maps = useSeanceMaps();
  const [picked, setPicked] = useState<string | null>(null);
  const selected = picked ?? maps.data?.maps[0]?.id ?? null;
  const map = useSeanceMap(selected);
  const { popup, show, close } = usePopup();
  const notify = (text: string, tone: 'ok' | 'error' = 'ok') => show(text, tone);

  let body: ReactNode;
  if (maps.isPending) body = <Spinner label={MAP_SCREEN_TEXTS.loading} />;
  else if (maps.isError)
    body = (
      <p className="alert alert--error" role="alert">
        {MAP_SCREEN_TEXTS.loadFailed}
      </p>
    );
  else
    body = (
      <div className="maps__grid">
        <div className="maps__column">
          <ScrollList scrolls={maps.data.scrolls} onStarted={setPicked} notify={notify} />
          <MapList maps={maps.data.maps} invitations={maps.data.invitations} selected={selected} onSelect={setPicked} notify={notify} />
        </div>
        <div className="maps__column maps__column--wide">
          {map.data ? (
            <MapDetail map={map.data} notify={notify} />
          ) : map.isError ? (
            <p className="alert alert--error" role="alert">
              {MAP_SCREEN_TEXTS.mapLoadFailed}
            </p>
          ) : selected ? (
            <Spinner label={MAP_SCREEN_TEXTS.mapLoading} />
          ) : null}
        </div>
      </div>
    );

  return (
    <section className="maps" aria-labelledby="maps-screen-title">
      <ScreenHeader
        titleId="maps-screen-title"
        eyebrow="Hunting together"
        title="Séance maps"
        tagline="Read a séance scroll, call up to four friends to the table and catch every ghost it names before the candles burn out."
      >
        {aside}
      </ScreenHeader>
      {body}
      <Popup popup={popup} onClose={close} />
    </section>
  );
}
