import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

/** An account (better-auth's user table) as services need it. */
export interface AccountRef {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
}

const accountColumns = ['id', 'email', 'emailVerified', 'createdAt'] as const;
const toAccount = (row: { id: string; email: string; emailVerified: boolean; createdAt: Date | string } | undefined): AccountRef | null =>
  row ? { id: row.id, email: row.email, emailVerified: row.emailVerified, createdAt: new Date(row.createdAt) } : null;

export async function findAccountById(db: Kysely<Database>, id: string): Promise<AccountRef | null> {
  return toAccount(await db.selectFrom('user').select(accountColumns).where('id', '=', id).executeTakeFirst());
}

export async function findAccountByEmail(db: Kysely<Database>, email: string): Promise<AccountRef | null> {
  return toAccount(await db.selectFrom('user').select(accountColumns).where('email', '=', email.trim().toLowerCase()).executeTakeFirst());
}
