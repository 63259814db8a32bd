import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COVEN_PATHS, type ApplyEmblemBody, type CovenActionDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/covens/{covenId}/emblem: the captain applies a bought emblem design (null: the coven's own arms). */
export function applyEmblem(covenId: string, design: string | null): Promise<CovenActionDto> {
  const body: ApplyEmblemBody = { design };
  return api.put<CovenActionDto>(COVEN_PATHS.emblem(covenId), body);
}

export function useApplyEmblem(covenId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (design: string | null) => applyEmblem(covenId, design),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.covens }),
  });
}
