import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { familiesWithoutCoverage } from '#domain/rent-rules/check.ts';
import { LAW_DATE_NOT_READ } from '#domain/rent-rules/schema.ts';
import { loadRentRules, RENT_RULES_FILE } from './load-rent-rules.ts';

function writeTemp(json: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'rent-rules-')), 'rent-rules.json');
  writeFileSync(file, JSON.stringify(json));
  return file;
}

describe('the shipped rent rules table', () => {
  const rules = loadRentRules();

  it('is found in data/rent-rules beside the market data', () => {
    expect(RENT_RULES_FILE.endsWith(path.join('data', 'rent-rules', 'rent-rules.json'))).toBe(true);
    expect(rules.rows.length).toBeGreaterThanOrEqual(30);
  });

  it('gives every row a source, an official link, a law, a start from the law’s date and a checked date', () => {
    for (const row of rules.rows) {
      expect(row.sourceUrl, row.id).toMatch(/^https?:\/\/[^\s]+\.[a-z]{2,}\//);
      expect(row.officialUrl, row.id).toMatch(/^https?:\/\//);
      expect(row.law.trim().length, row.id).toBeGreaterThan(3);
      expect(row.checked, row.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.checked <= rules.checked, row.id).toBe(true);
      // A period starts from the law's date (or later), never from the day it was read (issue 30: seven rows did).
      expect(row.period.start >= row.lawEffective, row.id).toBe(true);
      expect(row.period.start, row.id).not.toBe(row.checked);
      expect(['2026-11-25', '2026-11-28']).not.toContain(row.period.start);
      if (row.lawEffective === LAW_DATE_NOT_READ) expect(row.lawEffectiveNote, row.id).toMatch(/not/);
    }
  });

  it('gives every rule a row covering each of the next 90 days, so nothing falls off on January 1', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(familiesWithoutCoverage(rules.rows, today, 90).map((gap) => `${gap.family} from ${gap.from}`)).toEqual([]);
  });

  it('loads TenantProtections.org’s figures as that data set publishes them, cited by name, license, commit and date read', () => {
    const copy = JSON.parse(readFileSync(path.join(path.dirname(RENT_RULES_FILE), 'tenantprotections', 'rentcap.json'), 'utf8')) as Record<
      string,
      { start: string; end: string; max_increase: number }
    >;
    const cited = rules.rows.filter((row) => row.dataset !== null);
    expect(cited.length).toBeGreaterThan(60);
    for (const row of cited) {
      const entry = copy[row.dataset!.key];
      expect(entry, row.id).toBeDefined();
      expect(row.dataset).toMatchObject({
        name: 'TenantProtections.org',
        license: 'MIT',
        commit: '29663004630be769dcd6d0b743eb542b5fee06be',
      });
      expect(row.cap?.percent, row.id).toBeCloseTo(entry!.max_increase * 100, 6);
      // Its period is the data set's, cut only where the law starts later or an entry overlaps the one before.
      expect(row.period.end! <= entry!.end, row.id).toBe(true);
      expect(row.sourceRead, row.id).toContain(`entry ${row.dataset!.key}`);
      expect(row.cap?.figureLabel, row.id).toContain('as TenantProtections.org publishes it');
    }
  });

  it('ships the data set’s MIT license beside the copy', () => {
    expect(readFileSync(path.join(path.dirname(RENT_RULES_FILE), 'tenantprotections', 'LICENSE'), 'utf8')).toContain(
      'Copyright (c) 2024 TechEquity Collaborative',
    );
  });

  it('sends a renter only to official addresses, and names the copy each rule was read in with its year', () => {
    // Copies of statute text (Justia, public.law, casetext, FindLaw) are where a rule is read, never the link a renter
    // gets; AI law sites, landlord-form sites and unrelated pages are not a source at all.
    const copies = /justia\.com|public\.law|casetext\.com|findlaw\.com|peniya\.com|getpocketlaw\.com|einpresswire\.com/;
    const notSources =
      /lexace\.ai|instalawyer\.io|nolo\.com|safariosophy\.com|washoelegalservices\.org|legalclarity\.org|cityrulelookup\.com/;
    for (const row of rules.rows) {
      expect(row.officialUrl, row.id).not.toMatch(copies);
      expect(row.officialUrl, row.id).not.toMatch(notSources);
      expect(row.sourceUrl, row.id).not.toMatch(notSources);
      expect(row.sourceRead.length, row.id).toBeGreaterThan(20);
      if (row.notice) {
        expect(row.notice.officialUrl, row.id).not.toMatch(copies);
        expect(row.notice.officialUrl, row.id).not.toMatch(notSources);
        expect(row.notice.sourceUrl, row.id).not.toMatch(notSources);
      }
    }
  });

  it('loads a number of notice days only where the statute text or the agency or city page was read', () => {
    const loadedDays = (id: string) => rules.rows.find((row) => row.id === id)?.notice?.rules.map((rule) => rule.days);
    // Read in the statute (or the city's page): loaded.
    expect(loadedDays('md-rp-8-209')).toEqual([90, 60, 7, 21]);
    expect(loadedDays('dc-rental-housing-act-ry2026')).toEqual([60]);
    expect(loadedDays('md-montgomery-county-29')).toEqual([90]);
    expect(loadedDays('il-chicago-rlto')).toEqual([null, 60, 120]);
    expect(loadedDays('hi-hrs-521-21')).toEqual([45]);
    expect(loadedDays('ny-rpl-226-c')).toEqual([30, 60, 90]);
    // Read only in secondary or AI summaries, or in a code year before the law changed: not loaded.
    for (const id of [
      'co-crs-38-12-701',
      'nv-nrs-118a-300',
      'me-mrs-14-6015',
      'wa-rcw-59.18.700-2027',
      'nj-anti-eviction-act',
      'wa-rcw-59.20.370',
    ]) {
      expect(loadedDays(id), id).toEqual([null]);
    }
  });

  it('says where each figure was read, and why each missing one was left out', () => {
    for (const row of rules.rows) {
      if (!row.cap) continue;
      if (row.cap.percent === null && !row.cap.statement) {
        expect(row.cap.figureNote, row.id).toMatch(/^(Left out|The statute sets no)/);
      } else {
        expect(row.cap.figureNote, row.id).not.toMatch(/^Left out/);
      }
    }
  });

  it('covers the states and cities of issue 24', () => {
    const states = new Set(rules.rows.map((row) => row.state));
    for (const state of ['CA', 'OR', 'WA', 'NY', 'DC', 'NJ', 'TX']) expect(states.has(state), state).toBe(true);
    const cities = new Set(rules.rows.flatMap((row) => (row.city ? [row.city.name] : [])));
    for (const city of [
      'Los Angeles',
      'San Francisco',
      'Oakland',
      'Berkeley',
      'Saint Paul',
      'Portland',
      'New York City',
      'Chicago',
      'Denver',
    ]) {
      expect(cities.has(city), city).toBe(true);
    }
  });
});

describe('loadRentRules', () => {
  const shipped = JSON.parse(readFileSync(RENT_RULES_FILE, 'utf8'));
  const [first, second] = shipped.rows;

  it('rejects a row without a source address, naming the row and field', () => {
    const { sourceUrl: _omitted, ...withoutSource } = first;
    expect(() => loadRentRules(writeTemp({ checked: '2026-11-25', rows: [withoutSource] }))).toThrow(
      /Invalid rent rules file:\nrows\.0\.sourceUrl: /,
    );
  });

  it('rejects overlapping periods of one rule and duplicate ids', () => {
    const overlapping = { ...second, period: { start: '2025-06-01', end: '2026-12-31' } };
    expect(() => loadRentRules(writeTemp({ checked: '2026-11-25', rows: [first, overlapping] }))).toThrow(
      'periods of or-ors-90.323 overlap (or-ors-90.323-2026)',
    );
    expect(() => loadRentRules(writeTemp({ checked: '2026-11-25', rows: [first, first] }))).toThrow('duplicate row id or-ors-90.323-2025');
  });

  it('says which file it could not read', () => {
    expect(() => loadRentRules('/nonexistent/rent-rules.json')).toThrow(
      /^Cannot read the rent rules file \/nonexistent\/rent-rules\.json: /,
    );
  });
});
