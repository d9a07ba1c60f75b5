import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** CPU time used so far by each process of a group, in milliseconds, by pid. */
export type TCpuSample = Map<number, number>;

/** One process as `/proc/{pid}/stat` describes it: its parent, name and CPU time (user + system). */
export function parseStat(text: string, ticksPerSecond: number) {
  // the name is in brackets and may hold spaces or brackets itself: the fields follow the last one
  const close = text.lastIndexOf(')');
  const name = text.slice(text.indexOf('(') + 1, close);
  const fields = text.slice(close + 2).split(' ');
  // fields 4, 14 and 15 of proc(5): the parent's pid, user time and system time, in clock ticks
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { parent: Number(fields[1]), name, ms: (ticks * 1000) / ticksPerSecond };
}

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/**
 * The CPU time of the process `root` with every process under it (the app, or the cluster's
 * balancer and nodes), and of every PostgreSQL process of the machine, from `/proc`; null where
 * there is no `/proc` (not Linux).
 */
export function sampleCpu(root: number): { app: TCpuSample; postgres: TCpuSample } | null {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number);
  } catch {
    return null;
  }
  const processes = new Map<number, ReturnType<typeof parseStat>>();
  for (const pid of pids) {
    try {
      processes.set(pid, parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'), clockTicks()));
    } catch {
      // gone since the listing
    }
  }
  const app: TCpuSample = new Map();
  const postgres: TCpuSample = new Map();
  const under = (pid: number): boolean => {
    for (let at = pid, hops = 0; at > 1 && hops < 64; hops++) {
      if (at === root) return true;
      at = processes.get(at)?.parent ?? 0;
    }
    return false;
  };
  for (const [pid, process] of processes) {
    if (under(pid)) app.set(pid, process.ms);
    else if (process.name === 'postgres') postgres.set(pid, process.ms);
  }
  return { app, postgres };
}

/** The CPU time used between two samples: a process started in between counts from zero. */
export function cpuBetween(before: TCpuSample, after: TCpuSample): number {
  let ms = 0;
  for (const [pid, used] of after) ms += used - (before.get(pid) ?? 0);
  return ms;
}
