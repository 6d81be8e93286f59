import { withoutTrailingSlash } from '../site-info';

/**
 * The inventory's addresses: the list (its query in the address is the declared list's,
 * src/shared/public-lists/list-address.ts) and one asset's page, which its QR label encodes.
 */

/** The public list of the inventory. */
export const ASET_LIST_PATH = '/keterbukaan-informasi/inventaris';

/** The public page of one asset: what its QR label opens. */
export const asetPublicPath = (id: string): string => `${ASET_LIST_PATH}/${encodeURIComponent(id)}`;

/** The address a QR label encodes: the site's configured public address, then the page. */
export const asetPublicUrl = (siteUrl: string, id: string): string =>
  `${withoutTrailingSlash(siteUrl)}${asetPublicPath(id)}`;
