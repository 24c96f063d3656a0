import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp without a default: required on insert. */
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;

export interface HudFmrTable {
  zip: string;
  fiscal_year: number;
  rent_0: number;
  rent_1: number;
  rent_2: number;
  rent_3: number;
  rent_4: number;
  area_code: string | null;
  area_name: string | null;
  small_area: boolean;
  imported_at: Generated<Timestamp>;
}

export interface HudImportTable {
  id: Generated<number>;
  source: string;
  fiscal_year: number;
  rows: number;
  imported_at: Generated<Timestamp>;
}

/** better-auth's tables: camelCase columns as its Kysely adapter expects (migration 0002). */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Generated<boolean>;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AuthSessionTable {
  id: string;
  expiresAt: RequiredTimestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AuthAccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: RequiredTimestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ProfilesTable {
  /** The user's id (better-auth user.id). */
  id: string;
  full_name: string | null;
  email: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A saved lease (the API answers it as `SavedLease`, in camelCase: leases.repo.ts names each column). */
export interface LeaseInformationTable {
  id: Generated<string>;
  user_id: string;
  first_name: string;
  last_name: string;
  /** ISO date (yyyy-mm-dd). */
  lease_start_date: ColumnType<Date | string, string, string>;
  lease_end_date: ColumnType<Date | string, string, string>;
  bedrooms: number;
  bathrooms: number;
  square_footage: number;
  rent_amount: number;
  zipcode: string | null;
  housing_type: string | null;
  property_tier: string | null;
  created_at: Timestamp;
}

export interface UserPurchasesTable {
  id: Generated<string>;
  user_id: string;
  email: string;
  package_type: string;
  /** Whole dollars. */
  price: number;
  stripe_session_id: string;
  status: string;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
}

export interface TestimonialsTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  location: string | null;
  savings_amount: string | null;
  testimonial_text: string;
  agree_to_share: boolean;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  created_at: Timestamp;
  reviewed_at: Timestamp | null;
}

type Json = ColumnType<unknown, string, string>;

export interface SecurityEventsTable {
  id: Generated<number>;
  event_type: string;
  event_details: Json;
  user_agent: string | null;
  ip_address: string | null;
  user_id: string | null;
  /** 'server' when we wrote it, 'client' when the browser reported it. */
  source: Generated<string>;
  created_at: Timestamp;
}

export interface PasswordResetAttemptsTable {
  id: Generated<number>;
  email: string;
  success: boolean;
  user_agent: string | null;
  ip_address: string | null;
  source: Generated<string>;
  created_at: Timestamp;
}

export interface SecurityThreatsTable {
  id: Generated<number>;
  type: string;
  severity: string;
  description: string;
  email: string | null;
  ip: string | null;
  created_at: Timestamp;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** Migration 0007. */
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  links: ColumnType<string[], string, string>;
  created_at: Timestamp;
  /** Migration 0006: pending, sent (over SMTP), logged (dev outbox, not sent by SMTP) or expired. */
  status: ColumnType<EmailOutboxStatus, EmailOutboxStatus | undefined, EmailOutboxStatus>;
  attempts: Generated<number>;
  /** When a pending row is next due; a claimed row's lease. */
  next_attempt_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  /** Migration 0009: the saved negotiation an email was written for (a reminder); deleted with it. */
  negotiation_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export type EmailOutboxStatus = 'pending' | 'sent' | 'logged' | 'expired';

/** The demo payment provider's checkout sessions (migration 0003). */
export interface DemoPaymentSessionsTable {
  id: string;
  package_type: string;
  amount_total: number;
  currency: string;
  customer_email: string;
  customer_name: string | null;
  metadata: ColumnType<Record<string, string>, string, string>;
  success_url: string;
  cancel_url: string;
  status: Generated<'open' | 'complete' | 'expired'>;
  payment_status: Generated<'unpaid' | 'paid'>;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  completed_at: Timestamp | null;
}

/** A verified paid guest session with no account for its email yet; claimed when that account is created. */
export interface GuestPaymentsTable {
  stripe_session_id: string;
  email: string;
  package_type: string;
  amount_total: number;
  paid_at: Timestamp;
  claimed_at: Timestamp | null;
  /** When the checkout session was created (migration 0004); null for payments held before it. */
  session_created_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A repeat purchase's session, recorded as 45 more days on the buyer's active purchase (migration 0004). */
export interface PurchaseExtensionsTable {
  stripe_session_id: string;
  purchase_id: string;
  user_id: string;
  price: number;
  created_at: Timestamp;
}

/** One purchase email per paid session (migration 0004). */
export interface PurchaseReceiptsTable {
  stripe_session_id: string;
  email: string;
  sent_at: Timestamp;
}

/** Single-use emailed links that open account completion for a paid guest session (migration 0004). */
export interface AccountCompletionTokensTable {
  token_hash: string;
  stripe_session_id: string;
  email: string;
  expires_at: RequiredTimestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** Rate-limit counters shared through the database while Redis is unreachable (migration 0004). */
export interface RateLimitCountersTable {
  key: string;
  points: number;
  expires_at: RequiredTimestamp;
}

/** Premium AI letter revisions used, per purchase (migration 0003). */
export interface PremiumRevisionUsageTable {
  purchase_id: string;
  user_id: string;
  used: Generated<number>;
  updated_at: Timestamp;
}

/** ISO date column (yyyy-mm-dd); read back with to_char. */
type DateColumn = ColumnType<Date | string, string, string>;

/** A Premium holder's saved negotiation (migration 0005, ADR 0050). */
export interface NegotiationsTable {
  id: Generated<string>;
  user_id: string;
  address_label: string;
  landlord_name: string;
  current_rent: number;
  asked_rent: number;
  proposed_rent: number | null;
  lease_end: DateColumn | null;
  send_on: DateColumn;
  reply_by: DateColumn;
  notice_by: DateColumn | null;
  /** The letter's figures for the reply page (a LetterHandoff). */
  handoff: Json;
  reminders_on: boolean;
  /** Random, unguessable: the emailed link that stops this negotiation's reminders. */
  stop_token: string;
  reminders_stopped_at: Timestamp | null;
  /** Migration 0011 (ADR 0068): the negotiation followed to its end. */
  letter_sent_on: ColumnType<string | null, string | null | undefined, string | null>;
  agreed_rent: ColumnType<number | null, number | null | undefined, number | null>;
  agreed_term_months: ColumnType<number | null, number | null | undefined, number | null>;
  agreed_on: ColumnType<string | null, string | null | undefined, string | null>;
  sign_by: ColumnType<string | null, string | null | undefined, string | null>;
  signed_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** Kept while a purchase of its account lasts plus NEGOTIATION_RETENTION_DAYS (read from user_purchases, migration 0009). */
  created_at: Timestamp;
}

export interface NegotiationEventsTable {
  id: Generated<number>;
  negotiation_id: string;
  kind: 'letter' | 'landlord_answer' | 'reply';
  text: string;
  /** The landlord's monthly rent in a recorded answer (migration 0011). */
  amount: ColumnType<number | null, number | null | undefined, number | null>;
  /** The day it was sent or received. */
  happened_on: DateColumn;
  created_at: Timestamp;
}

/** One reminder email per plan date, sent once (migration 0005; its claim column dropped by 0008). */
export interface NegotiationRemindersTable {
  id: Generated<number>;
  negotiation_id: string;
  kind: 'send' | 'reply_by' | 'follow_up' | 'notice' | 'sign_by';
  due_on: DateColumn;
  due_at: RequiredTimestamp;
  sent_at: Timestamp | null;
}

/** The plan page's form kept with the renter's consent, one per account (migration 0010, ADR 0060). */
export interface SavedPlansTable {
  user_id: string;
  /** The PlanForm as typed. */
  form: Json;
  updated_at: Timestamp;
}

/** A read-only link to a saved negotiation's market report (migration 0012, ADR 0076). */
export interface ReportSharesTable {
  negotiation_id: string;
  /** SHA-256 of the link's token, hex; the token itself is never stored. */
  token_hash: string;
  /** The name line the renter chose to show, or null. */
  name_line: string | null;
  /** The SharedReport as it was when the link was made. */
  report: Json;
  created_at: Timestamp;
  first_opened_at: Timestamp | null;
}

export interface Database {
  hud_fmr: HudFmrTable;
  hud_import: HudImportTable;
  user: AuthUserTable;
  session: AuthSessionTable;
  account: AuthAccountTable;
  verification: AuthVerificationTable;
  profiles: ProfilesTable;
  lease_information: LeaseInformationTable;
  user_purchases: UserPurchasesTable;
  testimonials: TestimonialsTable;
  security_events: SecurityEventsTable;
  password_reset_attempts: PasswordResetAttemptsTable;
  security_threats: SecurityThreatsTable;
  email_outbox: EmailOutboxTable;
  demo_payment_sessions: DemoPaymentSessionsTable;
  guest_payments: GuestPaymentsTable;
  premium_revision_usage: PremiumRevisionUsageTable;
  purchase_extensions: PurchaseExtensionsTable;
  purchase_receipts: PurchaseReceiptsTable;
  account_completion_tokens: AccountCompletionTokensTable;
  rate_limit_counters: RateLimitCountersTable;
  negotiations: NegotiationsTable;
  negotiation_events: NegotiationEventsTable;
  negotiation_reminders: NegotiationRemindersTable;
  saved_plans: SavedPlansTable;
  report_shares: ReportSharesTable;
}
