import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time (user + system, ms) a process has used so far. */
export function cpuMsOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // gone in between
  }
}

/** CPU time of each PostgreSQL server process on this machine, by pid. */
export function postgresCpuMs(): Map<number, number> {
  const total = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total.set(Number(entry), cpuMsOf(Number(entry)));
    } catch {
      /* exited */
    }
  }
  return total;
}

/** CPU PostgreSQL spent between two readings, over the processes alive at both (the server's pooled backends). */
export function postgresCpuSince(before: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ms] of postgresCpuMs()) if (before.has(pid)) spent += ms - before.get(pid)!;
  return spent;
}

/** CPU time the whole machine has spent busy so far (all cores; idle and I/O wait excluded), ms. */
export function machineBusyMs(): number {
  const [user, nice, system, , , irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) * TICK_MS;
}

/** Resident memory of a process, in MB. */
export const rssMbOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
