export { SocialModule } from './social.module';
