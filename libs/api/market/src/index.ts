export { MarketModule } from './market.module';
