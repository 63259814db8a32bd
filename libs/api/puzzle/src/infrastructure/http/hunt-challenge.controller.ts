import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HUNT_CHALLENGE_ROUTES, HuntChallengeAnswerDto, HuntChallengeDto } from '@grimhunt/contracts';
import { AuthUser, CurrentUser, Player } from '@grimhunt/api-kernel';
import { AnswerChallengeHandler } from '../../application/commands/answer-challenge/answer-challenge.handler';
import { ShowChallengeHandler } from '../../application/commands/show-challenge/show-challenge.handler';
import { HuntChallengeAnswerRequest } from './hunt-challenge.requests';

/** The anti-bot picture puzzle (docs/hunt-api.md "Picture puzzle"). */
@ApiTags('hunt')
@Controller()
@Player()
export class HuntChallengeController {
  constructor(
    private readonly show: ShowChallengeHandler,
    private readonly answers: AnswerChallengeHandler,
  ) {}

  @Get(HUNT_CHALLENGE_ROUTES.challenge)
  challenge(@CurrentUser() user: AuthUser): Promise<HuntChallengeDto> {
    return this.show.execute(user.id);
  }

  @Post(HUNT_CHALLENGE_ROUTES.answer)
  @HttpCode(200)
  answer(@CurrentUser() user: AuthUser, @Body() body: HuntChallengeAnswerRequest): Promise<HuntChallengeAnswerDto> {
    return this.answers.execute(user.id, body.challengeId, body.picks);
  }
}
