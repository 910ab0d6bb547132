import fs from 'node:fs';
import { descendants } from './process-memory.ts';

/** Clock ticks per second of /proc/<pid>/stat times: 100 on every Linux build in use (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** CPU time a live process has used, in ms; 0 when it is gone. */
export function processCpuMs(pid: number): number {
  return (cpuTicks(pid) / TICKS_PER_SECOND) * 1000;
}

function cpuTicks(pid: number): number {
  try {
    // Fields after the command (which may hold spaces) start at state; utime, stime, cutime, cstime are 14–17.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
  } catch {
    return 0; // gone between listing and reading
  }
}

/**
 * CPU time used so far by a process tree, in ms (Linux): every thread of the root and of each live descendant, plus
 * the children they have already waited for (an astro build that has finished). Unlike wall time, it barely depends
 * on how busy the machine is.
 */
export function treeCpuMs(root: number): number {
  const ticks = [root, ...descendants(root)].reduce((sum, pid) => sum + cpuTicks(pid), 0);
  return (ticks / TICKS_PER_SECOND) * 1000;
}
