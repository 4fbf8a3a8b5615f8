/** Customer-service hotline (SPEC §9), shown in the footer and the contact dialog. */
export const HOTLINE = '8002365';
/** Default support address; a host sets its own (the footer's `support-email` attribute). */
export const DEFAULT_SUPPORT_EMAIL = 'support@example.ae';

/** What the player asked for: live chat (header) or customer service (footer). */
export type ContactChannel = 'chat' | 'support';
