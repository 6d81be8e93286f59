/** The formats of a transparency page's open data (issue 17 item 6). */
export type OpenDataFormat = 'csv' | 'json';
