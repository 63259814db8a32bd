import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COVEN_PATHS, type CovenBoardMessageDto, type PostBoardMessageBody } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/covens/{covenId}/board `{ message }`: answers the stored message. */
export function postBoardMessage(covenId: string, body: PostBoardMessageBody): Promise<CovenBoardMessageDto> {
  return api.post<CovenBoardMessageDto>(COVEN_PATHS.board(covenId), body);
}

/** Posts to the board; the board is read again afterwards. */
export function usePostBoardMessage(covenId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => postBoardMessage(covenId, { message }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.covenBoard, covenId] }),
  });
}
