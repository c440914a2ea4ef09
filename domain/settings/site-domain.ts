/**
 * A domain the install serves, with the one origin every link to it starts with. Only configured domains are
 * served: a request for any other host gets the default domain's site, and its links, never its own.
 */
export interface SiteDomain {
  /** The host name, lower case, no port: `hartslag.nl`. */
  readonly name: string;
  /** The canonical origin, no trailing slash: `https://hartslag.nl`. */
  readonly baseUrl: string;
}

/** The host name a request names, as configured domains are keyed: lower case, without port or trailing dot. */
export function hostNameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const withoutPort = trimmed.startsWith('[') ? trimmed.replace(/\]:\d+$/, ']') : trimmed.replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
}
