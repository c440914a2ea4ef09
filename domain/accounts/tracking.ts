/** Where a visitor came from (SPEC §3): stored on arrival, attached to the member at signup. */
export interface TrackingData {
  readonly network: string | null;
  readonly ref: string | null;
  readonly sub1: string | null;
  readonly sub2: string | null;
  readonly sub3: string | null;
}

/** Query names read for each field, first match wins. */
const SOURCES: Readonly<Record<keyof TrackingData, readonly string[]>> = {
  network: ['network'],
  ref: ['ref'],
  sub1: ['sub1', 'sub', 'aff_sub1', 'aff_sub'],
  sub2: ['sub2', 'aff_sub2'],
  sub3: ['sub3', 'aff_sub3'],
};

/** Every query name that carries tracking data. */
export const TRACKING_PARAMETERS: readonly string[] = Object.values(SOURCES).flat();

export const TRACKING_VALUE_MAX_LENGTH = 100;

/** Networks fill in macros like `{clickid}`; when they do not, the braces arrive around the value. */
export function trackingValue(raw: unknown): string | null {
  const first = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  if (typeof first !== 'string') return null;
  const value = first.trim().replace(/^\{+/, '').replace(/\}+$/, '').trim();
  if (value.length === 0) return null;
  return value.slice(0, TRACKING_VALUE_MAX_LENGTH);
}

/** The tracking data a query carries, or undefined when it carries none. */
export function trackingFromQuery(query: Readonly<Record<string, unknown>>): TrackingData | undefined {
  const pick = (names: readonly string[]): string | null => {
    for (const name of names) {
      if (!Object.prototype.hasOwnProperty.call(query, name)) continue;
      const value = trackingValue(query[name]);
      if (value !== null) return value;
    }
    return null;
  };
  const data: TrackingData = {
    network: pick(SOURCES.network),
    ref: pick(SOURCES.ref),
    sub1: pick(SOURCES.sub1),
    sub2: pick(SOURCES.sub2),
    sub3: pick(SOURCES.sub3),
  };
  return Object.values(data).some((value) => value !== null) ? data : undefined;
}
