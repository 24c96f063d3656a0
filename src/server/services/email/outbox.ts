import { SENT_EMAIL_RETENTION_DAYS } from '#domain/shared/retention.ts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Logger } from 'pino';
import type { Database, EmailOutboxTable } from '../../db/types.ts';
import { type EmailMessage, type Mailer, writeToOutbox } from './mailer.ts';

export type OutboxRow = Selectable<EmailOutboxTable>;

/** Delivers one email to a third party (SMTP: adapters/smtp-mailer.ts); throws when it was not accepted. */
export interface EmailTransport {
  deliver(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface OutboxTimings {
  /** How often an idle worker looks for due rows (a send in this process wakes it at once). */
  pollMs: number;
  /** The first retry's delay; each further failure doubles it, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /**
   * How long a claimed row stays with the worker that claimed it. Longer than one SMTP delivery can take (the SMTP
   * transport's timeouts add up to less), so a row is retried by another process only when its sender died.
   */
  leaseMs: number;
  batchSize: number;
}

const DEFAULT_OUTBOX_TIMINGS: OutboxTimings = {
  pollMs: 2000,
  retryBaseMs: 30_000,
  retryMaxMs: 30 * 60_000,
  leaseMs: 5 * 60_000,
  batchSize: 10,
};

/** The delay before attempt `attempts + 1`, after `attempts` failed ones: base, 2 x base, 4 x base, ... up to the cap. */
export function retryDelayMs(attempts: number, timings: Pick<OutboxTimings, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(timings.retryMaxMs, timings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Deletes the emails sent (or logged by the dev outbox, or given up) more than SENT_EMAIL_RETENTION_DAYS ago, as the
 * privacy page says; a row still waiting to be sent is kept. The number deleted.
 */
export async function purgeDeliveredEmails(db: Kysely<Database>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SENT_EMAIL_RETENTION_DAYS * 86_400_000);
  const result = await db
    .deleteFrom('email_outbox')
    .where('status', '!=', 'pending')
    .where((eb) => eb(eb.fn.coalesce('sent_at', 'created_at'), '<', before))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

const inMs = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;

/**
 * The email outbox (ADR 0054): `send` writes a row (the Mailer every caller uses) and the worker delivers due rows,
 * each by one process: a short transaction claims rows with FOR UPDATE SKIP LOCKED and leases them (next_attempt_at
 * moves past the delivery time), the delivery happens outside it, and the row is then marked sent, or given its next
 * attempt with exponential backoff, or expired once past expires_at. Without a transport (no SMTP_URL) the rows are
 * the dev outbox: each is logged with its links and marked `logged`, not sent.
 */
export class EmailOutbox implements Mailer {
  readonly kind: 'smtp' | 'outbox';
  private readonly timings: OutboxTimings;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: EmailTransport | null,
    private readonly logger: Logger,
    timings: Partial<OutboxTimings> = {},
  ) {
    this.kind = transport ? 'smtp' : 'outbox';
    this.timings = { ...DEFAULT_OUTBOX_TIMINGS, ...timings };
  }

  async send(message: EmailMessage, db: Kysely<Database> = this.db): Promise<void> {
    await writeToOutbox(db, message);
    // In the caller's transaction the row is visible once it commits: the next poll finds it then.
    this.wake();
  }

  /** Starts delivering: now, then every pollMs and whenever this process writes an email. */
  start(): void {
    this.stopped = false;
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.runLoop().finally(() => {
        this.running = null;
        if (!this.stopped) this.schedule(this.again ? 0 : this.timings.pollMs);
        this.again = false;
      });
    }, ms);
    this.timer.unref();
  }

  private async runLoop(): Promise<void> {
    try {
      // Rows keep coming while a batch is full.
      while (!this.stopped && (await this.runOnce()) === this.timings.batchSize);
    } catch (error) {
      this.logger.error({ err: error }, 'Email outbox: could not read the outbox');
    }
  }

  /** One pass: expires stale rows, claims up to batchSize due rows and delivers them. Returns how many it claimed. */
  async runOnce(): Promise<number> {
    const expired = await this.db
      .updateTable('email_outbox')
      .set({ status: 'expired' })
      .where('status', '=', 'pending')
      .where('expires_at', '<=', sql<Date>`now()`)
      .returning(['id', 'to_address', 'subject', 'attempts', 'last_error'])
      .execute();
    for (const row of expired)
      this.logger.error(
        { emailId: row.id, attempts: row.attempts, lastError: row.last_error },
        `Email outbox: gave up "${row.subject}" for ${row.to_address}: it expired before it could be sent`,
      );
    const claimed = await this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('email_outbox')
        .selectAll()
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .where('expires_at', '>', sql<Date>`now()`)
        .orderBy('id')
        .limit(this.timings.batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      if (rows.length === 0) return [];
      await trx
        .updateTable('email_outbox')
        .set({ next_attempt_at: inMs(this.timings.leaseMs), attempts: sql<number>`attempts + 1` })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      return rows;
    });
    for (const row of claimed) await this.deliver(row);
    return claimed.length;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const links = row.links;
    const message: EmailMessage = {
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      ...(row.html_body ? { html: row.html_body } : {}),
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      links,
    };
    if (!this.transport) {
      this.logger.info(
        { to: row.to_address, subject: row.subject, links },
        `Dev outbox (not sent: SMTP_URL is unset): "${row.subject}" for ${row.to_address}${links.length ? `: ${links.join(' ')}` : ''}`,
      );
      await this.finish(row.id, { status: 'logged', sent_at: sql<Date>`now()`, last_error: null });
      return;
    }
    const attempts = row.attempts + 1;
    try {
      await this.transport.deliver(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = retryDelayMs(attempts, this.timings);
      this.logger.warn(
        { emailId: row.id, attempts, retryInMs: delay, err: error },
        `Email outbox: "${row.subject}" for ${row.to_address} not sent (${reason}); trying again in ${Math.round(delay / 1000)} s`,
      );
      await this.finish(row.id, { next_attempt_at: inMs(delay), last_error: reason });
      return;
    }
    await this.finish(row.id, { status: 'sent', sent_at: sql<Date>`now()`, last_error: null });
    this.logger.info({ emailId: row.id, attempts }, `Email outbox: sent "${row.subject}"`);
  }

  private async finish(
    id: number,
    values: {
      status?: 'sent' | 'logged';
      sent_at?: ReturnType<typeof sql<Date>>;
      next_attempt_at?: ReturnType<typeof sql<Date>>;
      last_error: string | null;
    },
  ): Promise<void> {
    await this.db.updateTable('email_outbox').set(values).where('id', '=', id).where('status', '=', 'pending').execute();
  }

  /** Stops the worker once its current pass ends, then closes the transport. Rows not yet sent wait in the database. */
  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    await this.transport?.close();
  }
}
