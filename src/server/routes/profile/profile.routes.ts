import { profileUpdateSchema } from '#domain/account/profile.schema.ts';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv, SessionUser } from '../../app-env.ts';
import type { Database } from '../../db/types.ts';
import { errorResponse } from '../../http/errors.ts';
import { requestInfo } from '../../http/request-info.ts';
import { jsonBody } from '../../http/validate.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { RULES } from '../../services/security/security-monitor.ts';

const toJson = (row: { id: string; full_name: string | null; email: string; created_at: Date | string; updated_at: Date | string }) => ({
  id: row.id,
  full_name: row.full_name,
  email: row.email,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

/** The signed-in user's own profile row, created from the account when missing. */
async function ownProfile(db: Kysely<Database>, user: SessionUser) {
  await db
    .insertInto('profiles')
    .values({ id: user.id, full_name: user.name || null, email: user.email })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return db.selectFrom('profiles').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
}

/** /api/profile: read and update only the session user's row; only full_name is editable. */
export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(toJson(await ownProfile(c.var.deps.database.db, c.var.user)), 200);
  })
  .patch('/', jsonBody(profileUpdateSchema), async (c) => {
    const { deps, user } = c.var;
    const { ip } = requestInfo(c, deps.config.TRUST_PROXY);
    if (!(await deps.monitor.allow(RULES.writesUser, user.id, ip))) return errorResponse(c, 429, 'Too many requests. Please try again later.', 'rate_limited');
    const { full_name } = c.get('body');
    await ownProfile(deps.database.db, user);
    const row = await deps.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('user').set({ name: full_name, updatedAt: new Date() }).where('id', '=', user.id).execute();
      return trx
        .updateTable('profiles')
        .set({ full_name, updated_at: new Date() })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return c.json(toJson(row), 200);
  });
