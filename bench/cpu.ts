/**
 * CPU time of the benchmark's processes, read from /proc (Linux): the figure that holds while
 * other work shares the cores, where throughput and latency do not.
 */
import { readdir, readFile } from 'node:fs/promises';

/**
 * CPU time (ms) used so far by a process and every process it started (the server and its
 * workers; the database server and its backends), from /proc: the figure that holds while other
 * work shares the cores, where throughput and latency do not.
 */
export async function cpuMsOfTree(root: number): Promise<number> {
  const stats = new Map<number, { ppid: number; ms: number }>();
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, and cutime and cstime (children that ended and were waited for: a
    // database backend that closed), in clock ticks (100 a second on Linux).
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    stats.set(Number(entry), { ppid: Number(fields[1]), ms: ticks * 10 });
  }
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { ppid }] of stats) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree].reduce((sum, pid) => sum + (stats.get(pid)?.ms ?? 0), 0);
}

/** The processes whose CPU a run counts: the server's, and PostgreSQL's when it runs on this machine. */
export interface CpuRoots {
  server: number;
  database?: number;
}
