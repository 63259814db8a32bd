import { queryOptions, useQuery } from '@tanstack/react-query';
import { PREMIUM_PACKAGE_ROUTES, type PremiumPackageViewDto } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/premiumPackage/getactive: every package the premium shop offers, items described. */
export function getActivePackages(): Promise<PremiumPackageViewDto[]> {
  return api.get<PremiumPackageViewDto[]>(apiPath(PREMIUM_PACKAGE_ROUTES.base, PREMIUM_PACKAGE_ROUTES.active));
}

export const activePackagesQueryOptions = () => queryOptions({ queryKey: queryKeys.packages, queryFn: getActivePackages });

export function useActivePackages() {
  return useQuery(activePackagesQueryOptions());
}
