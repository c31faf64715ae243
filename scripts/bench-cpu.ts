/**
 * CPU per request: the server process's CPU time (user + system, from /proc) over N sequential requests
 * to one page, divided by N. Unlike wall time it moves little with the machine's load; on the embedded
 * database it includes the database's worker thread, on PostgreSQL not the server's own processes.
 * Requests ask for compression as a browser does, so the compressor's share counts.
 */
import fs from "node:fs";

/** CLK_TCK on Linux. */
const TICKS_PER_SECOND = 100;

/** The process's CPU time so far, in milliseconds. */
export function processCpuMs(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // the fields after the command's closing parenthesis start at the 3rd (state): utime is the 14th, stime the 15th
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

export async function cpuPerRequest(pid: number, url: string, cookie: string | undefined, requests = 100, warmUp = 10) {
  const get = async () => {
    const res = await fetch(url, {
      headers: { "accept-encoding": "br, gzip", ...(cookie ? { cookie } : {}) },
    });
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
    await res.arrayBuffer();
  };
  // warm: the route's modules, its statements' plans, the formatters
  for (let i = 0; i < warmUp; i++) await get();
  const before = processCpuMs(pid);
  for (let i = 0; i < requests; i++) await get();
  return (processCpuMs(pid) - before) / requests;
}
