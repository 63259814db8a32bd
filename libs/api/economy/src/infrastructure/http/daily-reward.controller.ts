import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ECONOMY_ROUTES, DailyRewardClaimDto, DailyRewardStatusDto } from '@grimhunt/contracts';
import { AuthUser, CurrentUser, Player } from '@grimhunt/api-kernel';
import { ClaimDailyRewardHandler } from '../../application/commands/claim-daily-reward/claim-daily-reward.handler';
import { GetDailyRewardStatusHandler } from '../../application/queries/get-daily-reward-status/get-daily-reward-status.handler';

/**
 * The daily login reward (ours, not the spec's: docs/decisions.md). Players only; the player is the token's. No
 * request body, so no request class; no rate limit (a claim is once per day, a status read is one indexed row).
 * Not a legacy route: refusals answer the kernel's `{ statusCode, code, message }`.
 */
@ApiTags('dailyReward')
@Controller()
export class DailyRewardController {
  constructor(
    private readonly claimDailyReward: ClaimDailyRewardHandler,
    private readonly dailyRewardStatus: GetDailyRewardStatusHandler,
  ) {}

  @Get(ECONOMY_ROUTES.dailyRewardStatus)
  @Player()
  status(@CurrentUser() user: AuthUser): Promise<DailyRewardStatusDto> {
    return this.dailyRewardStatus.execute(user.id);
  }

  @Post(ECONOMY_ROUTES.dailyRewardClaim)
  @HttpCode(200)
  @Player()
  claim(@CurrentUser() user: AuthUser): Promise<DailyRewardClaimDto> {
    return this.claimDailyReward.execute(user.id);
  }
}
