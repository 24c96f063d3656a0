import { describe, expect, it } from 'vitest';
import type { MarketQuery } from './market.schema.ts';
import { regionalEstimate, regionalMarketRent, regionalZipFactor } from './regional-estimate.ts';

const zip = (n: number) => String(n).padStart(5, '0');

describe('regional ZIP factor', () => {
  // Every listed range at its low edge, its high edge and just outside where that changes the answer.
  const cases: [number, number][] = [
    [94000, 2.2],
    [94999, 2.2],
    [93999, 1.6],
    [95000, 1.6],
    [10001, 2.2],
    [10299, 2.2],
    [10000, 1.7],
    [10300, 1.7],
    [90000, 1.8],
    [90299, 1.8],
    [90300, 1.6],
    [90400, 1.6],
    [90401, 1.8],
    [90409, 1.8],
    [90410, 1.6],
    [98101, 1.8],
    [98199, 1.8],
    [98100, 1.6],
    [98200, 1.6],
    [2101, 1.8],
    [2199, 1.8],
    [2100, 1.6],
    [2200, 1.6],
    [96999, 1.6],
    [97000, 1.2],
    [20001, 1.6],
    [20599, 1.6],
    [20000, 1.5],
    [20600, 1.5],
    [98000, 1.6],
    [99999, 1.6],
    [97999, 1.2],
    [2000, 1.6],
    [2999, 1.6],
    [1999, 0.85],
    [3000, 0.85],
    [11999, 1.7],
    [12000, 1.7],
    [14999, 1.7],
    [15000, 0.85],
    [7000, 1.7],
    [7999, 1.7],
    [6999, 0.85],
    [8000, 1.4],
    [8999, 1.4],
    [9000, 0.85],
    [22999, 1.5],
    [23000, 0.85],
    [80000, 1.3],
    [81999, 1.3],
    [79999, 0.9],
    [82000, 0.85],
    [60000, 1.2],
    [62999, 1.2],
    [59999, 0.85],
    [63000, 0.85],
    [33000, 1.2],
    [34999, 1.2],
    [32999, 0.85],
    [35000, 0.7],
    [30000, 0.95],
    [31999, 0.95],
    [29999, 0.85],
    [32000, 0.85],
    [77000, 0.9],
    [76999, 0.85],
    [28000, 0.85],
    [28999, 0.85],
    [37000, 0.85],
    [38599, 0.85],
    [38600, 0.7],
    [38999, 0.7],
    [39999, 0.7],
    [36999, 0.7],
    [40000, 0.75],
    [70000, 0.75],
    [71999, 0.75],
    [72000, 0.75],
    [72999, 0.75],
    [69999, 0.85],
    [73000, 0.85],
    [42999, 0.75],
    [43000, 0.85],
    [25000, 0.75],
    [26999, 0.75],
    [24999, 0.85],
    [27000, 0.85],
    [0, 0.85],
    [50000, 0.85],
    [88000, 0.85],
  ];
  it.each(cases)('ZIP %s uses factor %s', (n, factor) => {
    expect(regionalZipFactor(zip(n))).toBe(factor);
  });

  it('lets the narrowest range win where ranges overlap', () => {
    expect(regionalZipFactor('94105')).toBe(2.2); // 94000-94999 inside 90000-96999
    expect(regionalZipFactor('20500')).toBe(1.6); // DC 20001-20599 inside 20000-22999
    expect(regionalZipFactor('38700')).toBe(0.7); // 38600-39999 narrower than 37000-38999
    expect(regionalZipFactor('10100')).toBe(2.2); // 10001-10299 inside 10000-11999
  });
});

describe('regional market rent', () => {
  it('multiplies base rent by bedrooms, ZIP factor, house and tier', () => {
    expect(regionalMarketRent('99999', 1, 'apartment', 'average')).toBe(1680); // 1400 x 1.6 x 0.75
    expect(regionalMarketRent('10001', 0, 'apartment', 'luxury')).toBe(2420); // 1100 x 2.2
    expect(regionalMarketRent('30301', 2, 'house', 'economical')).toBe(1155); // 1700 x .95 x 1.1 x .65 = 1154.725
    expect(regionalMarketRent('50000', 3, 'apartment', 'exclusive')).toBe(1874); // 2100 x .85 x 1.05 = 1874.25
    expect(regionalMarketRent('50000', 4, 'apartment', 'luxury')).toBe(2125); // 2500 x .85
  });

  it('uses the 4-bedroom base for more than 4 bedrooms', () => {
    expect(regionalMarketRent('50000', 5, 'apartment', 'luxury')).toBe(regionalMarketRent('50000', 4, 'apartment', 'luxury'));
  });

  it('reports overpayment, percent, low confidence and the regional source text', () => {
    const query: MarketQuery = { zipcode: '99999', currentRent: 2000, bedrooms: 1, housingType: 'apartment', tierLevel: 'average' };
    const result = regionalEstimate(query, 'no data');
    expect(result).toMatchObject({
      marketRent: 1680,
      overpayment: 320,
      percentOvermarket: 19,
      confidence: 'low',
      dataSource: 'Regional estimates (API unavailable)',
      hudUnavailable: true,
      hudError: 'no data',
      aiUsed: false,
      level: 'regional',
      range: { low: 1092, high: 2268 }, // 1680 x 0.65, 1680 x 1.35
      sources: { hud: null, census: null, hudEstimate: null, censusEstimate: null },
      trend: null,
    });
    expect(result.area.place).toBe(`ZIP ${query.zipcode}`);
  });

  it('never reports a negative overpayment and rounds percent to one decimal', () => {
    const result = regionalEstimate(
      { zipcode: '99999', currentRent: 1500, bedrooms: 1, housingType: 'apartment', tierLevel: 'average' },
      null,
    );
    expect(result.overpayment).toBe(0);
    expect(result.percentOvermarket).toBe(-10.7); // (1500-1680)/1680 = -10.714%
  });
});
