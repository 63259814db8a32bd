import { HUNT_CHALLENGE_CODES, HUNT_CHALLENGE_PATHS, type HuntChallengeAnswerDto, type HuntChallengeDto } from '@grimhunt/contracts';
import { api, ApiError } from '../../../lib/api-client';

/** A manual hunt refused until the picture puzzle is solved (HTTP 428, docs/hunt-api.md "Picture puzzle"). */
export function isHuntChallengeError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 428 && error.code === HUNT_CHALLENGE_CODES.REQUIRED;
}

export const getHuntChallenge = () => api.get<HuntChallengeDto>(HUNT_CHALLENGE_PATHS.challenge);

export const answerHuntChallenge = (challengeId: string, picks: number[]) =>
  api.post<HuntChallengeAnswerDto>(HUNT_CHALLENGE_PATHS.answer, { challengeId, picks });
