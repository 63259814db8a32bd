import type { ClientUserDto, InventoryEntryDto } from '@grimhunt/contracts';
import { useGrimoire } from '../../../api/get-grimoire';
import { useGrounds } from '../../../api/get-grounds';
import { GroundArt } from '../../../components/art/ground-art';
import { EnemyArt } from '../../../components/art/enemy-art';
import { ItemArt } from '../../../components/item-art';
import { Spinner } from '../../../components/spinner';
import { catchReasonText, currentGroundOf, formatChance, setupPowerOf } from '../../../lib/hunt-view';
import '../hunt.css';
import '../hunt-scene.css';

/** Equipped items that are not part of the trap (they dress the hunter, not the trap). */
const NOT_TRAP = new Set(['avatar', 'idcard']);

function trapItemsOf(user: ClientUserDto): InventoryEntryDto[] {
  const raw = (user.inventory ?? []) as unknown[];
  return raw.filter(
    (e): e is InventoryEntryDto =>
      !!e &&
      typeof e === 'object' &&
      'item' in e &&
      !!(e as InventoryEntryDto).item &&
      (e as InventoryEntryDto).equipped &&
      !NOT_TRAP.has((e as InventoryEntryDto).item.itemType ?? ''),
  );
}

/**
 * The hunt scene of home: the current ground's picture (its catalogue image, the drawn landscape
 * when it has none), the equipped trap, the setup's power and mystic power, and the ground's ghosts with the
 * engine's catch chance for this setup (the grimoire route's `catchRate`).
 */
export function HuntScene({ user }: { user: ClientUserDto }) {
  const ground = currentGroundOf(user);
  const grounds = useGrounds(ground?.regionId ?? null);
  const ghosts = useGrimoire(ground?.id || null);
  if (!ground) return null;
  const groundDto = grounds.data?.find((g) => g.id === ground.id);
  const trap = trapItemsOf(user);
  const { power, mysticPower } = setupPowerOf(user);

  return (
    <section className="panel hunt-scene" aria-labelledby="hunt-scene-title">
      <div className="hunt-scene__stage">
        <GroundArt imageId={groundDto?.imageId} name={ground.name} width={640} height={220} large className="hunt-scene__ground" />
        <div className="hunt-scene__overlay">
          <h2 id="hunt-scene-title" className="hunt-scene__title">
            {ground.name}
          </h2>
          <ul className="hunt-scene__trap" aria-label="Your trap">
            {trap.length === 0 ? (
              <li className="muted">Nothing equipped</li>
            ) : (
              trap.map((entry) => (
                <li key={entry.itemId} title={entry.item.name}>
                  <ItemArt
                    imageId={entry.item.imageId}
                    itemType={entry.item.itemType}
                    name={entry.item.name}
                    accent={entry.item.rarity?.colorHex}
                    size={40}
                  />
                </li>
              ))
            )}
          </ul>
          <dl className="hunt-scene__power">
            <dt>Power</dt>
            <dd data-testid="setup-power">{power.toLocaleString('en-US')}</dd>
            <dt>Mystic</dt>
            <dd data-testid="setup-mystic">{mysticPower.toLocaleString('en-US')}</dd>
          </dl>
        </div>
      </div>
      <h3 className="hunt-scene__subtitle">Ghosts here · your chance to catch them</h3>
      {ghosts.isPending ? (
        <Spinner label="Reading the grimoire..." />
      ) : ghosts.isError ? (
        <p className="alert alert--error" role="alert">
          Could not read the ghosts of {ground.name}: {ghosts.error.message}
        </p>
      ) : ghosts.data.length === 0 ? (
        <p className="muted">No ghost haunts this ground.</p>
      ) : (
        <ul className="hunt-scene__ghosts" aria-label="Ghosts of this ground">
          {ghosts.data.map((ghost) => (
            <li
              key={ghost.id}
              className="hunt-scene__ghost"
              data-testid={`chance-${ghost.id}`}
              title={catchReasonText(ghost.catchRateReason, ghost.catchRate)}
            >
              <EnemyArt enemy={ghost} size={40} />
              <span className="hunt-scene__ghost-name">{ghost.name}</span>
              <span className="hunt-scene__chance" aria-label={`your chance ${formatChance(ghost.catchRate)}`}>
                {formatChance(ghost.catchRate)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
