import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<T> =
  { status: 'idle' } | { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * One request a form sends (a mutation without a query cache, for the signed-out pages): its state, `run` (ignored
 * while one is under way, so a double submit sends once; resolves to the outcome, or null when it was dropped) and
 * `reset`. An answer that comes after `reset` is dropped.
 */
export function useRequest<I, T>(send: (input: I) => Promise<T>) {
  const [state, setState] = useState<RequestState<T>>({ status: 'idle' });
  const running = useRef(0);
  const pending = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (input: I): Promise<RequestState<T> | null> => {
      if (pending.current) return null;
      pending.current = true;
      const id = ++running.current;
      setState({ status: 'pending' });
      let result: RequestState<T>;
      try {
        result = { status: 'success', data: await send(input) };
      } catch (error) {
        result = { status: 'error', error };
      }
      if (id !== running.current) return null;
      pending.current = false;
      if (mounted.current) setState(result);
      return result;
    },
    [send],
  );

  const reset = useCallback(() => {
    running.current += 1;
    pending.current = false;
    setState({ status: 'idle' });
  }, []);

  return { state, run, reset };
}
