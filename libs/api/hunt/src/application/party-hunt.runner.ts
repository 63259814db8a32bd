import { Inject, Injectable } from '@nestjs/common';
import { HuntPartyMemberDto, JOURNAL_TYPES, SOCIAL_LIMITS } from '@grimhunt/contracts';
import { PgNotification, together, Tx } from '@grimhunt/api-kernel';
import { PlayerLock } from '@grimhunt/api-economy';
import { baitRefusal } from '../domain/hunt-engine';
import { partyXpBonus, takeAlongRefusal } from '../domain/hunting-party';
import { HunterEffect } from '../domain/hunter.entity';
import { JournalEntry } from '../domain/journal-entry';
import { AutoHuntRunner } from './auto-hunt.runner';
import { PuzzleFacade } from '@grimhunt/api-puzzle';
import { groundOf, HuntContext, HuntRun } from './hunt-pipeline/hunt-context';
import { contextOf } from './hunt-pipeline/hunt-loader';
import { HuntSteps } from './hunt-pipeline/hunt-steps';
import { HuntWriter, PlayerRows } from './hunt-pipeline/hunt-writer';
import { PARTY_SOURCE_PORT, PartyHuntNotice, PartySource } from './ports/party-source.port';
import { toJournalEntryDto } from './journal.presenter';
import { LoadoutReader } from './loadout.reader';
import { HUNTER_REPOSITORY, HunterRepository } from './ports/hunter.repository.port';

/** Friends a party lookup locks at most: the party's size and a few more for those the bait or puzzle leaves home. */
const PARTY_CANDIDATES = SOCIAL_LIMITS.maxPartySize * 2;

/**
 * What a sounded hunt's party added: the friends who hunted, the sounder's xp bonus (effects) and its rank-ups; the
 * sounder's hunt (its entry with the bonus) and context (the hunter after the bonus, the party columns to write); the
 * friends' rows held back and the notifications of their hunts, to be written and sent with the sounder's rows
 * (`HuntWriter.writeWith`).
 */
export interface PartyRun {
  members: HuntPartyMemberDto[];
  held: PlayerRows[];
  notifications: PgNotification[];
  effects: HunterEffect[];
  extra: JournalEntry[];
  hunt: HuntRun;
  context: HuntContext;
}

/** `hunt` with `entry` written in place of its own entry (same id). */
function withEntry(hunt: HuntRun, entry: JournalEntry): HuntRun {
  const effects = hunt.effects.map((e): HunterEffect => (e.type === 'journal' && e.entry.id === entry.id ? { type: 'journal', entry } : e));
  return { ...hunt, effects, entry };
}

/**
 * The hunting party: a sounded manual hunt takes along up to four friends who agreed, stand in the sounder's region,
 * are off cooldown, pressed HUNT within the hour, owe no puzzle and have bait the ground accepts. Each friend hunts
 * inside the sounder's transaction through the same steps (loaded context, engine step, writer) (their own setup, bait, seed, effects, ledger
 * rows, missions and replay record), without counting toward their puzzle or rate limit. Friends' rows are locked
 * `SKIP LOCKED` (hunter row, then user row), so the party never waits for anybody and cannot deadlock.
 */
@Injectable()
export class PartyHuntRunner {
  constructor(
    @Inject(PARTY_SOURCE_PORT) private readonly source: PartySource,
    private readonly steps: HuntSteps,
    private readonly writer: HuntWriter,
    private readonly autoHunts: AutoHuntRunner,
    private readonly players: PlayerLock,
    private readonly challenges: PuzzleFacade,
    private readonly loadouts: LoadoutReader,
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
  ) {}

  /**
   * Runs the party of the sounder's sounded hunt `hunt` on the sounder's context (before the sounder's rows are written
   * and its answer is made): the friends' replay contexts and séance catches are written here, their other rows come
   * back held with the sounder's xp bonus, for the sounder's write.
   */
  async takeAlong(tx: Tx, sounder: HuntContext, hunt: HuntRun): Promise<PartyRun> {
    const { source } = this;
    const none: PartyRun = { members: [], held: [], notifications: [], effects: [], extra: [], hunt, context: sounder };
    // The flag on the sounder's hunter row says whether any friend may have the switch on: a solo hunt asks nothing.
    if (!sounder.party.possible || !hunt.outcome.sounded || !hunt.entry) return none;
    const { catalogue } = sounder;
    const friendIds = await source.partyFriendIds(tx, sounder.player.id);
    if (friendIds.length === 0) return { ...none, context: { ...sounder, pending: { ...sounder.pending, party: { possible: false } } } };
    const ground = catalogue.ground(sounder.hunter.state.huntingGroundId);
    const region = catalogue.isOpen(ground) ? catalogue.groundsOf(ground.regionId).filter((g) => catalogue.isOpen(g)) : [];
    const regionIds = new Set(region.map((g) => g.id));
    const locked = await this.hunters.lockParty(tx, friendIds, [...regionIds], SOCIAL_LIMITS.partyActiveWindowMs, PARTY_CANDIDATES);
    if (locked.length === 0) return none;
    // The friends' user rows (SKIP LOCKED) and their items at work, issued together (one round trip on a pipelined
    // connection), the locks first: the items of a friend whose user row another transaction holds are read for nothing.
    const [players, loadouts] = await together([
      this.players.tryLockAll(
        tx,
        locked.map((l) => l.hunter.userId),
      ),
      this.loadouts.readMany(tx, catalogue, new Map(locked.map((l) => [l.hunter.userId, groundOf(l, catalogue)]))),
    ]);
    const by = { userId: sounder.player.id, name: sounder.player.name };
    const members: HuntPartyMemberDto[] = [];
    const notices: PartyHuntNotice[] = [];
    // The rules the locked rows decide (the items at work, read above, decide the bait).
    const candidates = locked.flatMap((friend) => {
      const player = players.get(friend.hunter.userId);
      const candidate = {
        sameRegion: regionIds.has(friend.hunter.huntingGroundId ?? ''),
        nextHuntAt: friend.hunter.nextHuntAt,
        lastActiveAt: friend.lastActiveAt,
        puzzleOwed: this.challenges.owes(friend.challenge, friend.now),
        baitRefusal: null,
      };
      return player && !takeAlongRefusal(candidate, friend.now) ? [{ friend, player, candidate }] : [];
    });
    if (candidates.length === 0) return none;
    const held: PlayerRows[] = [];
    for (const { friend, player, candidate } of candidates) {
      if (members.length >= SOCIAL_LIMITS.maxPartySize) break;
      // The friend's due retainer hours first, as before any manual hunt (the party hunt's cooldown must not hide them).
      const loadout = loadouts.get(player.id) ?? (await this.loadouts.read(player.id, catalogue, tx, groundOf(friend, catalogue)));
      const auto = this.autoHunts.runPending(contextOf(player, friend, catalogue, loadout));
      const onGround = catalogue.engineGround(auto.context.hunter.state.huntingGroundId);
      const refused = takeAlongRefusal({ ...candidate, baitRefusal: baitRefusal(auto.context.hunter.setup, onGround) }, friend.now);
      const step = refused
        ? null
        : this.steps.run(auto.context, { kind: 'regular', at: auto.context.hunter.now, journalType: JOURNAL_TYPES.hunt });
      if (!step?.hunt.outcome.sounded || !step.hunt.entry) {
        const rows = await this.writer.holdBack(tx, step?.context ?? auto.context, auto.effects); // the auto-hunts, if any
        if (rows) held.push(rows);
        continue;
      }
      const entry = { ...step.hunt.entry, data: { ...step.hunt.entry.data, huntedWith: by } };
      const taken = withEntry(step.hunt, entry);
      const takenAlong = {
        by,
        huntedAt: entry.at,
        until: step.context.hunter.state.nextHuntAt,
        entry: toJournalEntryDto(entry, catalogue),
      };
      const context = { ...step.context, pending: { ...step.context.pending, party: { takenAlong } } };
      const rows = await this.writer.holdBack(tx, context, [...auto.effects, ...taken.effects]);
      if (rows) held.push(rows);
      const enemyName = catalogue.enemy(taken.outcome.enemyId)?.name ?? null;
      members.push({ userId: player.id, name: player.name, huntResult: taken.outcome.huntResult, enemyName });
      notices.push({ userId: player.id, by, huntResult: taken.outcome.huntResult, enemyName, journalEntryId: entry.id });
    }
    // The friends' rows are written with the sounder's, after its answer is made: everybody's holdings in one
    // statement, then the hunt rows in one that also sends the taken-along players' notifications (social makes them,
    // so its channel and payloads stay its own), then xp in one.
    if (members.length === 0) return { ...none, held };
    const bonus = sounder.hunter.partyBonus(hunt.entry, partyXpBonus(hunt.entry.xp, members.length), hunt.entry.at);
    return {
      members,
      held,
      notifications: source.announcements(notices),
      effects: bonus.effects,
      extra: bonus.entries,
      hunt: withEntry(hunt, bonus.entry),
      context: { ...sounder, hunter: bonus.hunter },
    };
  }
}
