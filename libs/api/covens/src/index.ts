export { CovensModule } from './covens.module';
export type { CovensModuleOptions } from './covens.module';
export { PayTournamentPrizesJob } from './application/jobs/pay-tournament-prizes.job';
