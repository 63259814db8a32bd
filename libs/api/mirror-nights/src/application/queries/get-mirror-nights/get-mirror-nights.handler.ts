import { Inject, Injectable } from '@nestjs/common';
import { MirrorNightListDto, MirrorNightResultsDto } from '@grimhunt/contracts';
import { CLOCK, Clock, isUuid } from '@grimhunt/api-kernel';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { phaseOf, rankEntrants } from '../../../domain/mirror-night';
import { MirrorNightNotFoundError } from '../../../domain/mirror-nights.errors';
import { MirrorNightView } from '../../mirror-night.view';
import { MIRROR_NIGHT_STORE, MirrorNightStore } from '../../ports/mirror-night.store.port';

/** Finished nights the list shows (the most recent). */
export const FINISHED_LISTED = 10;

/** The player's list of nights and one night's results (entrants by score; the seeds once it has ended). */
@Injectable()
export class GetMirrorNightsHandler {
  constructor(
    @Inject(MIRROR_NIGHT_STORE) private readonly store: MirrorNightStore,
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly view: MirrorNightView,
  ) {}

  async list(userId: string): Promise<MirrorNightListDto> {
    const now = this.clock.now().getTime();
    const nights = await this.store.playerList(now, FINISHED_LISTED);
    const entered = await this.store.enteredAmong(
      userId,
      nights.map((n) => n.id),
    );
    const answer: MirrorNightListDto = { upcoming: [], running: [], finished: [], currentTimeStamp: now };
    for (const night of nights) {
      const dto = this.view.toDto(night, now, await this.view.mine(night, userId, entered.has(night.id)));
      answer[dto.phase].push(dto);
    }
    answer.finished.reverse();
    return answer;
  }

  async results(id: string, userId: string): Promise<MirrorNightResultsDto> {
    const now = this.clock.now().getTime();
    const night = isUuid(id) ? await this.store.find(id) : null;
    if (!night) throw new MirrorNightNotFoundError();
    const [entrantIds, totals] = await Promise.all([this.store.entrants(night.id), this.view.totals(night.id)]);
    const names = await this.players.namesOf(entrantIds);
    const results = rankEntrants(
      entrantIds.map((entrantId) => ({
        userId: entrantId,
        name: names.get(entrantId) ?? '?',
        huntsUsed: totals.get(entrantId)?.hunts ?? 0,
        score: totals.get(entrantId)?.score ?? 0,
      })),
    );
    const mine = totals.get(userId);
    const me = { entered: entrantIds.includes(userId), huntsUsed: mine?.hunts ?? 0, score: mine?.score ?? 0 };
    return {
      ...this.view.toDto(night, now, me),
      results,
      seeds: phaseOf(night, now) === 'finished' ? night.seeds : null,
      currentTimeStamp: now,
    };
  }
}
