import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DemoPaymentSessionsTable } from '../../db/types.ts';
import type { CheckoutSessionRequest, CheckoutSessionView, PaymentProvider } from './payment-provider.ts';

const DEMO_SESSION_PREFIX = 'demo_cs_';
/** Like Stripe's Checkout Sessions, an unpaid demo session expires after 24 hours. */
const DEMO_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export type DemoSession = Selectable<DemoPaymentSessionsTable>;

/** The demo provider's own page (/demo-checkout/:id) reads and pays its sessions through this. */
export interface DemoCheckout {
  /** The session (expired once past its time), or null when there is none with that id. */
  find(id: string): Promise<DemoSession | null>;
  /** Marks an open, unexpired session paid (once); null when it cannot be paid. */
  pay(id: string): Promise<DemoSession | null>;
}

/**
 * The offline stand-in for Stripe Checkout (no STRIPE_SECRET_KEY): sessions live in the database and are paid on a
 * local page clearly marked as a demo where no card is charged.
 */
export class DemoPaymentProvider implements PaymentProvider, DemoCheckout {
  readonly kind = 'demo' as const;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static pagePath(id: string): string {
    return `/demo-checkout/${id}`;
  }

  async createCheckoutSession(request: CheckoutSessionRequest) {
    const id = `${DEMO_SESSION_PREFIX}${randomBytes(18).toString('hex')}`;
    await this.db
      .insertInto('demo_payment_sessions')
      .values({
        id,
        package_type: request.pkg.name,
        amount_total: request.pkg.amountCents,
        currency: request.pkg.currency,
        customer_email: request.customerEmail,
        customer_name: request.metadata.guestName ?? null,
        metadata: JSON.stringify(request.metadata),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: new Date(this.now().getTime() + DEMO_SESSION_TTL_MS),
      })
      .execute();
    return { id, url: `${request.origin}${DemoPaymentProvider.pagePath(id)}` };
  }

  async find(id: string): Promise<DemoSession | null> {
    if (!id.startsWith(DEMO_SESSION_PREFIX)) return null;
    const row = await this.db.selectFrom('demo_payment_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    return row.status === 'open' && new Date(row.expires_at) <= this.now() ? { ...row, status: 'expired' } : row;
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionView | null> {
    const row = await this.find(id);
    return row ? demoSessionView(row) : null;
  }

  /** Marks an open, unexpired session paid (once); null when it cannot be paid. */
  async pay(id: string): Promise<DemoSession | null> {
    const now = this.now();
    const row = await this.db
      .updateTable('demo_payment_sessions')
      .set({ status: 'complete', payment_status: 'paid', completed_at: now })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }
}

export function demoSessionView(row: DemoSession): CheckoutSessionView {
  const paid = row.payment_status === 'paid';
  return {
    id: row.id,
    status: row.status,
    paymentStatus: row.payment_status,
    amountTotal: row.amount_total,
    currency: row.currency,
    customerEmail: row.customer_email,
    // Stripe fills customer_details once the customer has paid; the demo does the same.
    customerDetails: paid ? { name: row.customer_name, email: row.customer_email } : null,
    metadata: typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata,
    createdAt: new Date(row.created_at),
  };
}
