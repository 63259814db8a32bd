// Plain values for Jest (jest.config.js maps `*/config/env` here for the admin project).
export const APP_KEY = 'grimhunt-web';
