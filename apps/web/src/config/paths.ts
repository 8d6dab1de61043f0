/** Every route of the spec's route table (§2). `:ref` is the unguessable public reference, never the integer id. */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: '/home', getHref: () => '/home' },
  events: { path: '/events', getHref: () => '/events' },
  weeklyEvents: { path: '/weekly-events', getHref: () => '/weekly-events' },
  pitch: { path: '/pitch-to-the-right-person', getHref: () => '/pitch-to-the-right-person' },
  payment: { path: '/payment/:ref', getHref: (ref: string) => `/payment/${encodeURIComponent(ref)}` },
  paymentTest: {
    path: '/payment_test/:ref',
    getHref: (ref: string) => `/payment_test/${encodeURIComponent(ref)}`,
  },
  registrationSuccess: {
    path: '/registration-success/:ref',
    getHref: (ref: string) => `/registration-success/${encodeURIComponent(ref)}`,
  },
  additionalTicket: {
    path: '/additional-ticket/:parentRef',
    getHref: (parentRef: string) => `/additional-ticket/${encodeURIComponent(parentRef)}`,
  },
  attendance: {
    path: '/attendance/:ref',
    getHref: (ref: string) => `/attendance/${encodeURIComponent(ref)}`,
  },
  paymentSuccess: { path: '/success', getHref: () => '/success' },
  paymentError: { path: '/error', getHref: () => '/error' },
  programmes: {
    miracle: { path: '/miracle', getHref: () => '/miracle' },
    vairagiya: { path: '/vairagiya', getHref: () => '/vairagiya' },
    missionMillionaire: { path: '/mission_millionaire', getHref: () => '/mission_millionaire' },
    personalMentor: { path: '/personalmentor', getHref: () => '/personalmentor' },
    dreamToDesire: { path: '/dreamtodesire', getHref: () => '/dreamtodesire' },
  },
  legal: {
    terms: { path: '/terms_and_condition', getHref: () => '/terms_and_condition' },
    privacy: { path: '/privacy_policy', getHref: () => '/privacy_policy' },
    refund: { path: '/refundpolicy', getHref: () => '/refundpolicy' },
    disclaimer: { path: '/disclaimer', getHref: () => '/disclaimer' },
  },
  admin: {
    login: { path: '/admin/login', getHref: () => '/admin/login' },
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
    pitches: { path: '/admin/pitches', getHref: () => '/admin/pitches' },
    pitch: { path: '/admin/pitches/:id', getHref: (id: number) => `/admin/pitches/${id}` },
    /** `query`: a pre-set filter, e.g. `{ paymentStatus: 'pending' }`, or `{ new: '1' }` to open the Add dialog. */
    registrations: {
      path: '/admin/registrations',
      getHref: (query?: Record<string, string>) =>
        query ? `/admin/registrations?${new URLSearchParams(query).toString()}` : '/admin/registrations',
    },
    followups: { path: '/admin/followups', getHref: () => '/admin/followups' },
    receipts: { path: '/admin/receipts', getHref: () => '/admin/receipts' },
    seatHolds: { path: '/admin/seat-holds', getHref: () => '/admin/seat-holds' },
    contactMessages: { path: '/admin/contact-messages', getHref: () => '/admin/contact-messages' },
    /** `query`: a pre-set filter, e.g. `{ search: 'Meena' }` (the registration dialog links its leads this way). */
    metaLeads: {
      path: '/admin/meta-leads',
      getHref: (query?: Record<string, string>) =>
        query ? `/admin/meta-leads?${new URLSearchParams(query).toString()}` : '/admin/meta-leads',
    },
    analytics: { path: '/admin/analytics', getHref: () => '/admin/analytics' },
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
    audit: { path: '/admin/audit', getHref: () => '/admin/audit' },
    staff: { path: '/admin/staff', getHref: () => '/admin/staff' },
    /**
     * Signs in to the queue dashboard and opens it; the gateway serves the dashboard itself at /admin/queues and
     * sends a visitor without its cookie here (QUEUE_BOARD_SIGN_IN_PATH, checked by the route's test).
     */
    queueBoard: { path: '/admin/queue-board', getHref: () => '/admin/queue-board' },
  },
  qrScanner: { path: '/qr-scanner', getHref: () => '/qr-scanner' },
  notFound: { path: '*' },
} as const;
