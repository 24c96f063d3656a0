import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { Deps } from './deps.ts';
import { errorResponse } from './http/errors.ts';
import { BUILD_DIR } from './package-root.ts';
import { requestBodyLimit } from './middleware/body-limit.ts';
import { cleanPath } from './middleware/clean-path.ts';
import { rateLimit } from './middleware/rate-limit.ts';
import { requestLog } from './middleware/request-log.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { sameOrigin } from './middleware/same-origin.ts';
import { accountRoutes } from './routes/account/account.routes.ts';
import { aiRoutes } from './routes/ai/ai.routes.ts';
import { authHandler, exposedAuthEndpoints } from './routes/auth-handler.ts';
import { catalogRoutes } from './routes/catalog/catalog.routes.ts';
import { calendarRoutes } from './routes/calendar/calendar.routes.ts';
import { entitlementRoutes } from './routes/entitlements/entitlements.routes.ts';
import { healthRoutes } from './routes/health.routes.ts';
import { aiLetterRoutes } from './routes/letters/ai-letter.routes.ts';
import { leaseRoutes } from './routes/leases/leases.routes.ts';
import { comparablesRoutes } from './routes/market/comparables.routes.ts';
import { negotiationRoutes } from './routes/negotiations/negotiations.routes.ts';
import { planRoutes } from './routes/plan/plan.routes.ts';
import { reminderRoutes } from './routes/reminders/reminders.routes.ts';
import { sharedReportRoutes } from './routes/report-shares/report-shares.routes.ts';
import { fmrRoutes } from './routes/market/fmr.routes.ts';
import { marketRoutes } from './routes/market/market.routes.ts';
import { demoCheckoutRoutes } from './routes/payments/demo-checkout.routes.ts';
import { paymentFunctionRoutes } from './routes/payments/payments.routes.ts';
import { stripeWebhookRoutes } from './routes/payments/stripe-webhook.routes.ts';
import { profileRoutes } from './routes/profile/profile.routes.ts';
import { rentRulesRoutes } from './routes/rent-rules/rent-rules.routes.ts';
import { purchaseRoutes } from './routes/purchases/purchases.routes.ts';
import { securityFunctionRoutes } from './routes/security/security-functions.routes.ts';
import { securityRoutes } from './routes/security/security.routes.ts';
import { supportRoutes } from './routes/support/support.routes.ts';
import { testimonialRoutes } from './routes/testimonials/testimonials.routes.ts';
import { RULES } from './services/rate-limit/rate-limit-rules.ts';
import { staticSite } from './static-files.ts';

export interface CreateAppOptions {
  /** Directory of the built client; defaults to dist/client. */
  clientDir?: string;
}

export function createApp(deps: Deps, options: CreateAppOptions = {}) {
  const api = new Hono<AppEnv>()
    .use(sameOrigin)
    .route('/', healthRoutes)
    .route('/functions', marketRoutes)
    .route('/functions', rentRulesRoutes)
    .route('/functions', securityFunctionRoutes)
    .route('/functions', aiRoutes)
    .route('/catalog', catalogRoutes)
    .route('/letters', aiLetterRoutes)
    .route('/functions', paymentFunctionRoutes)
    .route('/webhooks', stripeWebhookRoutes)
    .route('/entitlements', entitlementRoutes)
    .route('/account', accountRoutes)
    .route('/security', securityRoutes)
    .route('/profile', profileRoutes)
    .route('/leases', leaseRoutes)
    .route('/negotiations', negotiationRoutes)
    .route('/shared-reports', sharedReportRoutes)
    .route('/plan', planRoutes)
    .route('/reminders', reminderRoutes)
    .route('/calendar', calendarRoutes)
    .route('/purchases', purchaseRoutes)
    .route('/testimonials', testimonialRoutes)
    .route('/support', supportRoutes)
    .on(['GET', 'POST'], '/auth/*', exposedAuthEndpoints, rateLimit(RULES.authIp), authHandler)
    .route('/market', fmrRoutes)
    .route('/market', comparablesRoutes)
    .all('*', (c) => errorResponse(c, 404, 'Not found', 'not_found'));

  const app = new Hono<AppEnv>()
    .use(securityHeaders)
    .use((c, next) => {
      c.set('deps', deps);
      return next();
    })
    .use(requestLog)
    .use(cleanPath)
    .use(requestBodyLimit)
    .route('/api', api)
    .route('/demo-checkout', demoCheckoutRoutes)
    .on(['GET', 'HEAD'], '*', staticSite(options.clientDir ?? path.join(BUILD_DIR, 'client')))
    .all('*', (c) => errorResponse(c, 405, 'Method not allowed', 'method_not_allowed'));

  app.onError((error, c) => {
    deps.logger.error({ err: error, path: c.req.path, requestId: c.get('requestId') }, 'Unhandled error');
    return errorResponse(c, 500, 'Something went wrong on our side. Please try again.', 'internal_error');
  });
  app.notFound((c) => errorResponse(c, 404, 'Not found', 'not_found'));
  return app;
}

/**
 * The whole app's routes with their inputs and responses, for `hc<AppType>` from `hono/client`. The browser may import
 * it from src/web/lib/api-client.ts as a type only (dependency-cruiser allows nothing else of src/server).
 */
export type AppType = ReturnType<typeof createApp>;
