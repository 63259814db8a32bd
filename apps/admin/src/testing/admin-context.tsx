import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, type DataProvider } from 'ra-core';
import { dataProvider as realDataProvider } from '../providers/data-provider';

/**
 * Renders a page the way the back office does: inside react-admin's context (its router, its TanStack Query
 * client, the data provider), so pages use useDataProvider and useQuery as in the app. No retries in tests.
 */
export function renderInAdmin(ui: ReactElement, dataProvider: DataProvider = realDataProvider) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
      {ui}
    </CoreAdminContext>,
  );
}
