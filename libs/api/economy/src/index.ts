export { EconomyModule } from './economy.module';
