import type { EventSettings, SeatsView, TicketPackage } from '@eventdesk/contracts';
import { bearer, request } from '@eventdesk/gateway/test/gateway-app';

/**
 * The seats view once the registration service answers: right after the harness starts, the first count can miss
 * the gateway's RPC deadline on a loaded machine (CI: 503 on the first call), so it is asked again for up to 20 s.
 */
async function seatsWhenAnswered(baseUrl: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const seats = await request<SeatsView>(`${baseUrl}/api/seats`);
    if (seats.status === 200) {
      return seats;
    }
    if (Date.now() > deadline) {
      throw new Error(`GET /api/seats: ${seats.status} ${JSON.stringify(seats.body)}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}

/**
 * Puts packages on sale with exactly these seats left, through the admin settings API (whatever earlier test files
 * of this jest worker left in its database), then waits until no cached count (gateway and service keep one a
 * second each) predates the change.
 */
export async function setSeatsLeft(
  baseUrl: string,
  adminToken: string,
  seatsLeft: Partial<Record<TicketPackage, number>>,
): Promise<void> {
  const seats = await seatsWhenAnswered(baseUrl);
  const settings = await request<EventSettings>(`${baseUrl}/api/admin/settings`, {
    headers: bearer(adminToken),
  });
  for (const [pkg, left] of Object.entries(seatsLeft) as Array<[TicketPackage, number]>) {
    const counted = seats.body.packages[pkg];
    settings.body.packages[pkg].capacity = counted.capacity - counted.seatsLeft + left;
    settings.body.packages[pkg].onSale = true;
  }
  const saved = await request(`${baseUrl}/api/admin/settings`, {
    method: 'PUT',
    headers: { ...bearer(adminToken), 'content-type': 'application/json' },
    body: JSON.stringify(settings.body),
  });
  if (saved.status !== 200) {
    throw new Error(`settings not saved: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
  await new Promise((done) => setTimeout(done, 2100));
}
