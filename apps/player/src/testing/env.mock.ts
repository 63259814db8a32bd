// Jest stand-in for config/env.ts (jest.config.js maps every `*/config/env` import here).
export const APP_KEY = 'test-app-key';
export const COMMUNITY_CHAT_URL = 'https://chat.example.test/grimhunt';
export const SOCIAL_LINKS_RAW = 'YouTube|https://video.example.test/grimhunt,Reddit|https://forum.example.test/r/grimhunt';
