import type { Migration } from 'kysely';
import * as hud from './0001-hud.ts';
import * as accounts from './0002-accounts.ts';
import * as payments from './0003-payments.ts';
import * as purchaseTrust from './0004-purchase-trust.ts';
import * as negotiations from './0005-negotiations.ts';
import * as emailOutboxQueue from './0006-email-outbox-queue.ts';
import * as emailReplyTo from './0007-email-reply-to.ts';
import * as remindersWithoutClaims from './0008-reminders-without-claims.ts';
import * as dataFollowsThePurchase from './0009-data-follows-the-purchase.ts';
import * as savedPlans from './0010-saved-plans.ts';
import * as negotiationProgress from './0011-negotiation-progress.ts';
import * as reportShares from './0012-report-shares.ts';

/** Versioned migrations, applied in key order at start-up. Add new files with the next number. */
export const migrations: Record<string, Migration> = {
  '0001-hud': hud,
  '0002-accounts': accounts,
  '0003-payments': payments,
  '0004-purchase-trust': purchaseTrust,
  '0005-negotiations': negotiations,
  '0006-email-outbox-queue': emailOutboxQueue,
  '0007-email-reply-to': emailReplyTo,
  '0008-reminders-without-claims': remindersWithoutClaims,
  '0009-data-follows-the-purchase': dataFollowsThePurchase,
  '0010-saved-plans': savedPlans,
  '0011-negotiation-progress': negotiationProgress,
  '0012-report-shares': reportShares,
};
