import type { Logger } from 'pino';

/**
 * Work that must not delay a response (sending an email would otherwise reveal by its timing whether an account
 * exists). Failures are logged; tests await `idle()` before reading the outbox.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly logger: Logger) {}

  run(task: Promise<unknown>, label = 'background task'): void {
    const tracked = task
      .catch((error: unknown) => this.logger.error({ err: error }, `${label} failed`))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
