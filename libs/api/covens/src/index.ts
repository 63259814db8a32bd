export { CovensModule } from './covens.module';
