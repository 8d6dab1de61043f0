import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { VerifiedStaffToken } from '@eventdesk/contracts';

export interface StaffRequest extends Request {
  staff?: VerifiedStaffToken;
}

/** The signed-in staff member of this request (set by StaffAuthGuard). */
export const CurrentStaff = createParamDecorator(
  (_: unknown, context: ExecutionContext): VerifiedStaffToken | undefined => {
    return context.switchToHttp().getRequest<StaffRequest>().staff;
  },
);
