import { Inject, Injectable } from '@nestjs/common';
import { HuntAnswerDto, isHuntSuccess, JOURNAL_TYPES } from '@grimhunt/contracts';
import { PendingSession, RATE_LIMITS, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { AutoHuntRunner } from '../../auto-hunt.runner';
import { HuntCatalogue } from '../../hunt-catalogue';
import { PuzzleFacade } from '@grimhunt/api-puzzle';
import { ManualHuntHooks } from '../../manual-hunt-hooks';
import { PartyHuntRunner } from '../../party-hunt.runner';
import { arrivedNow, HuntAdmission, notHunted, withHunter } from '../../hunt-pipeline/hunt-context';
import { HuntLoader } from '../../hunt-pipeline/hunt-loader';
import { HuntSteps } from '../../hunt-pipeline/hunt-steps';
import { HuntWriter } from '../../hunt-pipeline/hunt-writer';
import { explainCooldown, huntView, presentHunt } from '../../hunt-answer/hunt-presenter';
import { answerRecord, repeatedAnswer } from '../../hunt-answer/answer-record';
import { HUNT_UNIT_OF_WORK } from '../../ports/hunt-unit-of-work.port';

/** Regular hunts (POST huntrefactored/hunt, GET Game/quickhunt) and chrono hunts (GET Game/chronohunt). */
export type SoundHuntKind = 'regular' | 'chrono';

/**
 * One hunt = one transaction, as a pipeline of steps: the loader locks and loads the player once (user row, hunter
 * row, items at work) and checks the admission; a repeat within 2 s is answered from the stored previous answer;
 * otherwise the due auto-hunts and the hunt run as engine steps (each hands the next context on), the party takes
 * friends along, the presenter makes the answer, and the writer writes the effects the `Hunter` aggregate returned.
 * A refused check (OnCooldown, NoChronoChargesLeft, NoBait, WrongBait) changes nothing.
 */
@Injectable()
export class SoundHuntHandler {
  constructor(
    @Inject(HUNT_UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly loader: HuntLoader,
    private readonly steps: HuntSteps,
    private readonly writer: HuntWriter,
    private readonly autoHunts: AutoHuntRunner,
    private readonly catalogue: CatalogueFacade,
    private readonly challenges: PuzzleFacade,
    private readonly manualHunts: ManualHuntHooks,
    private readonly party: PartyHuntRunner,
  ) {}

  /** `session`: the caller's session when the guard left it to the hunt's user row lock (`@SessionAtLock()`). */
  async execute(userId: string, kind: SoundHuntKind, session?: PendingSession): Promise<HuntAnswerDto> {
    const arrived = arrivedNow();
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    // The rate limit and the picture puzzle are decided on the rows the hunt's lock statement reads and written with
    // the hunt's own rows: no statement of their own. Every manual request counts towards the rate limit; only hunts that
    // happened count towards the puzzle.
    const admission: HuntAdmission = { session, rateLimit: RATE_LIMITS.hunt, challenge: (state, now) => this.challenges.gate(state, now) };
    const done = await this.uow.run(async (tx) => {
      const admitted = await this.loader.admit(tx, userId, catalogue, admission, arrived);
      if (admitted.refusal) return { refusal: admitted.refusal };
      const repeat = admitted.context.hunter.repeatedAnswer(kind, admitted.context.arrivedAt);
      if (repeat) {
        await this.writer.write(tx, notHunted(admitted.context), []);
        return { answer: repeatedAnswer(repeat, catalogue) };
      }

      const auto = this.autoHunts.runPending(admitted.context);
      const type = kind === 'chrono' ? JOURNAL_TYPES.chronoHunt : JOURNAL_TYPES.hunt;
      const step = this.steps.run(auto.context, { kind, at: auto.context.hunter.now, journalType: type });
      // A sounded manual hunt takes friends along (chrono hunts do not); a refused one may explain a party's cooldown.
      const party = kind === 'regular' ? await this.party.takeAlong(tx, step.context, step.hunt) : null;
      const { hunt, context } = party ?? step;
      const enemyName = catalogue.enemy(hunt.outcome.enemyId)?.name ?? null;
      const autoEntries = auto.hunts.flatMap((h) => [h.entry!, ...h.extra]);
      const view = huntView(context.hunter, { huntResult: hunt.outcome.huntResult, enemyName, outcome: hunt.outcome }, hunt.entry, [
        ...autoEntries,
        ...hunt.extra,
        ...(party?.extra ?? []),
      ]);
      const shown = hunt.outcome.sounded ? { ...view, party: party?.members ?? [] } : explainCooldown(view, context.party.takenAlong);
      const answer = presentHunt(shown, catalogue);
      const remembered = hunt.outcome.sounded ? context.hunter.rememberAnswer(kind, answerRecord(shown)) : null;
      const last = remembered ? withHunter(context, remembered.hunter) : notHunted(context);
      // The sounder's rows go with its friends' held-back rows: holdings, hunt rows (with the friends' notifications)
      // and xp, one statement each for all.
      const effects = [...auto.effects, ...hunt.effects, ...(party?.effects ?? []), ...(remembered?.effects ?? [])];
      await this.writer.writeWith(tx, last, effects, party?.held ?? [], party?.notifications ?? []);
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
