import { ConflictError, DomainError, NotFoundError } from '@grimhunt/api-kernel';
import { COFFIN_MESSAGES, HUNT_ERROR_CODES as C } from '@grimhunt/contracts';

/** Expected refusals of the hunt context (hunt outcomes themselves are results). */
export class UnknownHuntingGroundError extends NotFoundError {
  constructor() {
    super('There is no such hunting ground', C.GROUND_NOT_FOUND);
  }
}
export class UnknownHunterError extends NotFoundError {
  constructor() {
    super('This account no longer exists', C.NOT_FOUND);
  }
}
export class TravelXpRequiredError extends DomainError {
  constructor(xp: number, ground: string) {
    super(C.TRAVEL_XP_REQUIRED, `You need ${xp} XP to travel to ${ground}`);
  }
}
export class TravelKeyRequiredError extends DomainError {
  constructor(key: string, ground: string) {
    super(C.TRAVEL_KEY_REQUIRED, `You need ${key} to travel to ${ground}`);
  }
}
export class TravelBaitRequiredError extends DomainError {
  constructor(baits: string, ground: string) {
    super(C.TRAVEL_BAIT_REQUIRED, `You need a special bait (${baits}) to hunt in ${ground}`);
  }
}
export class TravelNotEnoughGoldError extends ConflictError {
  constructor(cost: number, currency: string, owned: number) {
    super(`Not enough ${currency}: the journey costs ${cost}, you have ${owned}`, C.TRAVEL_NOT_ENOUGH_GOLD);
  }
}
export class InvalidSimulationError extends DomainError {
  constructor(message: string) {
    super(C.INVALID_SIMULATION, message);
  }
}
export class NoRetainerError extends DomainError {
  constructor() {
    super(C.NO_RETAINER, COFFIN_MESSAGES.noRetainer);
  }
}
