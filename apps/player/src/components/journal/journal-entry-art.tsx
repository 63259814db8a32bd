import type { JournalEntryDto } from '@grimhunt/contracts';
import { EnemyArt } from '../art/enemy-art';
import { GroundArt } from '../art/ground-art';
import { kindOf } from '../../lib/journal-view';

const GLYPHS = { hunt: '☾', rankUp: '★', missionReward: '✠', system: '✉', fetch: '⚲', unknown: '?', travel: '➶' } as const;

/** The picture of a journal entry: its ghost, the ground travelled to, or a glyph for its kind. */
export function JournalEntryArt({ entry }: { entry: JournalEntryDto }) {
  const kind = kindOf(entry.type);
  if (entry.enemy) return <EnemyArt enemy={entry.enemy} size={64} />;
  if (kind === 'travel')
    return <GroundArt imageId={entry.data.travel_imageId} name={entry.data.travel_name ?? 'Travel'} width={80} height={64} />;
  return (
    <span className={`journal-entry__glyph journal-entry__glyph--${kind}`} aria-hidden="true">
      {GLYPHS[kind]}
    </span>
  );
}
