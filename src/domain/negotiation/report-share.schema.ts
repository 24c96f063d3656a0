import { z } from 'zod';
import { cleanPersonName } from '../account/name.ts';
import { REPORT_SHARE_MESSAGES } from './report-share.ts';

// The requests of the market report's share link (ADR 0076).

export const REPORT_SHARE_NAME_MAX = 100;

/**
 * POST /api/negotiations/:id/share: the name line the renter chooses to show on the report ('' for none). One line,
 * sanitised like a person's name.
 */
export const createReportShareSchema = z.object({
  nameLine: z
    .string({ error: 'The name line must be text' })
    .default('')
    .transform(cleanPersonName)
    .pipe(z.string().max(REPORT_SHARE_NAME_MAX, `The name line must be at most ${REPORT_SHARE_NAME_MAX} characters`)),
});

/** POST /api/shared-reports/open: the token from the link (one that is not a token is the link's 404, not a 400). */
export const openSharedReportSchema = z.object({
  token: z.string({ error: REPORT_SHARE_MESSAGES.notFound }).max(200, REPORT_SHARE_MESSAGES.notFound),
});
