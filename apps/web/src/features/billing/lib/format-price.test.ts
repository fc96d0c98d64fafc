import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice (issue 22 item 1)', () => {
  it('KRW has no minor units, USD has cents', () => {
    expect(formatPrice(9900, 'KRW', 'ko')).toBe('₩9,900');
    expect(formatPrice(799, 'USD', 'en')).toBe('$7.99');
    expect(formatPrice(7990, 'USD', 'en')).toBe('$79.90');
  });
});
