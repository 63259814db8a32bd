import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsUUID, Max, Min } from 'class-validator';
import { HuntChallengeAnswerBody } from '@grimhunt/contracts';
import { PANEL_COUNT } from '../../domain/hunt-challenge';

/** `POST huntrefactored/challenge/answer` (JSON): the pending puzzle's id and the panels picked, 0-8 in reading order. */
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
