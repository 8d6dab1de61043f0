/**
 * The operators' queue dashboard (bull-board), served by the gateway outside /api. It is opened with a short-lived
 * cookie that POST /api/admin/queue-board/session issues for a staff token (capabilities queueBoard and
 * queueBoardActions say which roles see it and which may act on jobs).
 */
export const QUEUE_BOARD_PATH = '/admin/queues';

/** The web app's route that exchanges the stored staff token for the board's cookie, then opens the board. */
export const QUEUE_BOARD_SIGN_IN_PATH = '/admin/queue-board';
