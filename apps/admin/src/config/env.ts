// The only file that reads import.meta.env (Jest maps it to testing/env.mock.ts).
export const APP_KEY: string = import.meta.env.VITE_APP_KEY || 'grimhunt-web';
