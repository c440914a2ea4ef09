/** Time comes from a port so every rule is testable at any instant. */
export interface Clock {
  now(): Date;
}
