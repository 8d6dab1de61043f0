import { z } from 'zod';
import { defineRpc } from '../../common/rpc-contract';
import { contactMessageResponse } from '../http/contact-message';
import { couponCheckResponse } from '../http/coupon-check';
import { createRegistrationResponse } from '../http/create-registration';
import { registrationView } from '../http/registration-view';
import { seatsView } from '../http/seats';
import { resendTicketCommand, ticketResendResponse } from '../http/ticket-resend';
import {
  adminRegistrationCreated,
  adminRegistrationListQuery,
  adminRegistrationPage,
  adminRegistrationRow,
  messageQueuedResponse,
  messageResponse,
  registrationFilters,
} from '../http/admin/admin-registrations';
import { analyticsQuery, analyticsResponse, dashboardResponse } from '../http/admin/admin-dashboard';
import { bulkFollowupResponse, followupHistoryEntry, followupSummary } from '../http/admin/followups';
import { releaseHoldsResponse, seatHoldsView } from '../http/admin/seat-holds';
import { contactMessageList, contactMessageView } from '../http/admin/contact-messages';
import { extendHoldRpc } from './extend-hold';
import { reminderFactsQuery, reminderFactsReply } from './reminder-facts';
import {
  adminCreateRegistrationCommand,
  adminDeleteRegistrationCommand,
  adminUpdateRegistrationCommand,
  bulkFixFollowupsCommand,
  checkCouponQuery,
  createAdditionalTicketCommand,
  createContactMessageCommand,
  createRegistrationCommand,
  exportPage,
  exportPageQuery,
  getRegistrationByRefQuery,
  listContactMessagesQuery,
  markContactMessageCommand,
  registrationIdQuery,
  registrationPatterns,
  releaseHoldsCommand,
  requestMessageCommand,
  setPaymentStatusCommand,
  updateFollowupCommand,
} from './patterns';

const noPayload = z.object({});

/** Every RPC the registration service serves (settings aside: settingsRpcs), with what is sent and what comes back. */
export const registrationRpcs = {
  create: defineRpc(registrationPatterns.create, createRegistrationCommand, createRegistrationResponse),
  getByRef: defineRpc(registrationPatterns.getByRef, getRegistrationByRefQuery, registrationView),
  createAdditionalTicket: defineRpc(
    registrationPatterns.createAdditionalTicket,
    createAdditionalTicketCommand,
    createRegistrationResponse,
  ),
  extendHold: extendHoldRpc,
  seats: defineRpc(registrationPatterns.seats, noPayload, seatsView),
  checkCoupon: defineRpc(registrationPatterns.checkCoupon, checkCouponQuery, couponCheckResponse),
  createContactMessage: defineRpc(
    registrationPatterns.createContactMessage,
    createContactMessageCommand,
    contactMessageResponse,
  ),
  resendTicket: defineRpc(registrationPatterns.resendTicket, resendTicketCommand, ticketResendResponse),
  reminderFacts: defineRpc(registrationPatterns.reminderFacts, reminderFactsQuery, reminderFactsReply),
  adminList: defineRpc(registrationPatterns.adminList, adminRegistrationListQuery, adminRegistrationPage),
  adminGet: defineRpc(registrationPatterns.adminGet, registrationIdQuery, adminRegistrationRow),
  adminCreate: defineRpc(
    registrationPatterns.adminCreate,
    adminCreateRegistrationCommand,
    adminRegistrationCreated,
  ),
  adminUpdate: defineRpc(
    registrationPatterns.adminUpdate,
    adminUpdateRegistrationCommand,
    adminRegistrationRow,
  ),
  adminDelete: defineRpc(registrationPatterns.adminDelete, adminDeleteRegistrationCommand, messageResponse),
  setPaymentStatus: defineRpc(
    registrationPatterns.setPaymentStatus,
    setPaymentStatusCommand,
    adminRegistrationRow,
  ),
  updateFollowup: defineRpc(registrationPatterns.updateFollowup, updateFollowupCommand, messageResponse),
  followupHistory: defineRpc(
    registrationPatterns.followupHistory,
    registrationIdQuery,
    z.array(followupHistoryEntry),
  ),
  followupSummary: defineRpc(registrationPatterns.followupSummary, registrationFilters, followupSummary),
  bulkFixFollowups: defineRpc(
    registrationPatterns.bulkFixFollowups,
    bulkFixFollowupsCommand,
    bulkFollowupResponse,
  ),
  requestMessage: defineRpc(
    registrationPatterns.requestMessage,
    requestMessageCommand,
    messageQueuedResponse,
  ),
  dashboard: defineRpc(registrationPatterns.dashboard, noPayload, dashboardResponse),
  analytics: defineRpc(registrationPatterns.analytics, analyticsQuery, analyticsResponse),
  exportPage: defineRpc(registrationPatterns.exportPage, exportPageQuery, exportPage),
  seatHolds: defineRpc(registrationPatterns.seatHolds, noPayload, seatHoldsView),
  releaseHolds: defineRpc(registrationPatterns.releaseHolds, releaseHoldsCommand, releaseHoldsResponse),
  listContactMessages: defineRpc(
    registrationPatterns.listContactMessages,
    listContactMessagesQuery,
    contactMessageList,
  ),
  markContactMessage: defineRpc(
    registrationPatterns.markContactMessage,
    markContactMessageCommand,
    contactMessageView,
  ),
};
