// CPU time from Linux's /proc, for the bench's per-request CPU figures (tools/bench/run.mjs) and its open-loop
// generator's own (tools/bench/open-loop-worker.mjs).
import { readFileSync } from 'node:fs';

/** USER_HZ: /proc reports CPU time in 1/100 s on Linux. */
export const CLOCK_TICKS = 100;

/** The fields of a `stat` file after the command name (so field 1 is the parent's pid, 11 and 12 utime and stime). */
export const statFields = (file) => readFileSync(file, 'utf8').split(') ')[1].split(' ');

/** A process's or thread's own CPU ticks, user plus system, from its stat fields. */
export const cpuTicks = (fields) => Number(fields[11]) + Number(fields[12]);
