import { setFlagsFromString } from 'node:v8';

/**
 * V8's allocation-site pretenuring: when many objects from one place in the code outlive a young-generation
 * collection, V8 starts allocating that place's objects straight in the old generation. An API process is a bad case
 * for it: under a burst, a request's rows and answer are still in flight at a scavenge, V8 decides that their
 * allocation sites live long, and from then on every request's short-lived rows and answers land in the old
 * generation, where only a full (mark-compact) collection frees them. Measured on getme at half its capacity after
 * a burst: 3.0 to 9.9 KB of every request went to the old generation with pretenuring, 1.1 to 1.3 KB without, and
 * one full collection a minute fewer; the open-loop p99 did not improve with it (docs/performance.md, "Full
 * collections"). `V8_PRETENURING=on` keeps V8's default. Runs before anything else is allocated in quantity.
 */
export function configureV8Heap(env: NodeJS.ProcessEnv = process.env): boolean {
  const off = env.V8_PRETENURING !== 'on';
  if (off) setFlagsFromString('--no-allocation-site-pretenuring');
  return off;
}

configureV8Heap();
