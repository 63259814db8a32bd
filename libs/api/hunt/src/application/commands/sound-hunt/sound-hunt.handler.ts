import { Inject, Injectable } from '@nestjs/common';
import { HuntAnswerDto, JOURNAL_TYPES } from '@grimhunt/contracts';
import { Rng, RNG, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { resolveHunt } from '../../../domain/hunt-engine';
import { AutoHuntRunner, freshSeed } from '../../auto-hunt.runner';
import { HuntApplier } from '../../hunt-applier';
import { huntAnswer, rememberAnswer, repeatedAnswer } from '../../hunt-answers';
import { HuntCatalogue } from '../../hunt-catalogue';
import { HuntSessions } from '../../hunt-session';
import { HUNTER_REPOSITORY, HunterRepository } from '../../ports/hunter.repository.port';
import { JOURNAL_REPOSITORY, JournalRepository } from '../../ports/journal.repository.port';
import { HUNT_UNIT_OF_WORK } from '../../ports/hunt-unit-of-work.port';

/** Regular hunts (POST huntrefactored/hunt, GET Game/quickhunt) and chrono hunts (GET Game/chronohunt). */
export type SoundHuntKind = 'regular' | 'chrono';

/**
 * One hunt = one transaction (DESIGN §3, §5): lock the player (user row, then hunter row), read the database clock,
 * answer a repeat within 2 s from the stored previous answer, serve due auto-hunts, run the engine with a fresh
 * seed, and, when the hunt sounded, apply its outcome through economy and write the journal. A refused check
 * (OnCooldown, NoChronoChargesLeft, NoBait, WrongBait) changes nothing.
 */
@Injectable()
export class SoundHuntHandler {
  constructor(
    @Inject(HUNT_UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(RNG) private readonly rng: Rng,
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    @Inject(JOURNAL_REPOSITORY) private readonly journal: JournalRepository,
    private readonly sessions: HuntSessions,
    private readonly applier: HuntApplier,
    private readonly autoHunts: AutoHuntRunner,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string, kind: SoundHuntKind): Promise<HuntAnswerDto> {
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    return this.uow.run(async (tx) => {
      const session = await this.sessions.open(tx, userId, catalogue);
      const repeat = repeatedAnswer(session, kind);
      if (repeat) return repeat;

      const auto = await this.autoHunts.runPending(session);
      const outcome = resolveHunt({
        kind,
        now: session.now,
        seed: freshSeed(this.rng),
        player: { nextAllowedHuntAt: session.hunter.nextHuntAt, chronoCharges: session.chrono.charges },
        setup: session.loadout.setup,
        ground: this.sessions.groundDef(session.catalogue, session.hunter.huntingGroundId),
        enemies: catalogue.enemies(),
      });
      const enemyName = catalogue.enemy(outcome.enemyId)?.name ?? null;
      if (!outcome.sounded) {
        if (auto.entries.length > 0) await this.journal.insert(tx, auto.entries);
        if (session.dirty) await this.hunters.save(tx, session.hunter);
        return huntAnswer(this.sessions, session, { huntResult: outcome.huntResult, enemyName }, null, auto.entries);
      }
      const type = kind === 'chrono' ? JOURNAL_TYPES.chronoHunt : JOURNAL_TYPES.hunt;
      const applied = await this.applier.apply(session, outcome, session.now, type);
      await this.journal.insert(tx, [...auto.entries, applied.entry, ...applied.extra]);
      const answer = huntAnswer(this.sessions, session, { huntResult: outcome.huntResult, enemyName }, applied.entry, [...auto.entries, ...applied.extra]);
      rememberAnswer(session, kind, answer);
      await this.hunters.save(tx, session.hunter);
      return answer;
    });
  }
}
