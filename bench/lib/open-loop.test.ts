import { describe, expect, it } from 'vitest';
import { dueSlots, msUntilSlot, offerSchedule, slotTime } from './open-loop.ts';

describe('open-loop offer schedule (issue 20 item 3)', () => {
  const schedule = offerSchedule(1_000, 1_500, 60);

  it('offers rate × duration slots, evenly spaced from the start', () => {
    expect(schedule.count).toBe(90_000);
    expect(slotTime(schedule, 0)).toBe(1_000);
    expect(slotTime(schedule, 3)).toBeCloseTo(1_002, 9);
    expect(slotTime(schedule, 1_500)).toBeCloseTo(2_000, 9);
  });

  it('counts the slots due by a time, the one due exactly then included', () => {
    expect(dueSlots(schedule, 999)).toBe(0);
    expect(dueSlots(schedule, 1_000)).toBe(1);
    expect(dueSlots(schedule, 1_000.6)).toBe(1);
    expect(dueSlots(schedule, slotTime(schedule, 1))).toBe(2);
    expect(dueSlots(schedule, 2_000)).toBe(1_501);
  });

  it('hands a stalled generator its whole backlog, never more than the schedule holds', () => {
    // 100 ms late: the 150 slots of those 100 ms are all due now, not shifted later.
    expect(dueSlots(schedule, 1_100) - dueSlots(schedule, 1_000)).toBe(150);
    expect(dueSlots(schedule, 1_000 + 3_600_000)).toBe(90_000);
  });

  it('says how long until a slot is due, never negative', () => {
    expect(msUntilSlot(schedule, 3, 1_000)).toBeCloseTo(2, 9);
    expect(msUntilSlot(schedule, 3, 1_500)).toBe(0);
  });

  it('refuses a rate or duration that is not positive', () => {
    expect(() => offerSchedule(0, 0, 60)).toThrow(RangeError);
    expect(() => offerSchedule(0, 1_500, Number.NaN)).toThrow(RangeError);
  });
});
