// autocannon ships no types; the benchmark uses this much of it.
declare module 'autocannon' {
  type TResult = {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
  }): Promise<TResult>;
}
