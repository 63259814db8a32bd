export const HUNT_SIMULATOR_PATH = '/huntsim';
