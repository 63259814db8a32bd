import { Inject, Injectable } from '@nestjs/common';
import { HuntPartyMemberDto, JOURNAL_TYPES, SOCIAL_LIMITS } from '@grimhunt/contracts';
import { HoldingsFacade, PlayerLock } from '@grimhunt/api-economy';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { baitRefusal } from '../domain/hunt-engine';
import { partyXpBonus, takeAlongRefusal } from '../domain/hunting-party';
import { HunterEffect } from '../domain/hunter.entity';
import { JournalEntry } from '../domain/journal-entry';
import { AutoHuntRunner } from './auto-hunt.runner';
import { PuzzleFacade } from '@grimhunt/api-puzzle';
import { groundOf, HuntSession, HuntSessions, SessionHunt } from './hunt-session';
import { PARTY_SOURCE_PORT, PartyHuntNotice, PartySource } from './ports/party-source.port';
import { toJournalEntryDto } from './journal.presenter';
import { LoadoutReader } from './loadout.reader';
import { HUNTER_REPOSITORY, HunterRepository } from './ports/hunter.repository.port';

/** Friends a party lookup locks at most: the party's size and a few more for those the bait or puzzle leaves home. */
const PARTY_CANDIDATES = SOCIAL_LIMITS.maxPartySize * 2;

/** What a sounded hunt's party added: the friends who hunted, the sounder's xp bonus (effects) and its rank-ups. */
export interface PartyRun {
  members: HuntPartyMemberDto[];
  effects: HunterEffect[];
  extra: JournalEntry[];
}

const NO_PARTY: PartyRun = { members: [], effects: [], extra: [] };

/**
 * The hunting party: a sounded manual hunt takes along up to four friends who agreed, stand in the sounder's region,
 * are off cooldown, pressed HUNT within the hour, owe no puzzle and have bait the ground accepts. Each friend hunts
 * inside the sounder's transaction through the same session machinery (their own setup, bait, seed, effects, ledger
 * rows, missions and replay record), without counting toward their puzzle or rate limit. Friends' rows are locked
 * `SKIP LOCKED` (hunter row, then user row), so the party never waits for anybody and cannot deadlock.
 */
@Injectable()
export class PartyHuntRunner {
  constructor(
    @Inject(PARTY_SOURCE_PORT) private readonly source: PartySource,
    private readonly sessions: HuntSessions,
    private readonly autoHunts: AutoHuntRunner,
    private readonly players: PlayerLock,
    private readonly holdings: HoldingsFacade,
    private readonly challenges: PuzzleFacade,
    private readonly loadouts: LoadoutReader,
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    @Inject(PLAYER_DIRECTORY) private readonly directory: PlayerDirectory,
  ) {}

  /**
   * Runs the party of the sounder's sounded hunt `hunt` (before the sounder's session commits and its answer is made):
   * the friends' hunts are committed here; the sounder's xp bonus joins the sounder's session.
   */
  async takeAlong(sounder: HuntSession, hunt: SessionHunt): Promise<PartyRun> {
    const { source } = this;
    // The flag on the sounder's hunter row says whether any friend may have the switch on: a solo hunt asks nothing.
    if (!sounder.party.possible || !hunt.outcome.sounded || !hunt.entry) return NO_PARTY;
    const { tx, catalogue } = sounder;
    const friendIds = await source.partyFriendIds(tx, sounder.player.id);
    if (friendIds.length === 0) {
      sounder.party.write = { possible: false };
      return NO_PARTY;
    }
    const ground = catalogue.ground(sounder.hunter.state.huntingGroundId);
    const region = catalogue.isOpen(ground) ? catalogue.groundsOf(ground.regionId).filter((g) => catalogue.isOpen(g)) : [];
    const regionIds = new Set(region.map((g) => g.id));
    const locked = await this.hunters.lockParty(tx, friendIds, [...regionIds], SOCIAL_LIMITS.partyActiveWindowMs, PARTY_CANDIDATES);
    if (locked.length === 0) return NO_PARTY;
    const players = await this.players.tryLockAll(
      tx,
      locked.map((l) => l.hunter.userId),
    );
    const by = { userId: sounder.player.id, name: sounder.player.name };
    const members: HuntPartyMemberDto[] = [];
    const notices: PartyHuntNotice[] = [];
    // The rules the locked rows decide, then everybody's items at work in one statement (for the bait).
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
    if (candidates.length === 0) return NO_PARTY;
    const deferred: { userId: string; rows: NonNullable<HuntSession['deferred']> }[] = [];
    const loadouts = await this.loadouts.readMany(
      tx,
      catalogue,
      new Map(candidates.map((c) => [c.player.id, groundOf(c.friend, catalogue)])),
    );
    for (const { friend, player, candidate } of candidates) {
      if (members.length >= SOCIAL_LIMITS.maxPartySize) break;
      const session = await this.sessions.sessionOf(tx, player, friend, catalogue, friend.now, undefined, loadouts.get(player.id));
      session.deferred = { xp: 0, writes: [], holdings: [] };
      deferred.push({ userId: player.id, rows: session.deferred });
      // The friend's due retainer hours first, as before any manual hunt (the party hunt's cooldown must not hide them).
      const auto = this.autoHunts.runPending(session);
      const onGround = catalogue.engineGround(session.hunter.state.huntingGroundId);
      const taken = takeAlongRefusal({ ...candidate, baitRefusal: baitRefusal(session.hunter.setup, onGround) }, friend.now)
        ? null
        : this.sessions.hunt(session, 'regular', session.hunter.now, JOURNAL_TYPES.hunt);
      if (!taken?.outcome.sounded || !taken.entry) {
        await this.sessions.commit(session, auto.effects); // the auto-hunts, if any
        continue;
      }
      taken.entry.data.huntedWith = by;
      session.party.write = {
        takenAlong: {
          by,
          huntedAt: taken.entry.at,
          until: session.hunter.state.nextHuntAt,
          entry: toJournalEntryDto(taken.entry, catalogue),
        },
      };
      await this.sessions.commit(session, [...auto.effects, ...taken.effects]);
      const enemyName = catalogue.enemy(taken.outcome.enemyId)?.name ?? null;
      members.push({ userId: player.id, name: player.name, huntResult: taken.outcome.huntResult, enemyName });
      notices.push({ userId: player.id, by, huntResult: taken.outcome.huntResult, enemyName, journalEntryId: taken.entry.id });
    }
    // The friends' holdings in one statement, their hunt rows in one, then their xp in one (their journal rows' foreign
    // keys find their user rows only locked, not yet updated).
    const holdings = deferred.flatMap((d) => d.rows.holdings);
    if (holdings.length > 0) await this.holdings.applyMany(tx, holdings, catalogue.snapshot);
    await this.hunters.writeMany(
      tx,
      deferred.flatMap((d) => d.rows.writes.map((writes) => ({ userId: d.userId, writes }))),
    );
    await this.directory.addXpMany(
      tx,
      deferred.filter((d) => d.rows.xp > 0).map((d) => ({ userId: d.userId, delta: d.rows.xp })),
    );
    if (members.length === 0) return NO_PARTY;
    const bonus = sounder.hunter.partyBonus(hunt.entry, partyXpBonus(hunt.entry.xp, members.length), hunt.entry.at);
    await source.announce(tx, notices);
    return { members, effects: bonus.effects, extra: bonus.entries };
  }
}
