/**
 * Where to load a stored image or PDF from, known without waiting for the backend's code: stored
 * addresses are `/api/…` paths on the embedded server, prefixed with `base` (its origin in the
 * desktop app, '' on a page the server itself serves), and absolute download links on Firebase,
 * used as they are. The server's HTML and the first render in the browser use the same base, so
 * the picture is in the HTML and hydration keeps it.
 */
export const storedFileSrc = (base: string, url: string): string =>
  url.startsWith('/') ? `${base}${url}` : url;
