import type { ComponentType } from 'react';
import { NotFoundRoute } from '@/app/routes/not-found-route';
import { AttendanceRoute } from '@/features/attendance/routes/attendance-route';
import { HomeRoute } from '@/features/home/routes/home-route';
import { LandingRoute } from '@/features/landing/routes/landing-route';
import { PaymentErrorRoute } from '@/features/payment/routes/payment-error-route';
import { PaymentRoute } from '@/features/payment/routes/payment-route';
import { PaymentSuccessRoute } from '@/features/payment/routes/payment-success-route';
import { PaymentTestRoute } from '@/features/payment/routes/payment-test-route';
import { PitchRoute } from '@/features/pitch/routes/pitch-route';
import { AdditionalTicketRoute } from '@/features/registrations/routes/additional-ticket-route';
import { RegistrationSuccessRoute } from '@/features/registrations/routes/registration-success-route';

/** /payment_test/{ref}: the test payment page while the sandbox provider is active, else the 404 page. */
function PaymentTestArea() {
  return <PaymentTestRoute notFound={<NotFoundRoute />} />;
}

/** The visitor journey: one lazy chunk, so a visitor never downloads programme, legal or staff screens. */
export const publicArea = {
  landing: LandingRoute,
  home: HomeRoute,
  pitch: PitchRoute,
  payment: PaymentRoute,
  paymentTest: PaymentTestArea,
  registrationSuccess: RegistrationSuccessRoute,
  additionalTicket: AdditionalTicketRoute,
  attendance: AttendanceRoute,
  paymentSuccess: PaymentSuccessRoute,
  paymentError: PaymentErrorRoute,
  notFound: NotFoundRoute,
} satisfies Record<string, ComponentType>;
