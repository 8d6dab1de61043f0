import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Exchanges the stored staff token for the board's HttpOnly cookie (15 minutes, path /admin/queues). */
export function openQueueBoardSession(): Promise<void> {
  return api.post<void>('/admin/queue-board/session');
}

export function useOpenQueueBoardSession() {
  return useMutation({ mutationFn: openQueueBoardSession });
}
