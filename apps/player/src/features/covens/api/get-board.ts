import { queryOptions, useQuery } from '@tanstack/react-query';
import { COVEN_PATHS, type CovenBoardMessageDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How often an open board asks for new messages. */
export const BOARD_REFRESH_MS = 30_000;

/** GET /api/covens/{covenId}/board: the newest messages first (members only). */
export function getBoard(covenId: string, signal?: AbortSignal): Promise<CovenBoardMessageDto[]> {
  return api.get<CovenBoardMessageDto[]>(COVEN_PATHS.board(covenId), { signal });
}

export const boardQueryOptions = (covenId: string) =>
  queryOptions({
    queryKey: [...queryKeys.covenBoard, covenId],
    queryFn: ({ signal }) => getBoard(covenId, signal),
    refetchInterval: BOARD_REFRESH_MS,
  });

export function useBoard(covenId: string) {
  return useQuery(boardQueryOptions(covenId));
}
