import { QUEUE_BOARD_PATH } from '@eventdesk/contracts/identity';

/** A full page load, not a client-side route: the gateway serves the board (bull-board), not this app. */
export function goToQueueBoard(): void {
  window.location.assign(QUEUE_BOARD_PATH);
}
