/**
 * Token of the unit of work the hunt's use cases run in: the kernel's, behind admission control (see
 * infrastructure/persistence/limited-unit-of-work.ts).
 */
export const HUNT_UNIT_OF_WORK = Symbol('HUNT_UNIT_OF_WORK');
