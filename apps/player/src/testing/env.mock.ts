// Jest stand-in for config/env.ts (jest.config.js maps every `*/config/env` import here).
export const APP_KEY = 'test-app-key';
export const COMMUNITY_CHAT_URL = 'https://chat.example.test/grimhunt';
export const SOCIAL_LINKS_RAW = 'YouTube|https://video.example.test/grimhunt,Reddit|https://forum.example.test/r/grimhunt';
// The imprint operator; tests switch it through `jest.replaceProperty` on this module where needed.
export let IMPRINT_NAME = 'Grimhunt Test GmbH';
export let IMPRINT_ADDRESS = 'Gruftweg 13|12345 Nebelheim|Germany';
export let IMPRINT_EMAIL = 'imprint@example.test';
/** Test hook: sets the imprint operator (empty strings: not configured). */
export function setImprint(name: string, address: string, email: string) {
  IMPRINT_NAME = name;
  IMPRINT_ADDRESS = address;
  IMPRINT_EMAIL = email;
}
