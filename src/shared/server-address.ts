/**
 * The desktop app's server address: what the user may type, and what the setup screen says about
 * it. Main checks the same rules before it remembers an address.
 */
import type { ServerAddressProblem } from './platform';

/** The longest server address accepted from the user. */
export const MAX_SERVER_ADDRESS_LENGTH = 2_048;

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);

/** Loopback only: a session token may travel in clear text to this same computer, nowhere else. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/**
 * A server address as the user typed it, reduced to its origin. https anywhere; http only for a
 * server on this computer, because the desktop app sends its session token with every request.
 */
export function parseServerAddress(
  raw: string,
): { ok: true; origin: string } | { ok: false; reason: 'invalid-url' | 'insecure' } {
  const text = raw.trim();
  if (!text || text.length > MAX_SERVER_ADDRESS_LENGTH) return { ok: false, reason: 'invalid-url' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, reason: 'invalid-url' };
  }
  if (url.username || url.password) return { ok: false, reason: 'invalid-url' };
  if (url.protocol === 'https:') return { ok: true, origin: url.origin };
  if (url.protocol === 'http:')
    return isLoopbackHost(url.hostname)
      ? { ok: true, origin: url.origin }
      : { ok: false, reason: 'insecure' };
  return { ok: false, reason: 'invalid-url' };
}

/** What the server-address screen says for each answer of main. */
export const SERVER_ADDRESS_MESSAGES: Record<ServerAddressProblem | 'blocked', string> = {
  'invalid-url': 'Alamat server tidak valid. Contoh: https://portal.bem-poltek-nuklir.ac.id',
  insecure:
    'Gunakan alamat yang diawali https://. Alamat http:// hanya diizinkan untuk server di komputer ini (localhost).',
  unreachable: 'Server tidak dapat dihubungi. Periksa alamat dan koneksi jaringan Anda.',
  'not-portal': 'Alamat ini dapat dihubungi, tetapi bukan server Portal BEM KM.',
  blocked: 'Permintaan ditolak oleh aplikasi.',
};
