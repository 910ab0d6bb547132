/**
 * Memory of a process tree, sampled from /proc (Linux): every `intervalMs` the RSS of the root and of all its
 * descendants is read and summed, and each process's own peak (VmHWM, which the kernel keeps between samples) is
 * remembered. A child that starts and ends between two samples is missed by the sums but not by much else:
 * Astro's build is one long-lived process.
 */
import fs from 'node:fs';

export interface ProcessPeak {
  pid: number;
  command: string;
  /** Highest VmHWM seen for this process, in bytes. */
  hwmBytes: number;
}

export interface TreeMemory {
  samples: number;
  /** Highest sum of RSS over the whole tree (root included), in bytes. */
  peakTreeBytes: number;
  /** Highest sum of RSS over the descendants only (root excluded): e.g. the build a server spawned. */
  peakDescendantsBytes: number;
  /** Highest RSS of the root alone. */
  peakRootBytes: number;
  /** Every process seen, with its own peak (VmHWM). */
  processes: ProcessPeak[];
}

function readStatusKb(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = /^VmRSS:\s+(\d+) kB/m.exec(status);
    const hwm = /^VmHWM:\s+(\d+) kB/m.exec(status);
    return { rss: Number(rss?.[1] ?? 0), hwm: Number(hwm?.[1] ?? 0) };
  } catch {
    return null; // gone between listing and reading
  }
}

function children(pid: number): number[] {
  const out: number[] = [];
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tasks) {
    try {
      const list = fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
      if (list) for (const child of list.split(/\s+/)) out.push(Number(child));
    } catch {
      // thread ended
    }
  }
  return out;
}

/** Every process under `root` (its children, theirs…), from /proc. */
export function descendants(root: number): number[] {
  const out: number[] = [];
  const queue = children(root);
  while (queue.length) {
    const pid = queue.shift()!;
    out.push(pid);
    queue.push(...children(pid));
  }
  return out;
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').slice(0, 160);
  } catch {
    return '?';
  }
}

/** Starts sampling the tree under `rootPid`; `stop()` takes a last sample and returns the peaks. */
export function watchTreeMemory(rootPid: number, intervalMs = 200): { stop: () => TreeMemory } {
  const result: TreeMemory = { samples: 0, peakTreeBytes: 0, peakDescendantsBytes: 0, peakRootBytes: 0, processes: [] };
  const peaks = new Map<number, ProcessPeak>();
  const sample = () => {
    const root = readStatusKb(rootPid);
    if (!root) return;
    let descendantsKb = 0;
    for (const pid of [rootPid, ...descendants(rootPid)]) {
      const kb = pid === rootPid ? root : readStatusKb(pid);
      if (!kb) continue;
      if (pid !== rootPid) descendantsKb += kb.rss;
      const known = peaks.get(pid);
      if (known) known.hwmBytes = Math.max(known.hwmBytes, kb.hwm * 1024);
      else peaks.set(pid, { pid, command: commandOf(pid), hwmBytes: kb.hwm * 1024 });
    }
    result.samples += 1;
    result.peakRootBytes = Math.max(result.peakRootBytes, root.rss * 1024);
    result.peakDescendantsBytes = Math.max(result.peakDescendantsBytes, descendantsKb * 1024);
    result.peakTreeBytes = Math.max(result.peakTreeBytes, (root.rss + descendantsKb) * 1024);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      result.processes = [...peaks.values()].sort((a, b) => b.hwmBytes - a.hwmBytes);
      return result;
    },
  };
}
