const BASE = 'https://portal.invalid';

/** Sign-in, registration and reset screens, the accounts' and the voters'. */
const ACCOUNT_SCREENS = [
  '/login',
  '/register',
  '/register-panitia',
  '/forgot-password',
  '/login-pemilih',
  '/register-pemilih',
  '/lupa-sandi-pemilih',
  '/reset-sandi-pemilih',
];

/**
 * The `?redirect=` target after sign-in, only when it is a path of this site: it must start with
 * one '/', and resolve to this origin (so '//evil.example' and '/\evil.example', which browsers
 * read as another host, are refused). Account screens are refused too: going back to them after
 * signing in makes no sense.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  // Control characters and backslashes have no business in our paths.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (ACCOUNT_SCREENS.includes(url.pathname)) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * /login, with the page the user was on to return to after signing in again. Here rather than
 * with the inactivity sign-out, so the pages that send a visitor to /login do not download it.
 */
export function loginReturningTo(path: string): string {
  const target = safeRedirectPath(path);
  return target ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}
