export { isHuntChallengeError } from './api';
export { solveHuntChallenge } from './solve-hunt-challenge';
export { HuntChallengeDialog } from './hunt-challenge-dialog';
