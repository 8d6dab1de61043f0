import { Injectable, Logger } from '@nestjs/common';
import { publicRef, registrationRpcs, type RegistrationPaymentStatus } from '@eventdesk/contracts';
import { DomainError, RpcClient } from '@eventdesk/server-kit';

/** The registration a lead's payment reference names. */
export interface RegistrationMatch {
  id: number;
  ref: string;
  paid: boolean;
}

const PAID: readonly RegistrationPaymentStatus[] = ['completed', 'privilege_guest'];
/** A registration id is a PostgreSQL integer: written without leading zeros, at most 2^31 - 1. */
const REGISTRATION_ID = /^[1-9]\d{0,9}$/;
const MAX_REGISTRATION_ID = 2_147_483_647;

/**
 * What the leads service asks of the registration service: only an exact integer id or public ref, never a
 * phone or a name, so the lead dialog cannot be used to look people up. RpcClient.call checks the answers.
 */
@Injectable()
export class RegistrationDirectory {
  private readonly logger = new Logger('RegistrationDirectory');

  constructor(private readonly rpc: RpcClient) {}

  /**
   * The registration `reference` names exactly, or null: no match, not a possible id or ref, or the registration
   * service did not answer. A lead's status change never waits on or fails with the link.
   */
  async findByReference(reference: string): Promise<RegistrationMatch | null> {
    const lookup = this.lookup(reference.trim());
    if (!lookup) {
      return null;
    }
    try {
      const { id, ref, paymentStatus } = await lookup();
      return { id, ref, paid: PAID.includes(paymentStatus) };
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'NOT_FOUND')) {
        this.logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'could not look up the registration of a lead’s payment reference; the lead stays unlinked',
        );
      }
      return null;
    }
  }

  private lookup(
    reference: string,
  ): (() => Promise<{ id: number; ref: string; paymentStatus: RegistrationPaymentStatus }>) | null {
    if (REGISTRATION_ID.test(reference) && Number(reference) <= MAX_REGISTRATION_ID) {
      const id = Number(reference);
      return () => this.rpc.call(registrationRpcs.adminGet, { id });
    }
    if (publicRef.safeParse(reference).success) {
      return () => this.rpc.call(registrationRpcs.getByRef, { ref: reference });
    }
    return null;
  }
}
