// CPU time spent by processes, read from /proc (Linux): on a shared machine, the CPU a request
// costs is steadier than the requests a second it gets.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      // Of the children that have ended (PostgreSQL's backends of closed connections).
      endedChildrenTicks: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null; // gone
  }
}

/** The postmaster of the cluster in `dataDir` and every process it started. */
export function clusterPids(dataDir) {
  const pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  const master = pids.find((p) => {
    try {
      return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(dataDir);
    } catch {
      return false;
    }
  });
  if (!master) return [];
  return [master, ...pids.filter((p) => stat(p)?.ppid === Number(master))];
}

/**
 * Milliseconds of CPU used so far by these processes and by the cluster's, re-listed each time:
 * its live processes, and through the postmaster those that have ended, so that the sum only grows.
 */
export function cpuMs(pids, dataDir) {
  const cluster = dataDir ? clusterPids(dataDir) : [];
  const ended = cluster.length > 0 ? (stat(cluster[0])?.endedChildrenTicks ?? 0) : 0;
  return [...pids.map(String), ...cluster].reduce(
    (ms, p) => ms + (stat(p)?.ticks ?? 0) * TICK_MS,
    ended * TICK_MS,
  );
}

/** The load average of the machine over 1, 5 and 15 minutes, as `uptime` prints it. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
