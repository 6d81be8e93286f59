import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { foundVoterFromDoc, storedLookupKey, voterLookupDoc, voterLookupKey } from './voter-lookup';

const ani = { nim: '012300001', namaLengkap: 'Ani  Lestari', prodi: 'Teknokimia Nuklir' as const };
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the voter lookup document', () => {
  it('is keyed by the SHA-256 of the NIM and the normalised name, as the rules recompute it', async () => {
    const { key, data } = await voterLookupDoc('v1', ani);
    expect(key).toBe(sha256('012300001:ani lestari'));
    // The rules' check: hashing.sha256(nim + ':' + kunciNama), lowercase hex.
    expect(key).toBe(sha256(`${String(data['nim'])}:${String(data['kunciNama'])}`));
    expect(data).toEqual({
      uid: 'v1',
      nim: '012300001',
      namaLengkap: 'Ani  Lestari',
      prodi: 'Teknokimia Nuklir',
      kunciNama: 'ani lestari',
    });
    expect(Object.keys(data)).not.toContain('email');
  });

  it('is found with every spelling the match forgives, and not without the name', async () => {
    const key = await voterLookupKey(ani.nim, ani.namaLengkap);
    expect(await voterLookupKey(ani.nim, ' ANI lestari ')).toBe(key);
    expect(await voterLookupKey(ani.nim, 'Ani Lestary')).not.toBe(key);
    expect(await voterLookupKey(ani.nim, '')).not.toBe(key);
    expect(await voterLookupKey('012300002', ani.namaLengkap)).not.toBe(key);
  });

  it('gives a found voter only for its own NIM under the name the committee typed', async () => {
    const { data } = await voterLookupDoc('v1', ani);
    expect(foundVoterFromDoc(data, ani.nim, 'ani lestari')).toEqual({
      id: 'v1',
      nim: '012300001',
      namaLengkap: 'Ani  Lestari',
      prodi: 'Teknokimia Nuklir',
    });
    expect(foundVoterFromDoc(data, '012300002', 'ani lestari')).toBeNull();
    // A hashed name that is not the voter's (a document written outside the portal) finds nobody.
    expect(foundVoterFromDoc({ ...data, namaLengkap: 'Budi' }, ani.nim, 'ani lestari')).toBeNull();
    expect(foundVoterFromDoc(undefined, ani.nim, 'ani lestari')).toBeNull();
    expect(foundVoterFromDoc({ ...data, uid: 'a/b' }, ani.nim, 'ani lestari')).toBeNull();
  });

  it('reads the key a voter record names, or none for a record made before it', () => {
    const key = 'a'.repeat(64);
    expect(storedLookupKey({ kunciPencarian: key })).toBe(key);
    expect(storedLookupKey({})).toBeNull();
    expect(storedLookupKey({ kunciPencarian: 'voter_lookup/x' })).toBeNull();
    expect(storedLookupKey(undefined)).toBeNull();
  });
});
