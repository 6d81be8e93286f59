import * as z from 'zod/mini';

/**
 * What the embedded server says about the site itself (GET /api/site): the public address it is
 * configured with (BEM_PUBLIC_URL), for addresses printed on paper, such as the QR codes of asset
 * labels. Null when none is configured: the renderer then uses the address it was opened at.
 */
export const siteInfoSchema = z.object({ publicUrl: z.nullable(z.string()) });
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const SITE_INFO_PATH = '/api/site';

/** An origin-like public address without a trailing slash, so paths append cleanly. */
export const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');
