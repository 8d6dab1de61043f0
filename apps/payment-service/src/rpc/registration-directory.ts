import { Injectable, Logger } from '@nestjs/common';
import {
  extendHoldRpc,
  registrationRpcs,
  settingsRpcs,
  type AdminRegistrationRow,
  type ExtendHoldResponse,
  type PublicEventSettings,
  type RegistrationView,
} from '@eventdesk/contracts';
import { RpcClient } from '@eventdesk/server-kit';

/** What the payment service asks of the registration service; RpcClient.call checks answers against the contracts. */
@Injectable()
export class RegistrationDirectory {
  private readonly logger = new Logger('RegistrationDirectory');

  constructor(private readonly rpc: RpcClient) {}

  async getByRef(ref: string): Promise<RegistrationView> {
    return this.rpc.call(registrationRpcs.getByRef, { ref });
  }

  /** A registration by its integer id, as staff see it (soft-deleted ones are "not found"). */
  async getById(id: number): Promise<AdminRegistrationRow> {
    return this.rpc.call(registrationRpcs.adminGet, { id });
  }

  async publicSettings(): Promise<PublicEventSettings> {
    return this.rpc.call(settingsRpcs.getPublic, {});
  }

  /**
   * Keeps the seat for the bank/UPI deadline after a receipt arrived. Best effort: the receipt is stored either
   * way, and a lapsed seat sends the staff confirmation to review on the registration side.
   */
  async extendHold(ref: string): Promise<ExtendHoldResponse | null> {
    try {
      return await this.rpc.call(extendHoldRpc, { ref });
    } catch (error) {
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'could not extend the seat hold after a receipt upload',
      );
      return null;
    }
  }
}
