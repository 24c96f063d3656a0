import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

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

export interface Database {
  hud_fmr: HudFmrTable;
  hud_import: HudImportTable;
}
