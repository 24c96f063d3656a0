import { negotiationAgenda, progressOf } from '#domain/negotiation/agenda.ts';
import {
  negotiationEventSchema,
  negotiationIdSchema,
  negotiationProgressSchema,
  preparedRepliesRequestSchema,
  saveNegotiationSchema,
} from '#domain/negotiation/saved-negotiation.schema.ts';
import { createReportShareSchema } from '#domain/negotiation/report-share.schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { refusalResponse } from '../../http/refusal-status.ts';
import { jsonBody } from '../../http/validate.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { requireUser } from '../../middleware/require-user.ts';
import {
  addNegotiationEvent,
  deleteNegotiation,
  getNegotiation,
  listNegotiations,
  NEGOTIATION_MESSAGES,
  saveNegotiation,
  updateNegotiationProgress,
} from '../../services/negotiations/negotiations.ts';
import { preparedRepliesFor } from '../../services/negotiations/prepared-replies.ts';
import { createReportShare, getReportShare, revokeReportShare } from '../../services/negotiations/report-share.ts';
import { planCalendar } from '../../services/reminders/plan-calendar.ts';
import { RULES } from '../../services/rate-limit/rate-limit-rules.ts';
import { refuse } from '../../services/result.ts';

/** The id in the path, when it is one; anything else is a 404 like another user's negotiation. */
const idOf = (id: string) => (negotiationIdSchema.safeParse({ id }).success ? id : null);

/**
 * /api/negotiations: a Premium holder's saved negotiations (ADR 0050). Saving and adding need active Premium; a user
 * reads and deletes only their own, and another user's id is a 404.
 */
export const negotiationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/', jsonBody(saveNegotiationSchema), rateLimit(RULES.writesUser), async (c) => {
    const result = await saveNegotiation(c.get('deps'), c.get('user'), c.req.valid('json'));
    if (!result.ok) return refusalResponse(c, result);
    return c.json(result.value, 201);
  })
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listNegotiations(c.get('deps'), c.get('user').id), 200);
  })
  .get('/:id', async (c) => {
    const id = idOf(c.req.param('id'));
    if (!id) return refusalResponse(c, refuse('not_found', NEGOTIATION_MESSAGES.notFound));
    const result = await getNegotiation(c.get('deps'), c.get('user').id, id);
    if (!result.ok) return refusalResponse(c, result);
    c.header('Cache-Control', 'no-store');
    return c.json(result.value, 200);
  })
  .post('/:id/events', jsonBody(negotiationEventSchema), rateLimit(RULES.writesUser), async (c) => {
    const id = idOf(c.req.param('id'));
    if (!id) return refusalResponse(c, refuse('not_found', NEGOTIATION_MESSAGES.notFound));
    const result = await addNegotiationEvent(c.get('deps'), c.get('user').id, id, c.req.valid('json'));
    if (!result.ok) return refusalResponse(c, result);
    return c.json(result.value, 201);
  })
  .patch('/:id/progress', jsonBody(negotiationProgressSchema), rateLimit(RULES.writesUser), async (c) => {
    const id = idOf(c.req.param('id'));
    if (!id) return refusalResponse(c, refuse('not_found', NEGOTIATION_MESSAGES.notFound));
    const result = await updateNegotiationProgress(c.get('deps'), c.get('user').id, id, c.req.valid('json'));
    if (!result.ok) return refusalResponse(c, result);
    return c.json(result.value, 200);
  })
  .post('/:id/prepared-replies', jsonBody(preparedRepliesRequestSchema), rateLimit(RULES.planUser), async (c) => {
    // The landlord's three likely answers and a checked reply to each, for a Premium session (ADR 0077).
    const id = idOf(c.req.param('id'));
    if (!id) return refusalResponse(c, refuse('not_found', NEGOTIATION_MESSAGES.notFound));
    const result = await preparedRepliesFor(c.get('deps'), c.get('user'), id, c.req.valid('json'));
    if (!result.ok) return refusalResponse(c, result);
    c.header('Cache-Control', 'no-store');
    return c.json(result.value, 200);
  })
  .get('/:id/calendar.ics', async (c) => {
    // The negotiation's dates as they stand (ADR 0068): the lease end, the day to sign by, alarms; one UID per date, so
    // importing the file again updates the events.
    const id = idOf(c.req.param('id'));
    if (!id) return refusalResponse(c, refuse('not_found', NEGOTIATION_MESSAGES.notFound));
    const result = await getNegotiation(c.get('deps'), c.get('user').id, id);
    if (!result.ok) return refusalResponse(c, result);
    const ics = planCalendar(negotiationAgenda(progressOf(result.value)), { uidPrefix: id, alarms: true });
    return c.body(ics, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="rent-negotiation.ics"',
      'Cache-Control': 'no-store',
    });
  })
  // The read-only link to the negotiation's market report (ADR 0076): POST makes it (Premium; the token is in this
  // answer only), GET says whether there is one and when it was first opened, DELETE turns it off.
  .post('/:id/share', jsonBody(createReportShareSchema), rateLimit(RULES.writesUser), async (c) => {
    const id = idOf(c.req.param('id'));
    if (!id) return refusalResponse(c, refuse('not_found', NEGOTIATION_MESSAGES.notFound));
    const result = await createReportShare(c.get('deps'), c.get('user').id, id, c.req.valid('json'));
    if (!result.ok) return refusalResponse(c, result);
    c.header('Cache-Control', 'no-store');
    return c.json(result.value, 201);
  })
  .get('/:id/share', async (c) => {
    const id = idOf(c.req.param('id'));
    if (!id) return refusalResponse(c, refuse('not_found', NEGOTIATION_MESSAGES.notFound));
    const result = await getReportShare(c.get('deps'), c.get('user').id, id);
    if (!result.ok) return refusalResponse(c, result);
    c.header('Cache-Control', 'no-store');
    return c.json({ share: result.value }, 200);
  })
  .delete('/:id/share', rateLimit(RULES.writesUser), async (c) => {
    const id = idOf(c.req.param('id'));
    if (!id) return refusalResponse(c, refuse('not_found', NEGOTIATION_MESSAGES.notFound));
    const result = await revokeReportShare(c.get('deps'), c.get('user').id, id);
    if (!result.ok) return refusalResponse(c, result);
    return c.body(null, 204);
  })
  .delete('/:id', rateLimit(RULES.writesUser), async (c) => {
    const id = idOf(c.req.param('id'));
    if (!id) return refusalResponse(c, refuse('not_found', NEGOTIATION_MESSAGES.notFound));
    const result = await deleteNegotiation(c.get('deps'), c.get('user').id, id);
    if (!result.ok) return refusalResponse(c, result);
    return c.body(null, 204);
  });
