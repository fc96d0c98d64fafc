import { describe, expect, it } from 'vitest';
import { type Price, priceListSchema, pricesForCountry, quoteRequestSchema } from './billing';

const LIST: Price[] = [
  { country: 'KR', plan: 'BASIC', interval: 'month', currency: 'KRW', unitAmount: 4900 },
  { country: 'KR', plan: 'PRO', interval: 'month', currency: 'KRW', unitAmount: 9900 },
  { country: '*', plan: 'BASIC', interval: 'month', currency: 'USD', unitAmount: 499 },
  { country: '*', plan: 'PRO', interval: 'month', currency: 'USD', unitAmount: 799 },
];

describe('pricesForCountry (issue 22 item 1)', () => {
  it("uses a country's own rows, else the * rows, and only plans offered there (BASIC is KR-only)", () => {
    expect(pricesForCountry(LIST, 'KR').map((row) => `${row.plan} ${row.currency}`)).toEqual([
      'BASIC KRW',
      'PRO KRW',
    ]);
    expect(pricesForCountry(LIST, 'US').map((row) => `${row.plan} ${row.currency}`)).toEqual(['PRO USD']);
  });

  it('refuses a list with two rows for one country, plan and interval', () => {
    expect(priceListSchema.safeParse([...LIST, LIST[0]]).success).toBe(false);
    expect(priceListSchema.safeParse(LIST).success).toBe(true);
  });
});

describe('quoteRequestSchema (issue 22 item 3)', () => {
  const valid = { name: ' Kim ', school: 'Hanbit', seats: 30, email: ' kim@school.example ' };
  it('trims and accepts a request', () => {
    expect(quoteRequestSchema.parse(valid)).toEqual({
      name: 'Kim',
      school: 'Hanbit',
      seats: 30,
      email: 'kim@school.example',
    });
  });
  it.each([
    [{ ...valid, seats: 0 }, 'billing.quote.seats'],
    [{ ...valid, seats: 100_001 }, 'billing.quote.seats'],
    [{ ...valid, email: 'kim' }, 'billing.quote.email'],
    [{ ...valid, name: 'a\nb' }, 'billing.quote.name'],
    [{ ...valid, school: '' }, 'billing.quote.school'],
  ])('refuses %o with its message key', (input, key) => {
    const result = quoteRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(key);
  });
});
