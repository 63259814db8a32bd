import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mirrorNightPaths, type MirrorNightDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/mirror-nights/{id}/enter. */
export function enterMirrorNight(id: string): Promise<MirrorNightDto> {
  return api.post<MirrorNightDto>(mirrorNightPaths.enter(id));
}

/** Enters a night; the list and the night's results are read again. */
export function useEnterMirrorNight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterMirrorNight,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.mirrorNights }),
  });
}
