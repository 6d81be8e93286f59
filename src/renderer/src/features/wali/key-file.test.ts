import { describe, expect, it } from 'vitest';
import { generateThresholdSeed } from '../../../../shared/evoting/belenios/threshold-trustee';
import {
  KEY_FILE_KIND,
  KEY_FILE_MAX_BYTES,
  KEY_FILE_TEXT,
  keyFileName,
  keyFileText,
  readKeyFile,
  readPickedKeyFile,
} from './key-file';

const view = { uuid: 'Uji7Wali8Kunci', posisi: 2, namaPemilihan: 'Pemira Uji' };
const seed = generateThresholdSeed();

describe('the trustee key file', () => {
  it('is named by the election and the position and holds the seed with an Indonesian hint', () => {
    expect(keyFileName(view)).toBe('kunci-wali-Uji7Wali8Kunci-2.json');
    const json = JSON.parse(keyFileText(view, seed)) as Record<string, unknown>;
    expect(json).toMatchObject({
      jenis: KEY_FILE_KIND,
      uuid: view.uuid,
      posisi: 2,
      namaPemilihan: 'Pemira Uji',
      benih: seed,
    });
    expect(json.petunjuk).toMatch(/Jangan kirim ke siapa pun, termasuk panitia/);
  });

  it('reads back its own seed', () => {
    expect(readKeyFile(keyFileText(view, seed), view)).toEqual({ seed });
  });

  it('refuses another file, another election and another position, saying which', () => {
    expect(readKeyFile('not json', view)).toEqual({ problem: KEY_FILE_TEXT.notKeyFile });
    expect(readKeyFile('{"jenis":"lain"}', view)).toEqual({ problem: KEY_FILE_TEXT.notKeyFile });
    const broken = keyFileText(view, seed).replace(seed, 'pendek');
    expect(readKeyFile(broken, view)).toEqual({ problem: KEY_FILE_TEXT.notKeyFile });
    expect(readKeyFile(keyFileText({ ...view, uuid: 'LainLainLain12' }, seed), view)).toEqual({
      problem: KEY_FILE_TEXT.otherElection,
    });
    expect(readKeyFile(keyFileText({ ...view, posisi: 3 }, seed), view)).toEqual({
      problem: 'Berkas kunci ini milik wali 3, sedangkan Anda wali 2.',
    });
  });

  it('refuses a picked file too large to be a key file without reading it', async () => {
    const big = new File([new Uint8Array(KEY_FILE_MAX_BYTES + 1)], 'besar.json');
    expect(await readPickedKeyFile(big, view)).toEqual({ problem: KEY_FILE_TEXT.notKeyFile });
    const own = new File([keyFileText(view, seed)], keyFileName(view));
    expect(await readPickedKeyFile(own, view)).toEqual({ seed });
  });
});
