import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  isValidCoupon,
  priceFor,
  type AdminCreateRegistrationCommand,
  type AdminDeleteRegistrationCommand,
  type AdminRegistrationCreated,
  type AdminRegistrationRow,
  type AdminUpdateRegistrationCommand,
  type EventSettings,
  type MessageResponse,
} from '@eventdesk/contracts';
import { DomainError, flushChanges, OutboxRelay, phoneKey, recordAudit } from '@eventdesk/server-kit';
import { newRegistrationData, registerWithSeat } from '../registrations/register-with-seat';
import type { Registration } from '../registrations/registration.entity';
import { seatsRepository } from '../seats/seats.repository';
import { soldOutError } from '../seats/sold-out';
import { SettingsService } from '../settings/settings.service';
import { readAdminRow } from '../registration-queries/read-admin-row';
import { changedFields } from './changed-fields';
import { lockLiveRegistration, staffHoldMinutes } from './live-registration';
import { stageRegistrationChange } from './registration-changes.repository';
import { recordRegistrationUpdated } from './registration-updated-event';

export const PAID_PACKAGE_CHANGE_MESSAGE = 'Payment already completed: the package cannot change';
export const DELETED_MESSAGE = 'Registration deleted successfully!';

/** The fields staff edit (and the audit compares). */
function editable(registration: Pick<Registration, EditableField>): Pick<Registration, EditableField> {
  return {
    fullName: registration.fullName,
    email: registration.email,
    phone: registration.phone,
    type: registration.type,
    businessName: registration.businessName,
    package: registration.package,
    referenceType: registration.referenceType,
    referredBy: registration.referredBy,
    voucher: registration.voucher,
    amount: registration.amount,
    language: registration.language,
  };
}
type EditableField =
  | 'fullName'
  | 'email'
  | 'phone'
  | 'type'
  | 'businessName'
  | 'package'
  | 'referenceType'
  | 'referredBy'
  | 'voucher'
  | 'amount'
  | 'language';

/**
 * The type and business name an edit leaves: what the body sends, else what is stored. A business left without a
 * name is refused (the body's own rule only sees the fields it sends).
 */
function keptBusiness(
  body: AdminUpdateRegistrationCommand['body'],
  registration: Pick<Registration, 'type' | 'businessName'>,
): Pick<Registration, 'type' | 'businessName'> {
  const type = body.type ?? registration.type;
  const businessName = body.businessName === undefined ? registration.businessName : body.businessName;
  if (type === 'business' && !businessName) {
    const issue = { path: 'businessName', message: 'validation.businessName.required' };
    throw new DomainError('VALIDATION_FAILED', `${issue.path}: ${issue.message}`, [issue]);
  }
  return { type, businessName };
}

/** Add, edit and soft-delete by staff (spec admin §2, §7); every change is audited in its own transaction. */
@Injectable()
export class AdminRegistrationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly settings: SettingsService,
  ) {}

  /** Add Registration: the public rules and seat claim, plus who did it; `registration.created` as for a visitor. */
  async create(command: AdminCreateRegistrationCommand): Promise<AdminRegistrationCreated> {
    const settings = await this.settings.get();
    const data = newRegistrationData(command.body, settings);
    const id = await this.em.fork().transactional(async (tx) => {
      const created = await registerWithSeat(tx, data, {
        capacity: settings.packages[data.package].capacity,
        holdMinutes: staffHoldMinutes(settings),
        soldOutLanguage: 'en',
        extra: { lastUpdatedBy: command.actor, staffAdded: true },
      });
      await recordAudit(tx, {
        actor: command.actor,
        action: 'registration.create',
        targetType: 'registration',
        targetId: String(created),
        before: null,
        after: { id: created, ref: data.ref, ...editable(data) },
      });
      return created;
    });
    this.relay.nudge();
    return { id, ref: data.ref };
  }

  /**
   * Edit Registration. A package change moves the seat (release the old, claim one of the new package; sold out
   * rolls everything back) and reprices. Once the payment is completed the package cannot change: the money was
   * received for that package and there is no refund or top-up path here, so repricing would misstate what was
   * paid. A body without a language keeps the registration's.
   */
  async update(command: AdminUpdateRegistrationCommand): Promise<AdminRegistrationRow> {
    const settings = await this.settings.get();
    const body = command.body;
    const changed = await this.em.fork().transactional(async (tx) => {
      const registration = await lockLiveRegistration(tx, command.id);
      const before = editable(registration);
      const status = registration.paymentStatus;
      const paid = status === 'completed' || status === 'privilege_guest';
      const packageChanged = body.package !== registration.package;
      if (packageChanged && status === 'completed') {
        throw new DomainError('PAID_PACKAGE_LOCKED', PAID_PACKAGE_CHANGE_MESSAGE);
      }
      // No coupon typed: the registration keeps the discount it has. A paid amount never changes here.
      const voucher =
        paid || !body.couponCode ? registration.voucher : isValidCoupon(settings, body.couponCode);
      const reprice = !paid && (packageChanged || voucher !== registration.voucher);
      const after = editable({
        ...newRegistrationData(
          { ...body, ...keptBusiness(body, registration), language: body.language ?? registration.language },
          settings,
        ),
        voucher,
        amount: reprice ? priceFor(settings.packages, body.package, voucher) : registration.amount,
      });
      const changes = changedFields(before, after);
      if (Object.keys(changes.after).length === 0) {
        return false;
      }
      if (packageChanged && status !== 'void') {
        await this.moveSeat(tx, registration, body.package, settings);
      }
      stageRegistrationChange(tx, registration, {
        ...after,
        phoneKey: phoneKey(after.phone),
        updatedAt: new Date(),
        lastUpdatedBy: command.actor,
      });
      await recordAudit(tx, {
        actor: command.actor,
        action: 'registration.update',
        targetType: 'registration',
        targetId: String(registration.id),
        ...changes,
      });
      await recordRegistrationUpdated(tx, registration, command.actor);
      await flushChanges(tx);
      return true;
    });
    if (changed) {
      this.relay.nudge();
    }
    // Read back after the commit, through the same query and mapper as the list.
    return readAdminRow(this.em.fork(), command.id);
  }

  /**
   * Soft delete (super_admin): the row stays for the audit, hidden from lists and counts. Any seat it holds or
   * bought is released: a deleted registration does not attend, and keeping its seat would leave one unsellable.
   */
  async softDelete(command: AdminDeleteRegistrationCommand): Promise<MessageResponse> {
    await this.em.fork().transactional(async (tx) => {
      const registration = await lockLiveRegistration(tx, command.id);
      const now = new Date();
      stageRegistrationChange(tx, registration, {
        deleted: true,
        deletedAt: now,
        deletedBy: command.actor,
        updatedAt: now,
        lastUpdatedBy: command.actor,
      });
      const seatReleased = await seatsRepository.release(tx, registration.id);
      await recordAudit(tx, {
        actor: command.actor,
        action: 'registration.delete',
        targetType: 'registration',
        targetId: String(registration.id),
        before: { deleted: false, paymentStatus: registration.paymentStatus, package: registration.package },
        after: { deleted: true, deletedAt: now, seatReleased },
      });
      // The door stops admitting a deleted registration's ticket.
      await recordRegistrationUpdated(tx, registration, command.actor);
      await flushChanges(tx);
    });
    this.relay.nudge();
    return { message: DELETED_MESSAGE };
  }

  /** Frees the old seat and claims one of `pkg` (held for staff, or sold for a complimentary ticket). */
  private async moveSeat(
    tx: EntityManager,
    registration: Registration,
    pkg: Registration['package'],
    settings: EventSettings,
  ): Promise<void> {
    await seatsRepository.release(tx, registration.id);
    const seat = await seatsRepository.claim(
      tx,
      pkg,
      settings.packages[pkg].capacity,
      registration.paymentStatus === 'privilege_guest'
        ? { kind: 'sell', registrationId: registration.id }
        : { kind: 'hold', registrationId: registration.id, holdMinutes: staffHoldMinutes(settings) },
    );
    if (!seat) {
      // Thrown inside the transaction: the release above rolls back and the old seat stays.
      throw soldOutError('en');
    }
  }
}
