import { Inject, Injectable } from '@nestjs/common';
import { HuntAnswerDto, isHuntSuccess, JOURNAL_TYPES } from '@grimhunt/contracts';
import { RATE_LIMITS, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { AutoHuntRunner } from '../../auto-hunt.runner';
import { HuntCatalogue } from '../../hunt-catalogue';
import { PuzzleFacade } from '@grimhunt/api-puzzle';
import { ManualHuntHooks } from '../../manual-hunt-hooks';
import { PartyHuntRunner } from '../../party-hunt.runner';
import { arrivedNow, HuntAdmission, HuntSessions } from '../../hunt-session';
import { explainCooldown, huntView, presentHunt } from '../../hunt-answer/hunt-presenter';
import { answerRecord, repeatedAnswer } from '../../hunt-answer/answer-record';
import { HUNT_UNIT_OF_WORK } from '../../ports/hunt-unit-of-work.port';

/** Regular hunts (POST huntrefactored/hunt, GET Game/quickhunt) and chrono hunts (GET Game/chronohunt). */
export type SoundHuntKind = 'regular' | 'chrono';

/**
 * One hunt = one transaction: load the player once (user row, hunter row, items at work), answer a
 * repeat within 2 s from the stored previous answer, serve due auto-hunts, run the engine with a fresh seed, and
 * write the effects the `Hunter` aggregate returned. A refused check (OnCooldown, NoChronoChargesLeft, NoBait,
 * WrongBait) changes nothing.
 */
@Injectable()
export class SoundHuntHandler {
  constructor(
    @Inject(HUNT_UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly sessions: HuntSessions,
    private readonly autoHunts: AutoHuntRunner,
    private readonly catalogue: CatalogueFacade,
    private readonly challenges: PuzzleFacade,
    private readonly manualHunts: ManualHuntHooks,
    private readonly party: PartyHuntRunner,
  ) {}

  async execute(userId: string, kind: SoundHuntKind): Promise<HuntAnswerDto> {
    const arrived = arrivedNow();
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    // The rate limit and the picture puzzle are decided on the rows the hunt's lock statement reads and written with
    // the hunt's own rows: no statement of their own. Every manual request counts towards the rate limit; only hunts that
    // happened count towards the puzzle.
    const admission: HuntAdmission = { rateLimit: RATE_LIMITS.hunt, challenge: (state, now) => this.challenges.gate(state, now) };
    const done = await this.uow.run(async (tx) => {
      const { session, refusal } = await this.sessions.admit(tx, userId, catalogue, admission, arrived);
      if (refusal) return { refusal };
      const repeat = session.hunter.repeatedAnswer(kind, session.arrivedAt);
      if (repeat) {
        this.sessions.notHunted(session);
        await this.sessions.commit(session, []);
        return { answer: repeatedAnswer(repeat, catalogue) };
      }

      const auto = this.autoHunts.runPending(session);
      const type = kind === 'chrono' ? JOURNAL_TYPES.chronoHunt : JOURNAL_TYPES.hunt;
      const hunt = this.sessions.hunt(session, kind, session.hunter.now, type);
      // A sounded manual hunt takes friends along (chrono hunts do not); a refused one may explain a party's cooldown.
      const party = kind === 'regular' ? await this.party.takeAlong(session, hunt) : null;
      const enemyName = catalogue.enemy(hunt.outcome.enemyId)?.name ?? null;
      const autoEntries = auto.hunts.flatMap((h) => [h.entry!, ...h.extra]);
      const view = huntView(session.hunter, { huntResult: hunt.outcome.huntResult, enemyName, outcome: hunt.outcome }, hunt.entry, [
        ...autoEntries,
        ...hunt.extra,
        ...(party?.extra ?? []),
      ]);
      const shown = hunt.outcome.sounded ? { ...view, party: party?.members ?? [] } : explainCooldown(view, session.party.takenAlong);
      const answer = presentHunt(shown, catalogue);
      const remembered = hunt.outcome.sounded ? session.hunter.rememberAnswer(kind, answerRecord(shown)) : [];
      if (!hunt.outcome.sounded) this.sessions.notHunted(session);
      await this.sessions.commit(session, [...auto.effects, ...hunt.effects, ...(party?.effects ?? []), ...remembered]);
      // A manual catch is announced in the hunt's transaction (tournament scores); listeners send nothing otherwise.
      if (kind === 'regular' && hunt.entry && hunt.outcome.enemyId && isHuntSuccess(hunt.outcome.huntResult)) {
        await this.manualHunts.caught(tx, {
          userId,
          journalId: hunt.entry.id,
          at: hunt.entry.at,
          groundId: hunt.entry.replay?.groundId ?? null,
          enemyId: hunt.outcome.enemyId,
          rarityId: catalogue.snapshot.get('enemy', hunt.outcome.enemyId)?.enemyRarity ?? null,
        });
      }
      return { answer };
    });
    // A refusal is thrown after its transaction committed (a newly issued puzzle is kept).
    if (done.refusal) throw done.refusal;
    return done.answer;
  }
}
