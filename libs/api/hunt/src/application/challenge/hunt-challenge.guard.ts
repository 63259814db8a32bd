import { ArgumentsHost, applyDecorators, CanActivate, Catch, ExceptionFilter, ExecutionContext, Injectable, UseFilters, UseGuards } from '@nestjs/common';
import type { AuthUser } from '@grimhunt/api-kernel';
import { HuntChallengeRequiredError, HuntChallengeService } from './hunt-challenge.service';

/** Runs after the access guard: a manual hunt goes through only when no picture puzzle is due (and is counted). */
@Injectable()
export class HuntChallengeGuard implements CanActivate {
  constructor(private readonly challenges: HuntChallengeService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (user) await this.challenges.admitManualHunt(user.id);
    return true;
  }
}

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

/** Put on each manual hunt route (regular, quick, chrono); never on the retainer's coffin hunt. */
export const ManualHunt = () => applyDecorators(UseGuards(HuntChallengeGuard), UseFilters(HuntChallengeFilter));
