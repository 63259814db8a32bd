import { Inject, Injectable } from '@nestjs/common';
import { COFFIN_MESSAGES, HuntAnswerDto } from '@grimhunt/contracts';
import { UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { NoRetainerError } from '../../../domain/hunt.errors';
import { AutoHuntRunner } from '../../auto-hunt.runner';
import { huntAnswer, rememberAnswer, repeatedAnswer } from '../../hunt-answers';
import { HuntCatalogue } from '../../hunt-catalogue';
import { HuntSessions } from '../../hunt-session';
import { HUNTER_REPOSITORY, HunterRepository } from '../../ports/hunter.repository.port';
import { JOURNAL_REPOSITORY, JournalRepository } from '../../ports/journal.repository.port';
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
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    @Inject(JOURNAL_REPOSITORY) private readonly journal: JournalRepository,
    private readonly sessions: HuntSessions,
    private readonly autoHunts: AutoHuntRunner,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string): Promise<HuntAnswerDto> {
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    return this.uow.run(async (tx) => {
      const session = await this.sessions.open(tx, userId, catalogue);
      if (!session.loadout.hasRetainer) throw new NoRetainerError();
      const repeat = repeatedAnswer(session, 'coffin');
      if (repeat) return repeat;
      const run = await this.autoHunts.runPending(session);
      if (run.entries.length > 0) await this.journal.insert(tx, run.entries);
      const last = run.hunts[run.hunts.length - 1] ?? null;
      let answer: HuntAnswerDto;
      if (last) {
        const extra = run.entries.filter((e) => e.id !== last.id);
        answer = huntAnswer(this.sessions, session, { huntResult: last.data.huntResult!, enemyName: catalogue.enemy(last.enemyId)?.name }, last, extra);
        rememberAnswer(session, 'coffin', answer);
      } else if (run.last && !run.last.sounded && run.last.huntResult !== 'OnCooldown') {
        answer = huntAnswer(this.sessions, session, { huntResult: run.last.huntResult }, null, []);
      } else {
        const onCooldown = session.now < session.hunter.nextHuntAt;
        answer = huntAnswer(this.sessions, session, { huntResult: 'OnCooldown' }, null, [], onCooldown ? undefined : COFFIN_MESSAGES.alreadyHunted);
      }
      if (session.dirty) await this.hunters.save(tx, session.hunter);
      return answer;
    });
  }
}
