import type { FmrRecord } from '#domain/market/hud-model.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

/** In-memory copy of the HUD table: O(1) lookups on the hot path, reloaded when a new import lands. */
export class HudStore {
  private byZip = new Map<string, FmrRecord>();
  private newestYear: number | null = null;
  private importId: number | null = null;
  private lastCheck = 0;
  private loads = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly recheckMs = 60_000,
  ) {}

  get size(): number {
    return this.byZip.size;
  }

  /** The newest HUD fiscal year among the imported rows, or null when none are imported. */
  get fiscalYear(): number | null {
    return this.newestYear;
  }

  /** Changes whenever the table is (re)loaded: what was derived from earlier look-ups may be stale. */
  get version(): number {
    return this.loads;
  }

  lookup(zip: string): FmrRecord | undefined {
    return this.byZip.get(zip);
  }

  async load(): Promise<void> {
    const latest = await this.latestImportId();
    const rows = await this.db.selectFrom('hud_fmr').selectAll().execute();
    const next = new Map<string, FmrRecord>();
    for (const row of rows) {
      next.set(row.zip, {
        zip: row.zip,
        fiscalYear: row.fiscal_year,
        rents: [row.rent_0, row.rent_1, row.rent_2, row.rent_3, row.rent_4],
        areaCode: row.area_code,
        areaName: row.area_name,
        smallArea: row.small_area,
      });
    }
    this.byZip = next;
    this.newestYear = rows.reduce<number | null>(
      (newest, row) => (newest === null || row.fiscal_year > newest ? row.fiscal_year : newest),
      null,
    );
    this.loads += 1;
    this.importId = latest;
    this.lastCheck = Date.now();
  }

  /**
   * refreshIfStale for the request path: no promise at all until the recheck interval has passed (an async call per
   * request showed in the analysis API's profile; docs/performance.md, "Request path"); a failed check is retried at the next interval.
   */
  refreshInBackground(now = Date.now()): void {
    if (now - this.lastCheck < this.recheckMs) return;
    void this.refreshIfStale(now).catch(() => undefined);
  }

  /** Cheap check, at most once per recheck interval, whether another process imported new data. */
  async refreshIfStale(now = Date.now()): Promise<void> {
    if (now - this.lastCheck < this.recheckMs) return;
    this.lastCheck = now;
    const latest = await this.latestImportId();
    if (latest !== this.importId) await this.load();
  }

  private async latestImportId(): Promise<number | null> {
    const row = await this.db
      .selectFrom('hud_import')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return row?.id == null ? null : Number(row.id);
  }
}
