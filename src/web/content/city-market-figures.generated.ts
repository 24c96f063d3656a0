// Written by scripts/city-market-figures.ts (npm run data:cities) from the shipped data in
// data/, as the analysis API answers each ZIP code (ADR 0041). Do not edit by hand.
import type { CityZipFigures } from './city-market.ts';

export const CITY_MARKET_FIGURES: Readonly<Record<string, readonly CityZipFigures[]>> = {
  'new-york': [
    {
      zip: '10025',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'New York, NY HUD Metro FMR Area',
        rents: [2660, 2790, 3060, 3830, 4160],
      },
      census: {
        medianGrossRent: 2009,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2714,
        range: {
          low: 2144,
          high: 3284,
        },
      },
      twoBedroom: {
        marketRent: 2977,
        range: {
          low: 2352,
          high: 3602,
        },
      },
    },
    {
      zip: '11215',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'New York, NY HUD Metro FMR Area',
        rents: [3800, 3990, 4370, 5470, 5950],
      },
      census: {
        medianGrossRent: 2803,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 3851,
        range: {
          low: 3042,
          high: 4660,
        },
      },
      twoBedroom: {
        marketRent: 4217,
        range: {
          low: 3331,
          high: 5103,
        },
      },
    },
    {
      zip: '11375',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'New York, NY HUD Metro FMR Area',
        rents: [3170, 3330, 3650, 4570, 4970],
      },
      census: {
        medianGrossRent: 2126,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 3107,
        range: {
          low: 2455,
          high: 3759,
        },
      },
      twoBedroom: {
        marketRent: 3406,
        range: {
          low: 2691,
          high: 4121,
        },
      },
    },
    {
      zip: '10463',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'New York, NY HUD Metro FMR Area',
        rents: [2490, 2610, 2860, 3580, 3890],
      },
      census: {
        medianGrossRent: 1611,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2407,
        range: {
          low: 1902,
          high: 2912,
        },
      },
      twoBedroom: {
        marketRent: 2637,
        range: {
          low: 2083,
          high: 3191,
        },
      },
    },
    {
      zip: '10314',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'New York, NY HUD Metro FMR Area',
        rents: [2510, 2640, 2890, 3620, 3930],
      },
      census: {
        medianGrossRent: 1726,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2485,
        range: {
          low: 1963,
          high: 3007,
        },
      },
      twoBedroom: {
        marketRent: 2720,
        range: {
          low: 2149,
          high: 3291,
        },
      },
    },
  ],
  'los-angeles': [
    {
      zip: '90026',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Los Angeles-Long Beach-Glendale, CA HUD Metro FMR Area',
        rents: [1850, 2070, 2580, 3270, 3640],
      },
      census: {
        medianGrossRent: 1822,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2066,
        range: {
          low: 1632,
          high: 2500,
        },
      },
      twoBedroom: {
        marketRent: 2575,
        range: {
          low: 2034,
          high: 3116,
        },
      },
    },
    {
      zip: '90028',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Los Angeles-Long Beach-Glendale, CA HUD Metro FMR Area',
        rents: [1960, 2200, 2740, 3470, 3870],
      },
      census: {
        medianGrossRent: 1839,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2157,
        range: {
          low: 1704,
          high: 2610,
        },
      },
      twoBedroom: {
        marketRent: 2687,
        range: {
          low: 2123,
          high: 3251,
        },
      },
    },
    {
      zip: '90034',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Los Angeles-Long Beach-Glendale, CA HUD Metro FMR Area',
        rents: [2300, 2570, 3210, 4070, 4530],
      },
      census: {
        medianGrossRent: 2180,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2530,
        range: {
          low: 1999,
          high: 3061,
        },
      },
      twoBedroom: {
        marketRent: 3160,
        range: {
          low: 2496,
          high: 3824,
        },
      },
    },
    {
      zip: '90019',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Los Angeles-Long Beach-Glendale, CA HUD Metro FMR Area',
        rents: [1850, 2070, 2580, 3270, 3640],
      },
      census: {
        medianGrossRent: 1782,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2050,
        range: {
          low: 1620,
          high: 2481,
        },
      },
      twoBedroom: {
        marketRent: 2556,
        range: {
          low: 2019,
          high: 3093,
        },
      },
    },
    {
      zip: '90042',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Los Angeles-Long Beach-Glendale, CA HUD Metro FMR Area',
        rents: [1860, 2080, 2590, 3280, 3660],
      },
      census: {
        medianGrossRent: 1853,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2086,
        range: {
          low: 1648,
          high: 2524,
        },
      },
      twoBedroom: {
        marketRent: 2597,
        range: {
          low: 2052,
          high: 3142,
        },
      },
    },
    {
      zip: '91601',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Los Angeles-Long Beach-Glendale, CA HUD Metro FMR Area',
        rents: [2210, 2470, 3080, 3900, 4350],
      },
      census: {
        medianGrossRent: 2115,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2441,
        range: {
          low: 1928,
          high: 2954,
        },
      },
      twoBedroom: {
        marketRent: 3045,
        range: {
          low: 2406,
          high: 3684,
        },
      },
    },
  ],
  atlanta: [
    {
      zip: '30308',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Atlanta-Sandy Springs-Roswell, GA HUD Metro FMR Area',
        rents: [2150, 2250, 2470, 2960, 3540],
      },
      census: {
        medianGrossRent: 1824,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2281,
        range: {
          low: 1802,
          high: 2760,
        },
      },
      twoBedroom: {
        marketRent: 2504,
        range: {
          low: 1978,
          high: 3030,
        },
      },
    },
    {
      zip: '30309',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Atlanta-Sandy Springs-Roswell, GA HUD Metro FMR Area',
        rents: [2380, 2490, 2730, 3270, 3910],
      },
      census: {
        medianGrossRent: 2123,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2571,
        range: {
          low: 2031,
          high: 3111,
        },
      },
      twoBedroom: {
        marketRent: 2818,
        range: {
          low: 2226,
          high: 3410,
        },
      },
    },
    {
      zip: '30305',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Atlanta-Sandy Springs-Roswell, GA HUD Metro FMR Area',
        rents: [2120, 2220, 2430, 2910, 3480],
      },
      census: {
        medianGrossRent: 1914,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2302,
        range: {
          low: 1819,
          high: 2785,
        },
      },
      twoBedroom: {
        marketRent: 2520,
        range: {
          low: 1991,
          high: 3049,
        },
      },
    },
    {
      zip: '30312',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Atlanta-Sandy Springs-Roswell, GA HUD Metro FMR Area',
        rents: [1870, 1960, 2150, 2580, 3080],
      },
      census: {
        medianGrossRent: 1594,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 1990,
        range: {
          low: 1572,
          high: 2408,
        },
      },
      twoBedroom: {
        marketRent: 2183,
        range: {
          low: 1725,
          high: 2641,
        },
      },
    },
    {
      zip: '30318',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Atlanta-Sandy Springs-Roswell, GA HUD Metro FMR Area',
        rents: [1790, 1870, 2050, 2460, 2930],
      },
      census: {
        medianGrossRent: 1702,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 1975,
        range: {
          low: 1560,
          high: 2390,
        },
      },
      twoBedroom: {
        marketRent: 2165,
        range: {
          low: 1710,
          high: 2620,
        },
      },
    },
  ],
  chicago: [
    {
      zip: '60654',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Chicago-Joliet-Naperville, IL HUD Metro FMR Area',
        rents: [2220, 2370, 2670, 3440, 3980],
      },
      census: {
        medianGrossRent: 2571,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2636,
        range: {
          low: 2082,
          high: 3190,
        },
      },
      twoBedroom: {
        marketRent: 2970,
        range: {
          low: 2346,
          high: 3594,
        },
      },
    },
    {
      zip: '60614',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Chicago-Joliet-Naperville, IL HUD Metro FMR Area',
        rents: [2220, 2370, 2670, 3440, 3980],
      },
      census: {
        medianGrossRent: 2019,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2423,
        range: {
          low: 1914,
          high: 2932,
        },
      },
      twoBedroom: {
        marketRent: 2729,
        range: {
          low: 2156,
          high: 3302,
        },
      },
    },
    {
      zip: '60657',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Chicago-Joliet-Naperville, IL HUD Metro FMR Area',
        rents: [2220, 2370, 2670, 3440, 3980],
      },
      census: {
        medianGrossRent: 1839,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2345,
        range: {
          low: 1853,
          high: 2837,
        },
      },
      twoBedroom: {
        marketRent: 2641,
        range: {
          low: 2086,
          high: 3196,
        },
      },
    },
    {
      zip: '60647',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Chicago-Joliet-Naperville, IL HUD Metro FMR Area',
        rents: [1840, 1970, 2220, 2860, 3310],
      },
      census: {
        medianGrossRent: 1714,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2029,
        range: {
          low: 1603,
          high: 2455,
        },
      },
      twoBedroom: {
        marketRent: 2286,
        range: {
          low: 1806,
          high: 2766,
        },
      },
    },
    {
      zip: '60622',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Chicago-Joliet-Naperville, IL HUD Metro FMR Area',
        rents: [2050, 2190, 2470, 3180, 3680],
      },
      census: {
        medianGrossRent: 1932,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2265,
        range: {
          low: 1789,
          high: 2741,
        },
      },
      twoBedroom: {
        marketRent: 2555,
        range: {
          low: 2018,
          high: 3092,
        },
      },
    },
    {
      zip: '60615',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Chicago-Joliet-Naperville, IL HUD Metro FMR Area',
        rents: [1790, 1920, 2160, 2780, 3220],
      },
      census: {
        medianGrossRent: 1444,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 1880,
        range: {
          low: 1485,
          high: 2275,
        },
      },
      twoBedroom: {
        marketRent: 2115,
        range: {
          low: 1671,
          high: 2559,
        },
      },
    },
  ],
  houston: [
    {
      zip: '77006',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Houston-The Woodlands-Sugar Land, TX HUD Metro FMR Area',
        rents: [1920, 1980, 2360, 3170, 3960],
      },
      census: {
        medianGrossRent: 1761,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2015,
        range: {
          low: 1592,
          high: 2438,
        },
      },
      twoBedroom: {
        marketRent: 2401,
        range: {
          low: 1897,
          high: 2905,
        },
      },
    },
    {
      zip: '77008',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Houston-The Woodlands-Sugar Land, TX HUD Metro FMR Area',
        rents: [1520, 1570, 1870, 2520, 3140],
      },
      census: {
        medianGrossRent: 1567,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 1664,
        range: {
          low: 1315,
          high: 2013,
        },
      },
      twoBedroom: {
        marketRent: 1981,
        range: {
          low: 1565,
          high: 2397,
        },
      },
    },
    {
      zip: '77019',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Houston-The Woodlands-Sugar Land, TX HUD Metro FMR Area',
        rents: [1920, 1980, 2360, 3170, 3960],
      },
      census: {
        medianGrossRent: 1886,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2063,
        range: {
          low: 1630,
          high: 2496,
        },
      },
      twoBedroom: {
        marketRent: 2460,
        range: {
          low: 1943,
          high: 2977,
        },
      },
    },
    {
      zip: '77056',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Houston-The Woodlands-Sugar Land, TX HUD Metro FMR Area',
        rents: [1920, 1980, 2360, 3170, 3960],
      },
      census: {
        medianGrossRent: 1855,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2051,
        range: {
          low: 1620,
          high: 2482,
        },
      },
      twoBedroom: {
        marketRent: 2446,
        range: {
          low: 1932,
          high: 2960,
        },
      },
    },
    {
      zip: '77030',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Houston-The Woodlands-Sugar Land, TX HUD Metro FMR Area',
        rents: [1570, 1620, 1930, 2600, 3240],
      },
      census: {
        medianGrossRent: 1684,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 1741,
        range: {
          low: 1375,
          high: 2107,
        },
      },
      twoBedroom: {
        marketRent: 2074,
        range: {
          low: 1638,
          high: 2510,
        },
      },
    },
  ],
  dallas: [
    {
      zip: '75201',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Dallas, TX HUD Metro FMR Area',
        rents: [2380, 2470, 2900, 3650, 4640],
      },
      census: {
        medianGrossRent: 1971,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2432,
        range: {
          low: 1921,
          high: 2943,
        },
      },
      twoBedroom: {
        marketRent: 2856,
        range: {
          low: 2256,
          high: 3456,
        },
      },
    },
    {
      zip: '75204',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Dallas, TX HUD Metro FMR Area',
        rents: [2270, 2360, 2770, 3490, 4430],
      },
      census: {
        medianGrossRent: 1822,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2298,
        range: {
          low: 1815,
          high: 2781,
        },
      },
      twoBedroom: {
        marketRent: 2697,
        range: {
          low: 2131,
          high: 3263,
        },
      },
    },
    {
      zip: '75219',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Dallas, TX HUD Metro FMR Area',
        rents: [1960, 2040, 2390, 3010, 3830],
      },
      census: {
        medianGrossRent: 1751,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2063,
        range: {
          low: 1630,
          high: 2496,
        },
      },
      twoBedroom: {
        marketRent: 2416,
        range: {
          low: 1909,
          high: 2923,
        },
      },
    },
    {
      zip: '75206',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Dallas, TX HUD Metro FMR Area',
        rents: [1980, 2070, 2420, 3050, 3870],
      },
      census: {
        medianGrossRent: 1715,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2068,
        range: {
          low: 1634,
          high: 2502,
        },
      },
      twoBedroom: {
        marketRent: 2418,
        range: {
          low: 1910,
          high: 2926,
        },
      },
    },
    {
      zip: '75208',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Dallas, TX HUD Metro FMR Area',
        rents: [1610, 1680, 1970, 2480, 3150],
      },
      census: {
        medianGrossRent: 1589,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 1757,
        range: {
          low: 1388,
          high: 2126,
        },
      },
      twoBedroom: {
        marketRent: 2060,
        range: {
          low: 1627,
          high: 2493,
        },
      },
    },
    {
      zip: '75231',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Dallas, TX HUD Metro FMR Area',
        rents: [1430, 1480, 1740, 2190, 2790],
      },
      census: {
        medianGrossRent: 1220,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 1473,
        range: {
          low: 1164,
          high: 1782,
        },
      },
      twoBedroom: {
        marketRent: 1733,
        range: {
          low: 1369,
          high: 2097,
        },
      },
    },
  ],
  'washington-dc': [
    {
      zip: '20009',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Washington-Arlington-Alexandria, DC-VA-MD HUD Metro FMR Area',
        rents: [2930, 3020, 3370, 4250, 5000],
      },
      census: {
        medianGrossRent: 2346,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2999,
        range: {
          low: 2369,
          high: 3629,
        },
      },
      twoBedroom: {
        marketRent: 3347,
        range: {
          low: 2644,
          high: 4050,
        },
      },
    },
    {
      zip: '20001',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Washington-Arlington-Alexandria, DC-VA-MD HUD Metro FMR Area',
        rents: [2730, 2820, 3140, 3960, 4660],
      },
      census: {
        medianGrossRent: 2464,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2920,
        range: {
          low: 2307,
          high: 3533,
        },
      },
      twoBedroom: {
        marketRent: 3252,
        range: {
          low: 2569,
          high: 3935,
        },
      },
    },
    {
      zip: '20002',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Washington-Arlington-Alexandria, DC-VA-MD HUD Metro FMR Area',
        rents: [2160, 2220, 2480, 3130, 3680],
      },
      census: {
        medianGrossRent: 2140,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2377,
        range: {
          low: 1878,
          high: 2876,
        },
      },
      twoBedroom: {
        marketRent: 2655,
        range: {
          low: 2097,
          high: 3213,
        },
      },
    },
    {
      zip: '20003',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Washington-Arlington-Alexandria, DC-VA-MD HUD Metro FMR Area',
        rents: [2930, 3020, 3370, 4250, 5000],
      },
      census: {
        medianGrossRent: 2630,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 3122,
        range: {
          low: 2466,
          high: 3778,
        },
      },
      twoBedroom: {
        marketRent: 3483,
        range: {
          low: 2752,
          high: 4214,
        },
      },
    },
    {
      zip: '20010',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Washington-Arlington-Alexandria, DC-VA-MD HUD Metro FMR Area',
        rents: [2060, 2130, 2370, 2990, 3520],
      },
      census: {
        medianGrossRent: 1815,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2187,
        range: {
          low: 1728,
          high: 2646,
        },
      },
      twoBedroom: {
        marketRent: 2433,
        range: {
          low: 1922,
          high: 2944,
        },
      },
    },
    {
      zip: '20024',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Washington-Arlington-Alexandria, DC-VA-MD HUD Metro FMR Area',
        rents: [2280, 2350, 2620, 3310, 3890],
      },
      census: {
        medianGrossRent: 2121,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2460,
        range: {
          low: 1943,
          high: 2977,
        },
      },
      twoBedroom: {
        marketRent: 2743,
        range: {
          low: 2167,
          high: 3319,
        },
      },
    },
  ],
  charlotte: [
    {
      zip: '28202',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Charlotte-Concord-Gastonia, NC-SC HUD Metro FMR Area',
        rents: [2200, 2310, 2530, 3120, 3960],
      },
      census: {
        medianGrossRent: 1862,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2339,
        range: {
          low: 1848,
          high: 2830,
        },
      },
      twoBedroom: {
        marketRent: 2562,
        range: {
          low: 2024,
          high: 3100,
        },
      },
    },
    {
      zip: '28203',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Charlotte-Concord-Gastonia, NC-SC HUD Metro FMR Area',
        rents: [2200, 2310, 2530, 3120, 3960],
      },
      census: {
        medianGrossRent: 1829,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2325,
        range: {
          low: 1837,
          high: 2813,
        },
      },
      twoBedroom: {
        marketRent: 2546,
        range: {
          low: 2011,
          high: 3081,
        },
      },
    },
    {
      zip: '28205',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Charlotte-Concord-Gastonia, NC-SC HUD Metro FMR Area',
        rents: [1410, 1480, 1620, 2000, 2530],
      },
      census: {
        medianGrossRent: 1376,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 1576,
        range: {
          low: 1245,
          high: 1907,
        },
      },
      twoBedroom: {
        marketRent: 1725,
        range: {
          low: 1363,
          high: 2087,
        },
      },
    },
    {
      zip: '28209',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Charlotte-Concord-Gastonia, NC-SC HUD Metro FMR Area',
        rents: [1630, 1710, 1870, 2300, 2920],
      },
      census: {
        medianGrossRent: 1606,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 1827,
        range: {
          low: 1443,
          high: 2211,
        },
      },
      twoBedroom: {
        marketRent: 1999,
        range: {
          low: 1579,
          high: 2419,
        },
      },
    },
    {
      zip: '28262',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Charlotte-Concord-Gastonia, NC-SC HUD Metro FMR Area',
        rents: [1730, 1820, 1990, 2450, 3110],
      },
      census: {
        medianGrossRent: 1481,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 1850,
        range: {
          low: 1462,
          high: 2239,
        },
      },
      twoBedroom: {
        marketRent: 2023,
        range: {
          low: 1598,
          high: 2448,
        },
      },
    },
    {
      zip: '28277',
      level: 'zip',
      hud: {
        fiscalYear: 2026,
        level: 'zip',
        areaName: 'Charlotte-Concord-Gastonia, NC-SC HUD Metro FMR Area',
        rents: [2030, 2130, 2330, 2870, 3640],
      },
      census: {
        medianGrossRent: 1814,
        topCoded: false,
        years: '2019-2023',
      },
      oneBedroom: {
        marketRent: 2200,
        range: {
          low: 1738,
          high: 2662,
        },
      },
      twoBedroom: {
        marketRent: 2406,
        range: {
          low: 1901,
          high: 2911,
        },
      },
    },
  ],
};
