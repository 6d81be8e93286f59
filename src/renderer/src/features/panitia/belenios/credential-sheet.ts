import { toCsv, type ExportColumn } from '../../../../../shared/open-data/table-export';
import type { MadeCredential } from './credential-messages';

const COLUMNS: readonly ExportColumn<MadeCredential>[] = [
  { key: 'nim', header: 'NIM', value: (c) => c.nim },
  { key: 'nama', header: 'Nama', value: (c) => c.nama },
  { key: 'kode', header: 'Kode Kredensial', value: (c) => c.kode },
];

/** The CSV the committee hands codes out from: NIM, Nama, Kode Kredensial. */
export const credentialsCsv = (credentials: readonly MadeCredential[]): string =>
  toCsv(COLUMNS, credentials);

export const credentialsFileName = (uuid: string): string => `kredensial-${uuid}.csv`;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A plain printable page of the codes, one row per voter, to cut into slips: printed from its
 * own window so nothing of the portal's layout goes with it.
 */
export function credentialsPrintHtml(
  electionName: string,
  credentials: readonly MadeCredential[],
): string {
  const rows = credentials
    .map(
      (c) =>
        `<tr><td>${escapeHtml(c.nim)}</td><td>${escapeHtml(c.nama)}</td><td class="kode">${escapeHtml(c.kode)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Kredensial Pemilih — ${escapeHtml(electionName)}</title><style>
body{font-family:sans-serif;margin:16mm;color:#000}h1{font-size:16pt;margin:0 0 4pt}p{font-size:10pt;margin:0 0 10pt}
table{border-collapse:collapse;width:100%}td,th{border:1px dashed #555;padding:8pt;font-size:11pt;text-align:left}
.kode{font-family:monospace;font-size:13pt;letter-spacing:1pt}tr{break-inside:avoid}
</style></head><body><h1>Kredensial Pemilih — ${escapeHtml(electionName)}</h1>
<p>Serahkan setiap kode langsung kepada pemilihnya. Kode ini tidak disimpan di mana pun selain berkas ini. Pemilih memasukkannya di bilik suara saat memilih.</p>
<table><thead><tr><th>NIM</th><th>Nama</th><th>Kode Kredensial</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}

/** Opens the sheet in a new window and asks the browser to print it. */
export function printCredentials(electionName: string, credentials: readonly MadeCredential[]) {
  const win = window.open('', '_blank');
  if (!win) return false;
  win.document.open();
  win.document.write(credentialsPrintHtml(electionName, credentials));
  win.document.close();
  win.focus();
  win.print();
  return true;
}
