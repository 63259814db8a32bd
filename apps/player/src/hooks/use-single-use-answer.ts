import { useEffect, useState } from 'react';

export type Answer<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/** Answers by key for the whole page's life: a single-use link is asked once, whichever shell shows it. */
const answers = new Map<string, { promise: Promise<unknown>; settled?: Answer<unknown> }>();

/** Whether the request for `key` was already sent during this page's life. */
export function singleUseAnswerAsked(key: string): boolean {
  return answers.has(key);
}

/**
 * The answer of a single-use request (an activation or password link): sent once per key, never retried, and
 * kept, so a re-render or the other shell (after the token is removed) shows it again without a second call.
 */
export function useSingleUseAnswer<T>(key: string, load: () => Promise<T>): Answer<T> {
  const [answer, setAnswer] = useState<Answer<T>>(() => (answers.get(key)?.settled as Answer<T> | undefined) ?? { status: 'pending' });

  useEffect(() => {
    let entry = answers.get(key);
    if (!entry) {
      const created: { promise: Promise<unknown>; settled?: Answer<unknown> } = { promise: load() };
      created.promise.then(
        (data) => (created.settled = { status: 'success', data }),
        (error: unknown) => (created.settled = { status: 'error', error }),
      );
      answers.set(key, created);
      entry = created;
    }
    let live = true;
    entry.promise.then(
      (data) => live && setAnswer({ status: 'success', data: data as T }),
      (error: unknown) => live && setAnswer({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
    // `load` is the request for `key`: a new function for the same key asks nothing new.
  }, [key]);

  return answer;
}
