import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a named export: `lazyNamed(() => import('./routes/story'), 'StoryRoute')`. Each call is one chunk
 * the bundler splits off, loaded the first time the route renders (docs/extending.md "Adding a screen").
 */
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
