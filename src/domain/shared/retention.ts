// How long stored data is kept, where the privacy page states it (src/web/content/privacy.ts) and the server deletes it.

/**
 * Days an email stays in the outbox after it was sent (or logged by the dev outbox, or given up): then the purge
 * deletes it. An email not yet sent is never deleted by this; one written for a saved negotiation goes with it sooner.
 */
export const SENT_EMAIL_RETENTION_DAYS = 30;
