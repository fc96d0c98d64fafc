import { describe, expect, it } from 'vitest';
import { planIncludes, planRows } from './plan-unlocks';

/** Issue 8 "Plans": what each plan unlocks per country (spec §6). */
describe('planRows', () => {
  it('in KR lists BASIC maps and BASIC features at BASIC', () => {
    const rows = planRows('KR');
    expect(rows.find((row) => row.key === 'MAPS_BASIC')?.requiredPlan).toBe('BASIC');
    expect(rows.find((row) => row.key === 'PRIVATE_QUIZ')?.requiredPlan).toBe('BASIC');
    expect(rows.find((row) => row.key === 'AI_TUTOR')?.requiredPlan).toBe('PRO');
    expect(rows).toHaveLength(13);
  });

  it('outside KR has no BASIC row: BASIC features need PRO', () => {
    const rows = planRows('US');
    expect(rows.some((row) => row.requiredPlan === 'BASIC')).toBe(false);
    expect(rows.some((row) => row.key === 'MAPS_BASIC')).toBe(false);
    expect(rows.find((row) => row.key === 'AI_FROM_QUERY')?.requiredPlan).toBe('PRO');
  });

  it('sorts rows by plan and a plan includes every row of the plans below', () => {
    const rows = planRows('KR');
    const ranks = rows.map((row) => ['FREE', 'BASIC', 'PRO'].indexOf(row.requiredPlan));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(rows.every((row) => planIncludes('PRO', row))).toBe(true);
    expect(rows.filter((row) => planIncludes('FREE', row)).map((row) => row.key)).toEqual([
      'LEARNING_MATERIAL',
      'ALLOW_PASS',
    ]);
  });
});
