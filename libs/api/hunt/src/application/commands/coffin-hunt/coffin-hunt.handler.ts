import { Inject, Injectable } from '@nestjs/common';
import { HuntAnswerDto } from '@grimhunt/contracts';
import { PendingSession, RATE_LIMITS, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { NoRetainerError } from '../../../domain/hunt.errors';
import { AutoHuntRunner } from '../../auto-hunt.runner';
import { HuntCatalogue } from '../../hunt-catalogue';
import { arrivedNow, withHunter } from '../../hunt-pipeline/hunt-context';
import { HuntLoader } from '../../hunt-pipeline/hunt-loader';
import { HuntWriter } from '../../hunt-pipeline/hunt-writer';
import { coffinView, presentHunt } from '../../hunt-answer/hunt-presenter';
import { answerRecord, repeatedAnswer } from '../../hunt-answer/answer-record';
import { HUNT_UNIT_OF_WORK } from '../../ports/hunt-unit-of-work.port';

/**
 * `GET /api/Game/coffinhunt`: "rest in your coffin and let your retainer hunt" (docs/hunt-api.md). It serves the
 * retainer's due free auto-hunt now (journal type 6) and answers its result; when this hour's auto-hunt was done
 * already, or the trap is on cooldown, it answers OnCooldown and changes nothing. Without a retainer: 400.
 */
@Injectable()
export class CoffinHuntHandler {
  constructor(
    @Inject(HUNT_UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly loader: HuntLoader,
    private readonly writer: HuntWriter,
    private readonly autoHunts: AutoHuntRunner,
    private readonly catalogue: CatalogueFacade,
  ) {}

  /** `session`: the caller's session when the guard left it to the hunt's user row lock (`@SessionAtLock()`). */
  async execute(userId: string, session?: PendingSession): Promise<HuntAnswerDto> {
    const arrived = arrivedNow();
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const done = await this.uow.run(async (tx) => {
      // The hunt routes' rate limit, counted in the hunter row with the hunt's rows (no statement of its own).
      const admitted = await this.loader.admit(tx, userId, catalogue, { session, rateLimit: RATE_LIMITS.hunt }, arrived);
      if (admitted.refusal) return { refusal: admitted.refusal };
      if (!admitted.context.loadout.hasRetainer) throw new NoRetainerError();
      const repeat = admitted.context.hunter.repeatedAnswer('coffin', admitted.context.arrivedAt);
      if (repeat) {
        await this.writer.write(tx, admitted.context, []);
        return { answer: repeatedAnswer(repeat, catalogue) };
      }
      const run = this.autoHunts.runPending(admitted.context);
      const view = coffinView(run.context.hunter, run, (id) => catalogue.enemy(id)?.name ?? null);
      const remembered = run.hunts.length > 0 ? run.context.hunter.rememberAnswer('coffin', answerRecord(view)) : null;
      const answer = presentHunt(view, catalogue);
      const context = remembered ? withHunter(run.context, remembered.hunter) : run.context;
      await this.writer.write(tx, context, [...run.effects, ...(remembered?.effects ?? [])]);
      return { answer };
    });
    if (done.refusal) throw done.refusal;
    return done.answer;
  }
}
