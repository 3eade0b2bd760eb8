/** The part of autocannon's programmatic API the web bench uses (the package ships no types). */
declare module "autocannon" {
  type Histogram = { average: number; p50: number; p99: number; max: number; total?: number };
  export type AutocannonResult = {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
    [key: `${number}xx`]: number;
  };
  export type AutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
  };
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
