import { describe, expect, it } from 'vitest';
import { type CpuReport, cpuSecondsOf, isPostgres, msPerUnit, postgresComponents } from './cpu-meter.ts';

const use = (name: string, cpuSeconds: number, role?: string) => ({
  name,
  ...(role ? { role } : {}),
  cpuSeconds,
  cores: 0,
  shareOfMachine: 0,
});

const report: CpuReport = {
  wallSeconds: 10,
  machineCores: 2,
  components: [use('api 0', 1.5, 'api'), use('api 1', 2, 'api'), use('PostgreSQL', 3, 'server')],
  otherBusy: use('rest', 0.5),
  idle: use('idle', 13),
};

describe('cpuSecondsOf', () => {
  it('sums the components it keeps, by role or by name', () => {
    expect(cpuSecondsOf(report, (component) => component.role === 'api')).toBe(3.5);
    expect(cpuSecondsOf(report, (component) => component.name === 'PostgreSQL')).toBe(3);
    expect(cpuSecondsOf(report, () => false)).toBe(0);
  });
});

describe('msPerUnit', () => {
  it('gives milliseconds per unit rounded to the places asked, and 0 without units', () => {
    expect(msPerUnit(1.2345, 1000, 3)).toBe(1.235);
    expect(msPerUnit(1.2345, 1000, 2)).toBe(1.23);
    expect(msPerUnit(3, 0, 2)).toBe(0);
  });
});

describe('isPostgres', () => {
  it("accepts postgresComponents' two components, whatever the database, and nothing else", () => {
    const names = postgresComponents('postgresql://127.0.0.1/bench_a').map((spec) => spec.name);
    expect(names.map((name) => isPostgres(use(name, 1)))).toEqual([true, true]);
    expect(isPostgres(use('api 0', 1, 'api'))).toBe(false);
    expect(isPostgres(use('server', 1, 'server'))).toBe(false);
  });
});
