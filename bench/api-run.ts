/** One load run's figures against the booking API: measure-booking-api.ts (autocannon) and paced-saves.ts (paced) answer it. */
export interface ApiRun {
  /** autocannon, closed loop (as fast as answers come back); or paced, open loop (bench/paced-saves.ts). */
  load: 'autocannon' | 'paced';
  connections: number;
  durationS: number;
  /** Requested rate (req/s) or null for as fast as the server answers. */
  overallRate: number | null;
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}
