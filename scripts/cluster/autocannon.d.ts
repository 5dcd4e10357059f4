// The part of autocannon's result bench:cluster reads (the package ships no types).
declare module 'autocannon' {
  interface Result {
    duration: number;
    errors: number;
    non2xx: number;
    requests: { total: number };
    latency: { p50: number; p90: number; p99: number };
  }
  export default function autocannon(options: Record<string, unknown>): Promise<Result>;
}
