export const MARKET_PATH = '/market';
