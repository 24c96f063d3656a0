import type { LeaseForm } from '#domain/market/lease-form.ts';
import type { MarketAnalysis } from '#domain/market/market.schema.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AnalysisResults } from './analysis-results.tsx';

/** An analysis with these figures (as the API answers them); regional, so no source cards are drawn. */
function analysis(
  figures: Pick<MarketAnalysis, 'currentRent' | 'marketRent' | 'overpayment' | 'percentOvermarket' | 'zipcode' | 'range'>,
): MarketAnalysis {
  return {
    ...figures,
    bedrooms: 2,
    housingType: 'apartment',
    tierLevel: 'average',
    confidence: 'low',
    level: 'regional',
    dataSource: 'Regional estimates',
    hudUnavailable: false,
    hudError: null,
    aiUsed: false,
    area: { name: null, fiscalYear: null, place: `ZIP ${figures.zipcode}`, city: null, state: null },
    sources: { hud: null, census: null, hudEstimate: null, censusEstimate: null },
    trend: null,
  };
}

const lease = { firstName: 'Dana', bedrooms: '2', bathrooms: '1', leaseStartDate: '', leaseEndDate: '', squareFootage: '' } as LeaseForm;

/** The rendered text, tags dropped. */
function text(a: MarketAnalysis): { html: string; text: string } {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <AnalysisResults lease={lease} analysis={a} fallbackReason={null} onReanalyze={() => {}} />
    </MemoryRouter>,
  );
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

describe('the analysis result', () => {
  // Houston 77002, 2 bedrooms, $1,100 against an average of $2,448 (what the API answers for it).
  const houston = analysis({
    currentRent: 1100,
    marketRent: 2448,
    overpayment: 0,
    percentOvermarket: -55.1,
    zipcode: '77002',
    range: { low: 1934, high: 2962 },
  });

  it('leads a below-market renter with the difference in words, keeping N/A in the overpayment and yearly fields', () => {
    const { html, text: t } = text(houston);
    expect(t).toContain('You pay $1,348 less than the average');
    expect(t).toContain('$1,100 a month against our market average of $2,448: 55.1% below it.');
    // The same percent as the market-position field (and the letter page's card): percentOvermarket, one decimal.
    expect(t).toContain('Below Market (Good!) N/A -55.1% vs market');
    expect(t).toContain('Yearly difference N/A');
    expect(html.indexOf('You pay $1,348 less')).toBeLessThan(html.indexOf('N/A'));
    expect(html).not.toContain('data-testid="savings-banner"');
  });

  it('sends the keep-my-rent link to the letter page with the keep stance', () => {
    expect(text(houston).html).toMatch(/<a[^>]*href="\/generate-letter\?stance=keep"[^>]*>Write a Keep-My-Rent Letter<\/a>/);
  });

  it("keeps the spec's yearly savings and says beside it what a 5-15% ask saves", () => {
    // New York 10001, 1 bedroom, $5,000 against $3,954: $1,046 a month over.
    const { text: t } = text(
      analysis({
        currentRent: 5000,
        marketRent: 3954,
        overpayment: 1046,
        percentOvermarket: 26.5,
        zipcode: '10001',
        range: { low: 3124, high: 4784 },
      }),
    );
    expect(t).toContain('Potential yearly savings $12,552 That is $1,046 a month above the market average, times 12.');
    expect(t).toContain(
      'What a realistic ask saves $9,000 a year Asking for 15% less ($4,250 instead of $5,000) saves $750 a month. We suggest asking for 5 to 15% less at a time.',
    );
    expect(t).not.toContain('You pay');
  });

  it('never shows a realistic ask that saves more than the whole gap: Atlanta 30308, $2,400 against $2,281 (issue 29)', () => {
    const { text: t } = text(
      analysis({
        currentRent: 2400,
        marketRent: 2281,
        overpayment: 119,
        percentOvermarket: 5.2,
        zipcode: '30308',
        range: { low: 1802, high: 2760 },
      }),
    );
    expect(t).toContain('Potential yearly savings $1,428');
    expect(t).toContain(
      'What a realistic ask saves $1,380 a year Asking for 5% less ($2,285 instead of $2,400) saves $115 a month. That is the market average, rounded up to $5: we never suggest asking below it.',
    );
  });
});
