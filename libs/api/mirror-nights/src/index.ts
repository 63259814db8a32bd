export { MirrorNightsModule } from './mirror-nights.module';
