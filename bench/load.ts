/** A small closed-loop load generator: `concurrency` clients each send the next URL as soon as the last returns. */
export type Result = {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function load(urls: string[], opts: { concurrency: number; seconds: number }): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const until = started + opts.seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const url = urls[next++ % urls.length] as string;
      const t0 = performance.now();
      try {
        const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
        await res.arrayBuffer();
        if (res.status >= 400) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
    rps: latencies.length / seconds,
  };
}
