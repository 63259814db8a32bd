import { ArgumentsHost, Catch, ExceptionFilter, UseFilters } from '@nestjs/common';
import { HuntChallengeRequiredError } from './hunt-challenge.service';

interface ReplyLike {
  status(code: number): ReplyLike;
  header(name: string, value: string): ReplyLike;
  send(body: unknown): void;
}

/** Renders the 428 with the puzzle's id and routes (the kernel's filter only knows code and message). */
@Catch(HuntChallengeRequiredError)
export class HuntChallengeFilter implements ExceptionFilter {
  catch(exception: HuntChallengeRequiredError, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<ReplyLike>();
    if (exception.retryAfterSeconds !== null) reply.header('retry-after', String(exception.retryAfterSeconds));
    reply.status(428).send(exception.body());
  }
}

/**
 * Put on each manual hunt route (regular, quick, chrono); never on the retainer's coffin hunt. The hunt's handler
 * decides inside its own transaction (HuntChallengeService.gate) and throws the 428 this filter renders.
 */
export const ManualHunt = () => UseFilters(HuntChallengeFilter);
