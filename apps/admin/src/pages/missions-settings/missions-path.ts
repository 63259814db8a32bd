export const MISSIONS_PATH = '/missions';
