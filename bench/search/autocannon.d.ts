// autocannon ships no types; the benchmarks use this much of it.
declare module 'autocannon' {
  export type TResult = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** the count of each status code answered */
    statusCodeStats: Record<string, { count: number }>;
  };
  type TRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** each request goes through setupRequest, which may change its path, headers and body */
    requests?: (TRequest & { setupRequest?: (request: TRequest) => TRequest })[];
  }): Promise<TResult>;
}
