export const GIFT_SCHEDULE_PATH = '/gift-schedule';
