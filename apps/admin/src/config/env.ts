// The only file that reads import.meta.env (Jest maps it to testing/env.mock.ts).
import { APP_VERSION } from '@grimhunt/contracts';

export const APP_KEY: string = import.meta.env.VITE_APP_KEY || 'grimhunt-web';
export const CLIENT_VERSION: string = APP_VERSION;
export const API_URL = '/api';
