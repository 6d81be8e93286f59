/**
 * Public addresses that lead to another page: the browser's router, the embedded server and
 * Firebase Hosting (firebase.json "redirects", kept equal by tests/lint/public-redirects.test.ts)
 * send a visitor on, with the query string.
 */
export const PUBLIC_REDIRECTS = {
  // The old portal's index of the transparency pages (ORIGINAL.md §2): its first page.
  '/keterbukaan-informasi': '/keterbukaan-informasi/anggaran',
} as const satisfies Readonly<Record<string, string>>;
