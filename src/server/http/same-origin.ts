/** What the CSRF check needs of a request: its origin as Fastify sees it (trustProxy honoured). */
export interface RequestOrigin {
  protocol: string;
  host: string;
}

/** Scheme, host and port of an absolute URL; undefined for garbage and opaque origins ("null"). */
function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Which page origins may send cookie-authenticated changes: the portal's own, compared by
 * scheme, host and port (the full origin, not the host alone). That is BEM_PUBLIC_URL's origin
 * when it is set, and the origin the request itself was made to (a portal reached by another
 * name on the LAN). An https portal never accepts an http page of the same host: over plain
 * http anyone on the network can write that page. `trustedOrigins` (the desktop app) pass as is.
 */
export function createOriginPolicy(options: {
  trustedOrigins: readonly string[];
  publicUrl: string | undefined;
}) {
  const trusted = new Set(options.trustedOrigins);
  const publicOrigin = options.publicUrl ? originOf(options.publicUrl) : undefined;
  const httpsPortal = publicOrigin?.startsWith('https:') ?? false;
  /** `source` is an Origin header or, when a browser sent none, the Referer. */
  return (request: RequestOrigin, source: string): boolean => {
    if (trusted.has(source)) return true;
    const origin = originOf(source);
    if (!origin) return false;
    if (origin === publicOrigin) return true;
    if (httpsPortal && origin.startsWith('http:')) return false;
    return origin === originOf(`${request.protocol}://${request.host}`);
  };
}
