import { Inject, Injectable } from '@nestjs/common';
import { COFFIN_MESSAGES, HuntAnswerDto } from '@grimhunt/contracts';
import { RATE_LIMITS, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { NoRetainerError } from '../../../domain/hunt.errors';
import { AutoHuntRunner } from '../../auto-hunt.runner';
import { HuntCatalogue } from '../../hunt-catalogue';
import { arrivedNow, HuntSessions } from '../../hunt-session';
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
    private readonly sessions: HuntSessions,
    private readonly autoHunts: AutoHuntRunner,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string): Promise<HuntAnswerDto> {
    const arrived = arrivedNow();
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const done = await this.uow.run(async (tx) => {
      // The hunt routes' rate limit, counted in the hunter row with the hunt's rows (no statement of its own).
      const { session, refusal } = await this.sessions.admit(tx, userId, catalogue, { rateLimit: RATE_LIMITS.hunt }, arrived);
      if (refusal) return { refusal };
      if (!session.loadout.hasRetainer) throw new NoRetainerError();
      const repeat = session.hunter.repeatedAnswer('coffin', session.arrivedAt);
      if (repeat) {
        await this.sessions.commit(session);
        return { answer: repeat };
      }
      const run = this.autoHunts.runPending(session);
      const entries = run.hunts.flatMap((h) => [h.entry!, ...h.extra]);
      const last = run.hunts[run.hunts.length - 1] ?? null;
      let answer: HuntAnswerDto;
      if (last) {
        const extra = entries.filter((e) => e.id !== last.entry!.id);
        answer = this.sessions.answer(
          session,
          { huntResult: last.outcome.huntResult, enemyName: catalogue.enemy(last.outcome.enemyId)?.name, outcome: last.outcome },
          last.entry,
          extra,
        );
        session.effects.push(...session.hunter.rememberAnswer('coffin', answer));
      } else if (run.last && !run.last.sounded && run.last.huntResult !== 'OnCooldown') {
        answer = this.sessions.answer(session, { huntResult: run.last.huntResult }, null, []);
      } else {
        const onCooldown = session.hunter.now < session.hunter.state.nextHuntAt;
        answer = this.sessions.answer(
          session,
          { huntResult: 'OnCooldown' },
          null,
          [],
          onCooldown ? undefined : COFFIN_MESSAGES.alreadyHunted,
        );
      }
      await this.sessions.commit(session);
      return { answer };
    });
    if (done.refusal) throw done.refusal;
    return done.answer;
  }
}
