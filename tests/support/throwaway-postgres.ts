import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Creates a throwaway database on the TEST_DATABASE_URL server (or `adminUrl`'s); returns its URL and a drop function. */
export async function createThrowawayPostgres(
  adminUrl = process.env.TEST_DATABASE_URL,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `rentcheck_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // pg's pool.end() resolves before its clients have finished disconnecting; forcing the drop while one is still
      // closing kills it with an error nobody listens for. Wait (briefly) for the app's connections to go first.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
