import { describe, expect, it } from 'vitest';
import {
  derivePublicCredential,
  isValidPrivateCredential,
  publicCredentialToString,
} from '../../../../../shared/evoting/belenios/credential';
import { BELENIOS_2048 } from '../../../../../shared/evoting/belenios/group';
import type { CredentialMessage } from './credential-messages';
import { credentialsCsv, credentialsPrintHtml } from './credential-sheet';
import { makeCredentials } from './make-credentials';

const UUID = 'zocTYn4H7JSJ9M';
const voters = [
  { voterId: 'v-1', nim: '012300001', nama: 'Ayu Lestari' },
  { voterId: 'v-2', nim: '022300002', nama: '=Bima "Saputra"' },
];

describe('the committee as credential authority', () => {
  it('makes a fresh private credential per voter whose public part belongs to this election', () => {
    const messages: CredentialMessage[] = [];
    makeCredentials(UUID, voters, (m) => messages.push(m));
    const result = messages.at(-1);
    if (result?.type !== 'result') throw new Error('no result');
    expect(result.credentials.map((c) => c.voterId)).toEqual(['v-1', 'v-2']);
    const [first, second] = result.credentials;
    expect(first!.kode).not.toBe(second!.kode);
    for (const c of result.credentials) {
      expect(isValidPrivateCredential(c.kode)).toBe(true);
      expect(c.publik).toBe(
        publicCredentialToString(derivePublicCredential(BELENIOS_2048, UUID, c.kode)),
      );
    }
    // The bar ends full.
    expect(messages.filter((m) => m.type === 'progress').at(-1)).toEqual({
      type: 'progress',
      done: 2,
      total: 2,
    });
  });

  it('throttles progress: at most one message per interval, and always the last', () => {
    const messages: CredentialMessage[] = [];
    makeCredentials(
      UUID,
      [...voters, ...voters, ...voters],
      (m) => messages.push(m),
      () => 0,
    );
    const progress = messages.filter((m) => m.type === 'progress');
    expect(progress).toEqual([
      { type: 'progress', done: 1, total: 6 },
      { type: 'progress', done: 6, total: 6 },
    ]);
  });

  it('writes the CSV with NIM, Nama and the code, formulas neutralised, and escapes the sheet', () => {
    const made = voters.map((v, i) => ({ ...v, kode: `abc-def-ghi-jkm-no${i}`, publik: '1' }));
    const csv = credentialsCsv(made);
    expect(csv).toBe(
      '\uFEFF"NIM","Nama","Kode Kredensial"\r\n' +
        '"012300001","Ayu Lestari","abc-def-ghi-jkm-no0"\r\n' +
        `"022300002","'=Bima ""Saputra""","abc-def-ghi-jkm-no1"\r\n`,
    );
    expect(csv).not.toContain(',"1"');
    const html = credentialsPrintHtml('Pemira <2026>', made);
    expect(html).toContain('Pemira &lt;2026&gt;');
    expect(html).toContain('=Bima &quot;Saputra&quot;');
    expect(html).toContain('Kode ini tidak disimpan di mana pun selain berkas ini.');
  });
});
