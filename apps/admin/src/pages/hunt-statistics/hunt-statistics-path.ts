export const HUNT_STATISTICS_PATH = '/huntstatistics';
