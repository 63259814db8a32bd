import type { HuntPartyMemberDto } from '@grimhunt/contracts';
import { HUNT_TONE_LABELS, huntToneOf } from '../../../lib/journal-view';
import './hunt-party.css';

/** What a friend's hunt came to: "caught Wisp", "Wisp escaped", "nothing came". */
export function partyOutcome(member: HuntPartyMemberDto): string {
  const tone = huntToneOf(member.huntResult);
  if (tone === 'caught') return `caught ${member.enemyName ?? 'a ghost'}`;
  if (tone === 'escaped') return `${member.enemyName ?? 'the ghost'} escaped`;
  if (tone === 'empty') return 'nothing came';
  return HUNT_TONE_LABELS.refused.toLowerCase();
}

/** The friends a sounded hunt took along and what each of them caught. */
export function HuntParty({ party, title = 'Hunted with you' }: { party: HuntPartyMemberDto[]; title?: string }) {
  if (party.length === 0) return null;
  return (
    <div className="hunt-party" data-testid="hunt-party">
      <p className="hunt-party__title">{title}</p>
      <ul className="hunt-party__list">
        {party.map((member) => (
          <li key={member.userId} className={`hunt-party__member hunt-party__member--${huntToneOf(member.huntResult)}`}>
            <strong>{member.name}</strong> {partyOutcome(member)}
          </li>
        ))}
      </ul>
    </div>
  );
}
