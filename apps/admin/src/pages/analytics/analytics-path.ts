export const ANALYTICS_PATH = '/analytics';
