export { PlayerViewModule } from './player-view.module';
