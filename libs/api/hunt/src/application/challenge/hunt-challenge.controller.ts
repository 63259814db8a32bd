import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsUUID, Max, Min } from 'class-validator';
import { HUNT_CHALLENGE_ROUTES, HuntChallengeAnswerBody, HuntChallengeAnswerDto, HuntChallengeDto } from '@grimhunt/contracts';
import { AuthUser, CurrentUser, Player } from '@grimhunt/api-kernel';
import { PANEL_COUNT } from '../../domain/hunt-challenge';
import { HuntChallengeService } from './hunt-challenge.service';

/** `POST huntrefactored/challenge/answer` (JSON). */
export class HuntChallengeAnswerRequest implements HuntChallengeAnswerBody {
  @IsUUID() challengeId: string;
  @IsArray()
  @ArrayMaxSize(PANEL_COUNT)
  @Type(() => Number)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(PANEL_COUNT - 1, { each: true })
  picks: number[];
}

/** The anti-bot picture puzzle (docs/hunt-api.md "Picture puzzle"). */
@ApiTags('hunt')
@Controller()
@Player()
export class HuntChallengeController {
  constructor(private readonly challenges: HuntChallengeService) {}

  @Get(HUNT_CHALLENGE_ROUTES.challenge)
  challenge(@CurrentUser() user: AuthUser): Promise<HuntChallengeDto> {
    return this.challenges.current(user.id);
  }

  @Post(HUNT_CHALLENGE_ROUTES.answer)
  @HttpCode(200)
  answer(@CurrentUser() user: AuthUser, @Body() body: HuntChallengeAnswerRequest): Promise<HuntChallengeAnswerDto> {
    return this.challenges.answer(user.id, body.challengeId, body.picks);
  }
}
