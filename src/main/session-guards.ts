/**
 * Session-wide defences: permissions are denied unless listed here, and the app's own responses
 * carry the Content-Security-Policy. Electron's default grants most permission requests, which an
 * admin tool never needs (camera, geolocation, notifications, HID, …).
 */
import type { Session } from 'electron';
import { isSameOrigin } from './security';

/**
 * The only permission the app's own page may use: writing plain text to the clipboard (copying a
 * ticket ID). Everything else, from any origin, is refused.
 */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

export function isPermissionAllowed(
  permission: string,
  requestingUrl: string | undefined,
  appOrigin: string,
): boolean {
  return (
    ALLOWED_PERMISSIONS.has(permission) &&
    requestingUrl !== undefined &&
    isSameOrigin(requestingUrl, appOrigin)
  );
}

export type ResponseHeaders = Record<string, string | string[]>;

/** The response headers with any CSP the server sent replaced by ours. */
export function withContentSecurityPolicy(
  headers: Record<string, string[]> | undefined,
  policy: string,
): ResponseHeaders {
  const result: ResponseHeaders = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    // Header names are case-insensitive; a leftover lower-case CSP would be enforced too.
    if (name.toLowerCase() !== 'content-security-policy') result[name] = value;
  }
  result['Content-Security-Policy'] = [policy];
  return result;
}

export interface SessionGuardDeps {
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'> & {
    webRequest: Pick<Session['webRequest'], 'onHeadersReceived'>;
  };
  appOrigin: string;
  /** Read on every response: it names the server the user chose, which can change. */
  contentSecurityPolicy: () => string;
}

export function installSessionGuards(deps: SessionGuardDeps): void {
  const { session, appOrigin, contentSecurityPolicy } = deps;

  session.setPermissionRequestHandler((_webContents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, details.requestingUrl, appOrigin));
  });
  session.setPermissionCheckHandler((_webContents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, appOrigin),
  );

  // Covers the dev server (http). Responses of the app: protocol never pass through webRequest;
  // app-protocol.ts attaches the same policy to those itself.
  session.webRequest.onHeadersReceived((details, callback) => {
    if (!isSameOrigin(details.url, appOrigin)) {
      callback({});
      return;
    }
    callback({
      responseHeaders: withContentSecurityPolicy(details.responseHeaders, contentSecurityPolicy()),
    });
  });
}
