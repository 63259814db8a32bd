import { Spinner } from '../../../components/spinner';
import { ScreenHeader } from '../../../components/screen-header';
import { useGrimoireScreen } from '../hooks/use-grimoire-screen';
import { EnemyCard } from './enemy-card';
import { EnemyDetail } from './enemy-detail';
import { GrimoireToolbar } from './grimoire-toolbar';
import '../grimoire.css';

/**
 * The grimoire, "Album": a region select with the pseudo-regions, a hunting ground select, the
 * Only Trapped / Daylight / Midnight checkboxes, the ghosts with their hunted counts (you / global), and a popup per
 * ghost.
 */
export function GrimoireScreen() {
  const album = useGrimoireScreen();
  const { regions, key, enemies, shown, open } = album;

  return (
    <section className="grimoire-screen" aria-labelledby="grimoire-title">
      <ScreenHeader
        titleId="grimoire-title"
        eyebrow="Grimoire"
        title="Album"
        tagline="Every ghost of the vale, and how often it has met a trap."
      />

      <GrimoireToolbar
        regions={album.realRegions}
        regionId={album.regionId}
        grounds={album.groundList}
        groundId={album.groundId}
        pseudo={album.pseudo}
        filters={album.filters}
        onRegion={album.chooseRegion}
        onGround={album.chooseGround}
        onToggle={album.toggle}
      />

      {regions.isPending || album.loadingGrounds ? (
        <Spinner label="Turning the pages..." />
      ) : regions.isError ? (
        <p className="alert alert--error" role="alert">
          Could not load the regions: {regions.error.message}
        </p>
      ) : key === null ? (
        <p className="empty-note">No hunting ground to show.</p>
      ) : enemies.isPending ? (
        <Spinner label="Turning the pages..." />
      ) : enemies.isError ? (
        <p className="alert alert--error" role="alert">
          Could not load the ghosts: {enemies.error.message}
        </p>
      ) : shown.length === 0 ? (
        <p className="empty-note">No ghost matches these filters.</p>
      ) : (
        <div className="enemy-grid" role="region" aria-label="Ghosts">
          {shown.map((enemy) => (
            <EnemyCard key={enemy.id} enemy={enemy} onOpen={() => album.openEnemy(enemy)} />
          ))}
        </div>
      )}
      {open && <EnemyDetail enemy={open} onClose={album.closeEnemy} />}
    </section>
  );
}
