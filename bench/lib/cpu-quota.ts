import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** No control group could hold the process (not root, no cpu controller, a read-only cgroup fs). */
export class CpuQuotaUnavailable extends Error {
  constructor(reason: string) {
    super(`no CPU limit could be set: ${reason}`);
    this.name = 'CpuQuotaUnavailable';
  }
}

/**
 * Holds a process to a fixed share of the CPU with a Linux control group's CPU bandwidth limit, as if
 * it ran on a machine of its own with `cores` cores (the scale bench, issue 20 item 4: on a 2-core
 * machine an uncapped API process takes a whole core, PostgreSQL and the load generator the other,
 * and "twice the processes" cannot show whether the software scales; capped, each process is one
 * small machine and the ratio measures the software, not the host).
 *
 * cgroup v2 (`cpu.max` under /sys/fs/cgroup, when its `cpu` controller is enabled) or v1
 * (`cpu.cfs_quota_us` under /sys/fs/cgroup/cpu). Writing the pid to `cgroup.procs` moves every
 * thread of the process (its worker threads too). Within each period the process may run
 * `cores × period`, then waits for the next period: the shorter the period, the shorter those waits.
 *
 * @param pid the process to hold.
 * @param cores its share, in cores (0.5 = 50 ms of CPU per 100 ms).
 * @param name the control group's name (one per process).
 * @param periodMs the bandwidth period, milliseconds (1–1,000, the kernel's bounds; default 100, the
 *   kernel's own).
 * @returns a release function that moves the process back to the root group (when it still runs) and
 *   removes the group.
 * @throws RangeError when `cores` is not above 0 or `periodMs` is out of bounds; CpuQuotaUnavailable
 *   when no group could be made (not root, no cpu controller): the caller reports why the capped run
 *   did not run.
 */
export function holdToCores(pid: number, cores: number, name: string, periodMs = 100): () => void {
  if (!(cores > 0)) throw new RangeError(`cores must be above 0, got ${cores}`);
  if (!(periodMs >= 1 && periodMs <= 1000)) throw new RangeError(`periodMs must be 1–1,000, got ${periodMs}`);
  const periodUs = Math.round(periodMs * 1000);
  const quotaUs = Math.round(cores * periodUs);
  const v2Root = '/sys/fs/cgroup';
  const v2 = existsSync(path.join(v2Root, 'cgroup.subtree_control'))
    ? readFileSync(path.join(v2Root, 'cgroup.subtree_control'), 'utf8').split(/\s+/).includes('cpu')
    : false;
  const root = v2 ? v2Root : '/sys/fs/cgroup/cpu';
  if (!v2 && !existsSync(path.join(root, 'cpu.cfs_quota_us'))) {
    throw new CpuQuotaUnavailable('no cgroup cpu controller (neither v2 cpu.max nor v1 cpu.cfs_quota_us)');
  }
  const group = path.join(root, name);
  try {
    mkdirSync(group, { recursive: true });
    if (v2) writeFileSync(path.join(group, 'cpu.max'), `${quotaUs} ${periodUs}`);
    else {
      writeFileSync(path.join(group, 'cpu.cfs_period_us'), String(periodUs));
      writeFileSync(path.join(group, 'cpu.cfs_quota_us'), String(quotaUs));
    }
    writeFileSync(path.join(group, 'cgroup.procs'), String(pid));
  } catch (error) {
    throw new CpuQuotaUnavailable(error instanceof Error ? error.message : String(error));
  }
  return () => {
    try {
      writeFileSync(path.join(root, 'cgroup.procs'), String(pid));
    } catch {
      // The process has exited: the group is empty already.
    }
    try {
      rmdirSync(group);
    } catch {
      // Still busy for a moment after the last task left: the kernel frees it with the next run's.
    }
  };
}
