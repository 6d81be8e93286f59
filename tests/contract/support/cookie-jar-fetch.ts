/**
 * A fetch that keeps cookies as one browser would for one origin (Node's fetch keeps none), so
 * the http Backend's cookie sessions work in a contract test: what Set-Cookie sets is sent back,
 * what it clears (an empty value or Max-Age=0) is forgotten.
 */
export function cookieJarFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0)
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (!value || expired) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
}
