import type {
  AttendanceStats,
  AttendanceView,
  QrCodeResponse,
  ScanResponse,
} from '@eventdesk/contracts/attendance';
import type { LoginResponse, RoleResponse } from '@eventdesk/contracts/identity';
import type {
  InitiatePaymentResponse,
  PaymentConfigResponse,
  PaymentOrderResult,
  PaymentSummary,
  ProofReceivedResponse,
} from '@eventdesk/contracts/payment';
import type {
  LeadCallersResponse,
  LeadHistoryResponse,
  LeadImportResult,
  LeadImportsResponse,
  LeadListResponse,
  LeadProgressResponse,
  LeadStatusUpdateResponse,
  ReassignLeadsResponse,
  UndoLeadImportResponse,
} from '@eventdesk/contracts/leads';
import type {
  PitchApplicationView,
  PitchListResponse,
  SubmitPitchResponse,
} from '@eventdesk/contracts/pitch';
import type {
  ContactMessageResponse,
  CouponCheckResponse,
  CreateRegistrationResponse,
  RegistrationView,
  ReleaseHoldsResponse,
  SeatHoldChallenge,
  SeatHoldsView,
  SeatsView,
  TicketResendResponse,
} from '@eventdesk/contracts/registration';
import type { PublicEventSettings } from '@eventdesk/contracts/settings';

/**
 * The gateway's success answers, by `METHOD /api/path` as the web calls them (`:name` stands for one path
 * segment). The bodies are the contracts' response types, so a fake answer cannot drift from the real one.
 * Add a route here when a test needs it.
 */
export type ApiAnswers = {
  'GET /api/settings': PublicEventSettings;
  'GET /api/seats': SeatsView;
  'GET /api/challenge': SeatHoldChallenge;
  'POST /api/registrations': CreateRegistrationResponse;
  'GET /api/registrations/:ref': RegistrationView;
  'GET /api/registrations/:ref/qrcode': QrCodeResponse;
  'POST /api/registrations/:ref/resend-ticket': TicketResendResponse;
  'POST /api/coupons/check': CouponCheckResponse;
  'POST /api/contact-messages': ContactMessageResponse;
  'GET /api/payments/:ref': PaymentSummary;
  'POST /api/payments/:ref/proof': ProofReceivedResponse;
  'GET /api/payment-config': PaymentConfigResponse;
  'POST /api/initiate_payment': InitiatePaymentResponse;
  'GET /api/payment/orders/:orderId': PaymentOrderResult;
  'POST /api/pitch-applications': SubmitPitchResponse;
  'GET /api/attendance/:ref': AttendanceView;
  'POST /api/attendance/scan': ScanResponse;
  'POST /api/admin/login': LoginResponse;
  'GET /api/admin/role': RoleResponse;
  'GET /api/admin/attendance/stats': AttendanceStats;
  'GET /api/admin/pitch-applications': PitchListResponse;
  'GET /api/admin/pitch-applications/:id': PitchApplicationView;
  'PATCH /api/admin/pitch-applications/:id': PitchApplicationView;
  'GET /api/admin/seats/holds': SeatHoldsView;
  'POST /api/admin/seats/holds/release': ReleaseHoldsResponse;
  'GET /api/admin/meta-leads': LeadListResponse;
  'GET /api/admin/meta-leads/progress': LeadProgressResponse;
  'GET /api/admin/meta-leads/callers': LeadCallersResponse;
  'GET /api/admin/meta-leads/imports': LeadImportsResponse;
  'POST /api/admin/meta-leads/upload': LeadImportResult;
  'POST /api/admin/meta-leads/imports/:id/undo': UndoLeadImportResponse;
  'GET /api/admin/meta-leads/:id/history': LeadHistoryResponse;
  'PATCH /api/admin/meta-leads/:id/status': LeadStatusUpdateResponse;
  'POST /api/admin/meta-leads/reassign': ReassignLeadsResponse;
};

export type ApiRoute = keyof ApiAnswers;
