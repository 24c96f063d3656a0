import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A Checkout Session as the fake keeps it: the JSON fields of Stripe's object that our code reads. */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  created: number;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The form-encoded body as flat keys, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
}

export interface FakeStripeApi {
  url: string;
  secretKey: string;
  requests: FakeStripeRequest[];
  sessions: Map<string, FakeCheckoutSession>;
  /** Answer every API call with this status and a Stripe error body. */
  state: { failWith?: number };
  /** What the customer does on Stripe's page: pay (optionally a different amount, to test mismatches). */
  pay(id: string, details?: { name?: string; amountTotal?: number }): FakeCheckoutSession;
  /** A `checkout.session.completed` event for the session, signed like Stripe signs webhooks. */
  signedEvent(id: string, secret: string, options?: { timestamp?: number; type?: string }): { payload: string; signature: string };
  close: () => Promise<void>;
}

function stripeError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } };
}

/**
 * A local stand-in for Stripe's API at its network boundary: POST /v1/checkout/sessions and
 * GET /v1/checkout/sessions/:id, form-encoded requests, Bearer authentication and Stripe's error shapes. The SDK is
 * pointed at it through its host/port/protocol options (STRIPE_API_URL).
 */
export async function startFakeStripeApi(secretKey = 'sk_test_fake_rentcheck'): Promise<FakeStripeApi> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const state: FakeStripeApi['state'] = {};

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: req.method ?? 'GET', path: url.pathname, authorization: req.headers.authorization, form });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, stripeError('invalid_request_error', 'Invalid API Key provided'));
      }
      if (state.failWith) return send(state.failWith, stripeError('api_error', 'The fake was told to fail'));

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const unitAmount = Number(form['line_items[0][price_data][unit_amount]'] ?? 0);
        const quantity = Number(form['line_items[0][quantity]'] ?? 1);
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of Object.entries(form)) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match) metadata[match[1]!] = value;
        }
        const session: FakeCheckoutSession = {
          id,
          object: 'checkout.session',
          mode: form.mode ?? 'payment',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: unitAmount * quantity,
          currency: form['line_items[0][price_data][currency]'] ?? 'usd',
          customer_email: form.customer_email ?? null,
          customer_details: null,
          client_reference_id: form.client_reference_id ?? null,
          metadata,
          success_url: form.success_url ?? '',
          cancel_url: form.cancel_url ?? '',
          created: Math.floor(Date.now() / 1000),
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && retrieve) {
        const session = sessions.get(decodeURIComponent(retrieve[1]!));
        if (!session) {
          return send(404, stripeError('invalid_request_error', `No such checkout.session: '${retrieve[1]}'`, 'resource_missing'));
        }
        return send(200, session);
      }
      return send(404, stripeError('invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname})`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const find = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake Stripe has no session ${id}`);
    return session;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    sessions,
    state,
    pay(id, details = {}) {
      const session = find(id);
      session.status = 'complete';
      session.payment_status = 'paid';
      if (details.amountTotal !== undefined) session.amount_total = details.amountTotal;
      session.customer_details = { email: session.customer_email, name: details.name ?? session.metadata.guestName ?? null };
      return session;
    },
    signedEvent(id, secret, options = {}) {
      const payload = JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type: options.type ?? 'checkout.session.completed',
        livemode: false,
        data: { object: find(id) },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
      });
      return { payload, signature };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
