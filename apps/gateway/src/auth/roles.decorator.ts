import { SetMetadata } from '@nestjs/common';
import type { StaffRole } from '@eventdesk/contracts';

export const REQUIRED_ROLES = 'eventdesk:required-roles';

/** Restricts a staff route to these roles (403 for any other staff role). Without it any signed-in staff may call. */
export const Roles = (...roles: StaffRole[]): MethodDecorator & ClassDecorator =>
  SetMetadata(REQUIRED_ROLES, roles);
