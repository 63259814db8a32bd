import type { ClientEnemyDto, HuntAnswerDto } from '@grimhunt/contracts';
import { EnemyArt } from '../../../components/art/enemy-art';

/** What the stage shows happened to a ghost that got away (under its art, which stays in sight). */
export function escapeCaption(result: HuntAnswerDto['huntResult'], name: string): string | null {
  if (result === 'GhostTooPowerful') return `${name} broke out of your trap and fled into the fog.`;
  if (result === 'NoSpecialBait') return `${name} sniffed at your trap and drifted away untouched.`;
  return null;
}

function EmptyTrap() {
  return (
    <div className="hunt-result__empty-trap" aria-hidden="true">
      <svg viewBox="0 0 120 80" width="132" height="88">
        <path d="M14 66h92M20 66l-4 10h88l-4-10" stroke="#a78bfa" strokeWidth="3" fill="none" strokeLinecap="round" />
        <path d="M22 66c0-24 16-40 38-40s38 16 38 40" stroke="#a78bfa" strokeWidth="3" fill="none" />
        <path d="M30 66l3-9 3 9 3-9 3 9 3-9 3 9 3-9 3 9 3-9 3 9 3-9 3 9 3-9 3 9" stroke="#b9f5d8" strokeWidth="1.6" fill="none" />
      </svg>
    </div>
  );
}

/** The hunt's stage: the ghost (or the empty trap) with the flash and the trap, its name and what became of it. */
export function HuntResultStage({ enemy, result }: { enemy: ClientEnemyDto | null; result: HuntAnswerDto['huntResult'] }) {
  const caption = enemy ? escapeCaption(result, enemy.name) : null;
  return (
    <>
      <div className="hunt-result__stage" aria-hidden={!enemy}>
        <div className="hunt-result__flash" />
        {enemy ? (
          <div className="hunt-result__ghost">
            <EnemyArt enemy={enemy} size={132} />
          </div>
        ) : (
          <EmptyTrap />
        )}
        <div className="hunt-result__trap" />
      </div>
      {enemy && <p className="hunt-result__enemy">{enemy.name}</p>}
      {caption && (
        <p className="hunt-result__caption" data-testid="escape-caption">
          {caption}
        </p>
      )}
    </>
  );
}
