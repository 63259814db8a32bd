import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createTestQueryClient } from './test-utils';

/** Runs a screen's view-model hook inside the app's providers (query client without retries, memory router). */
export function renderHookWithProviders<Result>(hook: () => Result, { route = '/' }: { route?: string } = {}) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}
