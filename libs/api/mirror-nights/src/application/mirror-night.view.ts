import { Injectable } from '@nestjs/common';
import { MirrorNightDto, MirrorNightMineDto } from '@grimhunt/contracts';
import { SeedPlansFacade } from '@grimhunt/api-hunt';
import { phaseOf } from '../domain/mirror-night';
import { MirrorNightRow } from './ports/mirror-night.store.port';

/** The player's view of a night (shared by the list, the results and the answer to entering). */
@Injectable()
export class MirrorNightView {
  constructor(private readonly seedPlans: SeedPlansFacade) {}

  /** Hunts made and score per entrant, from the stored hunts that took the night's seeds. */
  async totals(nightId: string): Promise<Map<string, { hunts: number; score: number }>> {
    const rows = await this.seedPlans.totals(nightId);
    return new Map(rows.map((r) => [r.userId, { hunts: r.hunts, score: r.xp }]));
  }

  async mine(night: MirrorNightRow, userId: string, entered: boolean): Promise<MirrorNightMineDto> {
    if (!entered) return { entered: false, huntsUsed: 0, score: 0 };
    const mine = (await this.totals(night.id)).get(userId);
    return { entered: true, huntsUsed: mine?.hunts ?? 0, score: mine?.score ?? 0 };
  }

  toDto(night: MirrorNightRow, now: number, me: MirrorNightMineDto): MirrorNightDto {
    return {
      id: night.id,
      name: night.name,
      startsAt: night.startsAt,
      endsAt: night.endsAt,
      hunts: night.hunts,
      parScore: night.parScore,
      phase: phaseOf(night, now),
      entrants: night.entrants,
      me,
    };
  }
}
