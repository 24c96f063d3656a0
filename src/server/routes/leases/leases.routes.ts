import { leaseRecordSchema, type SavedLease } from '#domain/market/lease-record.schema.ts';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../../app-env.ts';
import type { Database } from '../../db/types.ts';
import { errorResponse } from '../../http/errors.ts';
import { requestInfo } from '../../http/request-info.ts';
import { jsonBody } from '../../http/validate.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { RULES } from '../../services/security/security-monitor.ts';
import type { SelectQueryBuilder } from 'kysely';

const selectLease = <O>(query: SelectQueryBuilder<Database, 'lease_information', O>) =>
  query.select([
    'id',
    'first_name',
    'last_name',
    sql<string>`to_char(lease_start_date, 'YYYY-MM-DD')`.as('lease_start_date'),
    sql<string>`to_char(lease_end_date, 'YYYY-MM-DD')`.as('lease_end_date'),
    'bedrooms',
    'bathrooms',
    'square_footage',
    'rent_amount',
    'zipcode',
    'housing_type',
    'property_tier',
    'created_at',
  ]);

const toJson = (row: Omit<SavedLease, 'created_at'> & { created_at: Date | string }): SavedLease => ({
  ...row,
  bathrooms: Number(row.bathrooms),
  created_at: new Date(row.created_at).toISOString(),
});

/** /api/leases: a signed-in user's lease submissions (insert returning the row; list newest first). */
export const leaseRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/', jsonBody(leaseRecordSchema), async (c) => {
    const { deps, user } = c.var;
    const { ip } = requestInfo(c, deps.config.TRUST_PROXY);
    if (!(await deps.monitor.allow(RULES.writesUser, user.id, ip))) return errorResponse(c, 429, 'Too many requests. Please try again later.', 'rate_limited');
    const record = c.get('body');
    const inserted = await deps.database.db
      .insertInto('lease_information')
      .values({ ...record, user_id: user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await selectLease(deps.database.db.selectFrom('lease_information'))
      .where('id', '=', inserted.id)
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    return c.json(toJson(row), 201);
  })
  .get('/', async (c) => {
    const rows = await selectLease(c.var.deps.database.db.selectFrom('lease_information'))
      .where('user_id', '=', c.var.user.id)
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute();
    c.header('Cache-Control', 'no-store');
    return c.json(rows.map(toJson), 200);
  });
