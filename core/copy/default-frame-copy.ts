/**
 * Every text the frame shows that no step file owns, in one place. A partner file overrides any
 * of them with `copy: { "frame.<key>": "..." }` (core/copy/partner-copy-defaults.ts). Texts quoted in docs/FUNNEL.md are
 * word for word; the rest are our own (docs/DECISIONS.md).
 */
export const DEFAULT_FRAME_COPY = {
  restartBooking: 'Restart booking',
  restartConfirmTitle: 'Start over?',
  restartConfirmBody: 'Your answers will be cleared.',
  restartConfirm: 'Start over',
  restartCancel: 'Cancel',
  /** Restart of a booking the server converted: its booking stays, this browser starts over ({reference}, {partnerName}). */
  newQuote: 'Start a new quote',
  newQuoteConfirmTitle: 'Start a new quote?',
  newQuoteConfirmBody:
    'Your booking {reference} stays as it is with {partnerName}, and the link in your email still opens it. This browser starts a new quote.',
  newQuoteCancelledBody: 'Your cancelled booking {reference} stays cancelled. This browser starts a new quote.',
  newQuoteConfirm: 'Start a new quote',
  callUs: 'Call us',
  progressLabel: 'Booking progress',
  summaryTitle: 'Your move',
  summaryEmpty: 'Your answers will show here as you go.',
  pricingDetailsTitle: 'Pricing Details',
  estimateNote:
    "This estimate is based on how long it took us to complete similar moves. Your crew will confirm final details on move day, and you won't be charged until then.",
  yourEstimate: 'Your estimate',
  dueToday: 'Due today',
  keepGoingTitle: 'Keep going!',
  keepGoingBody: 'We just need a few more details to start calculating your estimate.',
  /** Instead of an estimate for a move the partner cannot serve online; the reason follows it. */
  noEstimateTitle: "We can't price this move online.",
  drawerToggleOpen: 'Show pricing details',
  drawerDescription: 'Your estimate, its breakdown and what is due today.',
  anyQuestionsTitle: 'Any questions?',
  anyQuestionsBody: 'Our moving experts are happy to help.',
  terms: 'Terms',
  privacyPolicy: 'Privacy Policy',
  aboutHeading: 'About',
  trustBadgesLabel: 'Why customers trust us',
  notFoundTitle: '404 - Page does not exist',
  notFoundPageName: 'Page not found',
  backToHome: 'Back to home',
  /** The page's meta description, for search results and link previews. */
  metaDescription: 'Get a free moving quote from {partnerName} in minutes, then reserve your move online.',
} as const;

export type FrameCopy = { readonly [K in keyof typeof DEFAULT_FRAME_COPY]: string };
