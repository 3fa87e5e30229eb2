// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Requests per second from all connections together; unset sends as fast as the server answers. */
    overallRate?: number;
    /** Each request of a connection in turn; setupRequest may change it before it is sent. */
    requests?: (Partial<Request> & { setupRequest?: (request: Request) => Request })[];
  }
  export interface Request {
    method?: string;
    path?: string;
    body?: string;
    headers: Record<string, string>;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
