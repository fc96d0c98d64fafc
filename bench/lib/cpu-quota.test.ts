import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CpuQuotaUnavailable, holdToCores } from './cpu-quota.ts';

/** The control group path of `pid` in the cpu hierarchy (v1 `N:cpu:/x` or v2 `0::/x`). */
function cpuGroupOf(pid: number): string | undefined {
  const lines = readFileSync(`/proc/${pid}/cgroup`, 'utf8').trim().split('\n');
  const v1 = lines.find((line) => line.split(':')[1]?.split(',').includes('cpu'));
  return (v1 ?? lines.find((line) => line.startsWith('0::')))?.split(':')[2];
}

describe('holdToCores: a cgroup CPU limit for the scale bench (issue 20 item 4)', () => {
  const children: ReturnType<typeof spawn>[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });

  it('refuses a share of 0 cores or less', () => {
    expect(() => holdToCores(process.pid, 0, 'quizset-test-zero')).toThrow(RangeError);
  });

  it('refuses a period outside the kernel bounds (1–1,000 ms)', () => {
    expect(() => holdToCores(process.pid, 0.2, 'quizset-test-period', 0.5)).toThrow(RangeError);
    expect(() => holdToCores(process.pid, 0.2, 'quizset-test-period', 1001)).toThrow(RangeError);
  });

  it('sets the quota as cores × period with the period given', () => {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(child);
    const name = `quizset-test-period-${process.pid}`;
    let release: () => void;
    try {
      release = holdToCores(child.pid!, 0.25, name, 10);
    } catch (error) {
      expect(error).toBeInstanceOf(CpuQuotaUnavailable);
      expect(process.getuid?.() !== 0 || !existsSync('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')).toBe(true);
      return;
    }
    const v1 = path.join('/sys/fs/cgroup/cpu', name);
    const [quota, period] = existsSync(path.join(v1, 'cpu.cfs_quota_us'))
      ? [
          readFileSync(path.join(v1, 'cpu.cfs_quota_us'), 'utf8').trim(),
          readFileSync(path.join(v1, 'cpu.cfs_period_us'), 'utf8').trim(),
        ]
      : readFileSync(path.join('/sys/fs/cgroup', name, 'cpu.max'), 'utf8')
          .trim()
          .split(' ');
    expect([quota, period]).toEqual(['2500', '10000']);
    release();
  });

  it('moves the process into a group limited to the share and back out on release', () => {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(child);
    const pid = child.pid!;
    const name = `quizset-test-quota-${process.pid}`;
    let release: () => void;
    try {
      release = holdToCores(pid, 0.2, name);
    } catch (error) {
      // Where no group can be made (not root, no cpu controller) the bench skips its capped runs.
      expect(error).toBeInstanceOf(CpuQuotaUnavailable);
      expect(process.getuid?.() !== 0 || !existsSync('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')).toBe(true);
      return;
    }
    expect(cpuGroupOf(pid)).toBe(`/${name}`);
    const v1 = path.join('/sys/fs/cgroup/cpu', name);
    const limit = existsSync(path.join(v1, 'cpu.cfs_quota_us'))
      ? readFileSync(path.join(v1, 'cpu.cfs_quota_us'), 'utf8').trim()
      : readFileSync(path.join('/sys/fs/cgroup', name, 'cpu.max'), 'utf8')
          .trim()
          .split(' ')[0];
    expect(limit).toBe('20000');
    release();
    expect(cpuGroupOf(pid)).toBe('/');
    expect(existsSync(v1) || existsSync(path.join('/sys/fs/cgroup', name))).toBe(false);
  });
});
