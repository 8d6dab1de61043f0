import { RequestMethod } from '@nestjs/common';
import type { RouteInfo } from '@nestjs/common/interfaces';

/**
 * The spec's path has no /api (admin §7); the web app calls it under /api like every other call. Both reach the one
 * handler: configureApp keeps these two paths out of the global prefix, so each is served exactly as written.
 */
export const MANUAL_UPDATE_PATHS = ['admin/manual_update/payment/:id', 'api/admin/manual_update/payment/:id'];

export const manualUpdateRoutes: RouteInfo[] = MANUAL_UPDATE_PATHS.map((path) => ({
  path,
  method: RequestMethod.POST,
}));
