/** The state of one schedule, as the operator sees it. */
export interface ScheduleState {
  readonly name: string;
  readonly intervalSeconds: number;
  readonly nextRunAt: Date;
  readonly lastStartedAt: Date | null;
  readonly lastFinishedAt: Date | null;
  /** The outcome of the last run: what it did, or why it failed. */
  readonly lastResult: string | null;
  readonly lastError: string | null;
  /** Failed runs in a row (0 after a good run). */
  readonly failuresInARow: number;
  readonly runs: number;
  /** Set while a run holds the schedule: a run that dies frees it when this passes. */
  readonly runningUntil: Date | null;
}

/**
 * Scheduled work shared by every instance (decision 0042). `claim` is atomic across instances: of all the instances
 * that ask at one due time, exactly one gets the run, and the next run is set at once, so a schedule runs once per
 * interval across the cluster, however many instances there are.
 */
export interface JobSchedules {
  /** Adds the schedule if it is new (first run now), or takes the new interval of an existing one. */
  register(name: string, intervalSeconds: number, now: Date): Promise<void>;
  /** Takes the run if it is due and nobody holds it: true for exactly one caller per due run. */
  claim(name: string, now: Date, leaseSeconds: number): Promise<boolean>;
  finished(name: string, result: string, now: Date): Promise<void>;
  failed(name: string, error: string, now: Date): Promise<void>;
  list(): Promise<ScheduleState[]>;
}
