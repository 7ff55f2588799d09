// CPU time, as Linux counts it in /proc: of the calling thread, or of a whole process (all its
// threads). Wall time on this shared machine says as much about the other jobs as about ours.
import { readFileSync } from 'node:fs';

/** utime + stime (fields 14 and 15) of a /proc stat file, in seconds; null where there is no /proc. */
function cpuSecondsOf(statFile: string): number | null {
  try {
    const stat = readFileSync(statFile, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // fields 14 and 15, clock ticks (USER_HZ = 100)
  } catch {
    return null;
  }
}

export const threadCpuSeconds = () => cpuSecondsOf('/proc/thread-self/stat');
export const processCpuSeconds = (pid: number) => cpuSecondsOf(`/proc/${pid}/stat`);
