/**
 * What a link opens (link-tables.ts): the manage page, an unfinished quote, the resume emails' unsubscribe page, or the
 * confirmation of a pay-later booking's provisional crew (server/bookings/confirm-crew.ts).
 */
export type LinkPurpose = 'manage' | 'resume' | 'unsubscribe' | 'confirm';

/** How long each link opens, counted from when it is made; a manage link also ends 7 days after the move (manage-link-expiry.ts). */
export const LINK_LIFETIME_DAYS: Record<LinkPurpose, number> = { manage: 7, resume: 14, unsubscribe: 365, confirm: 7 };
