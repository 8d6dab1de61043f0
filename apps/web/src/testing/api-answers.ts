import type {
  AttendanceStats,
  AttendanceView,
  QrCodeResponse,
  ScanResponse,
} from '@eventdesk/contracts/attendance';
import type { AuditPage } from '@eventdesk/contracts/common';
import type { LoginResponse, RoleResponse, StaffUserView } from '@eventdesk/contracts/identity';
import type {
  InitiatePaymentResponse,
  PaymentConfigResponse,
  PaymentOrderResult,
  PaymentSummary,
  ProofReviewPage,
  ProofReceivedResponse,
} from '@eventdesk/contracts/payment';
import type {
  LeadCallersResponse,
  LeadHistoryResponse,
  LeadImportResult,
  LeadImportsResponse,
  LeadListResponse,
  LeadProgressResponse,
  LinkedLeadsReply,
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
  AdminRegistrationPage,
  AnalyticsResponse,
  ContactMessageResponse,
  DashboardResponse,
  FollowupSummary,
  CouponCheckResponse,
  CreateRegistrationResponse,
  RegistrationView,
  ReleaseHoldsResponse,
  SeatHoldChallenge,
  SeatHoldsView,
  SeatsView,
  TicketResendResponse,
} from '@eventdesk/contracts/registration';
import type { EventSettings, PublicEventSettings } from '@eventdesk/contracts/settings';

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
  'POST /api/registrations/:ref/additional-ticket': CreateRegistrationResponse;
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
  'GET /api/admin/staff-users': StaffUserView[];
  'POST /api/admin/staff-users': StaffUserView;
  'PATCH /api/admin/staff-users/:id': StaffUserView;
  'GET /api/admin/payment-proofs': ProofReviewPage;
  'GET /api/admin/settings': EventSettings;
  'PUT /api/admin/settings': EventSettings;
  'GET /api/admin/audit-log': AuditPage;
  'GET /api/admin/analytics': AnalyticsResponse;
  'GET /api/admin/dashboard': DashboardResponse;
  'GET /api/admin/registrations': AdminRegistrationPage;
  'GET /api/admin/registrations/:id/leads': LinkedLeadsReply;
  'GET /api/admin/followups/summary': FollowupSummary;
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
