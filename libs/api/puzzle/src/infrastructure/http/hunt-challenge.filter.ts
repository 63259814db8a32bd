import { ArgumentsHost, Catch, ExceptionFilter, UseFilters } from '@nestjs/common';
import { HUNT_CHALLENGE_CODES, HUNT_CHALLENGE_PATHS, HuntChallengeRequiredDto } from '@grimhunt/contracts';
import { HuntChallengeRequiredError } from '../../domain/puzzle.errors';

interface ReplyLike {
  status(code: number): ReplyLike;
  header(name: string, value: string): ReplyLike;
  send(body: unknown): void;
}

/** The 428 body: the puzzle's id and routes besides code and message (the kernel's filter only knows those two). */
export function challengeRequiredBody(error: HuntChallengeRequiredError): HuntChallengeRequiredDto {
  return {
    statusCode: 428,
    code: HUNT_CHALLENGE_CODES.REQUIRED,
    message: error.message,
    challengeId: error.challengeId,
    challengeRoute: HUNT_CHALLENGE_PATHS.challenge,
    answerRoute: HUNT_CHALLENGE_PATHS.answer,
    retryAfterSeconds: error.retryAfterSeconds,
  };
}

/** Renders the 428 of a manual hunt, with `Retry-After` while the player waits for a new puzzle. */
@Catch(HuntChallengeRequiredError)
export class HuntChallengeFilter implements ExceptionFilter {
  catch(exception: HuntChallengeRequiredError, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<ReplyLike>();
    if (exception.retryAfterSeconds !== null) reply.header('retry-after', String(exception.retryAfterSeconds));
    reply.status(428).send(challengeRequiredBody(exception));
  }
}

/**
 * Put on each manual hunt route (regular, quick, chrono); never on the retainer's coffin hunt. The hunt's handler
 * decides inside its own transaction (`PuzzleFacade.gate`) and throws the 428 this filter renders.
 */
export const ManualHunt = () => UseFilters(HuntChallengeFilter);
