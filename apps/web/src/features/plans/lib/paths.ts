/** The upgrade target of plan-related buttons (spec §2 routes: /pricing). */
export const PRICING_PATH = '/pricing';
