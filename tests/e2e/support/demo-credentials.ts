import fs from 'node:fs';
import path from 'node:path';

/**
 * A demo voter's credential code for the open Pemira, read from the committee's hand-out in
 * docs/demo/ (kredensial-{uuid}.csv, named in the README's demo table) as a newcomer reads it:
 * the booth asks for it, since no browser of the test kept it.
 */
export function demoCredentialCode(nim: string): string {
  const records = JSON.parse(
    fs.readFileSync(path.resolve('src/server/seed/demo-belenios-rekaman.json'), 'utf8'),
  ) as Record<string, { uuid: string }>;
  const uuid = records['Pemilihan Raya Ketua dan Wakil Ketua BEM KM 2026']?.uuid;
  const csv = fs.readFileSync(path.resolve(`docs/demo/kredensial-${uuid}.csv`), 'utf8');
  const row = csv
    .split('\r\n')
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')))
    .find(([rowNim]) => rowNim === nim);
  if (!row?.[2]) throw new Error(`Tidak ada kode kredensial untuk NIM ${nim} di ${uuid}.`);
  return row[2];
}
