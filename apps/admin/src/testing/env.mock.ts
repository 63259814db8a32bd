// Plain values for Jest (jest.config.js maps `*/config/env` here for the admin project).
import { APP_VERSION } from '@grimhunt/contracts';

export const APP_KEY = 'grimhunt-web';
export const CLIENT_VERSION: string = APP_VERSION;
export const API_URL = '/api';
