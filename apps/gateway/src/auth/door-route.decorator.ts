import { SetMetadata } from '@nestjs/common';

export const DOOR_ROUTE = 'eventdesk:door-route';

/**
 * The event-day door keeps working while the revocation store (Redis) is unreachable: a signed, unexpired staff
 * token may still scan tickets and read the counts. The worst case is a logged-out token scanning for the length of
 * the outage; the alternative is a queue at the door. Every other staff route fails closed (503).
 */
export const DoorRoute = (): MethodDecorator => SetMetadata(DOOR_ROUTE, true);
