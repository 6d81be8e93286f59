/**
 * E-voting on the Firebase adapter (backend/firebase/evoting-*.ts) against the Auth and Firestore
 * emulators with the project's firestore.rules, as users would: a committee account requests an
 * election, the master approves it (one batch), the committee schedules it and adds a candidate,
 * opens it, and is then refused a candidate change with the shared message; another committee
 * is refused the area; the public list shows public fields only. Skipped with the printed reason
 * where the emulators do not run.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/renderer/src/backend/contract';
import type { PublicElection } from '../../src/shared/evoting/election';
import { BELENIOS_MESSAGES } from '../../src/shared/evoting/belenios-election';
import { ELECTION_MESSAGES } from '../../src/shared/evoting/election-state';
import { emulatorClient, signedInAs } from './emulator-clients';
import { EMULATOR_PROJECT_ID } from './emulator-config';
import { skipReason } from './emulators';
import { liveValue } from '../support/live-first-value';

const skip = skipReason(['auth', 'firestore'], 'Uji e-voting di Firebase (Firestore)');
const HOUR = 3_600_000;

// The emulators answer more slowly than the embedded server.
const valueOf: typeof liveValue = (watch, check, ms = 5_000) => liveValue(watch, check, ms);

const CANDIDATE = {
  nomor: 1,
  nama: 'Calon Ketua',
  namaWakil: 'Calon Wakil',
  foto: null,
  visi: 'Visi',
  misi: 'Misi',
};

describe.skipIf(skip !== null)('e-voting on Firebase (emulators)', () => {
  let cleanup: () => Promise<void> = async () => {};
  let master: Backend;
  let panitia: Backend;
  let otherPanitia: Backend;
  let seedRoll: (eventId: string) => Promise<void> = async () => {};
  let madeBefore: (eventId: string) => Promise<void> = async () => {};

  beforeAll(async () => {
    const { initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
    const { deleteField, doc, setDoc, Timestamp, updateDoc } = await import('firebase/firestore');
    const env = await initializeTestEnvironment({
      projectId: EMULATOR_PROJECT_ID,
      firestore: { rules: fs.readFileSync('firestore.rules', 'utf8') },
    });
    await env.clearFirestore();
    cleanup = () => env.cleanup();
    const writeProfile = (uid: string, profile: Record<string, unknown>) =>
      env.withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(context.firestore(), 'users', uid), profile);
      });
    // These tests follow the plaintext ballot: an election made before trustees became
    // mandatory, which has no `terenkripsi` mark (removed here past the rules).
    madeBefore = (eventId) =>
      env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(doc(context.firestore(), 'pemilihan_events', eventId), {
          terenkripsi: deleteField(),
        });
      });
    master = await signedInAs('master', writeProfile);
    panitia = await signedInAs('panitia', writeProfile);
    otherPanitia = await signedInAs('panitia', writeProfile);
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'organisations', 'hima-tkn'), {
        nama: 'HIMA Teknokimia Nuklir',
        jenis: 'HIMA',
        singkatan: 'HIMA TKN',
        logo: null,
        deskripsi: '',
        email: '',
        whatsapp: '',
        instagram: '',
        website: '',
        published: true,
        position: 0,
      });
    });
    // The roll is the voters' part's to fill (the committee finds a voter by NIM and name through
    // voter_lookup); here one verified voter is written past the rules, as an import leaves it.
    seedRoll = (eventId) =>
      env.withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(context.firestore(), 'pemilihan_events', eventId, 'pemilih', 'v1'), {
          voterId: 'v1',
          namaLengkap: 'Siti Pemilih',
          nim: '012300001',
          prodi: 'Teknokimia Nuklir',
          email: null,
          status: 'terverifikasi',
          alasanPenolakan: null,
          sumber: 'panitia',
          dibuatPada: Timestamp.now(),
          diputuskanPada: Timestamp.now(),
        });
      });
  }, 60_000);
  afterAll(() => cleanup());

  it('requests, approves, prepares, opens, and then refuses a candidate change', async () => {
    const request = await panitia.evoting.submitRequest({
      organisasiId: 'hima-tkn',
      namaPemilihan: 'Pemilihan Ketua HIMA TKN',
      deskripsi: 'Periode 2027',
      tautanDokumen: 'https://drive.google.com/pengesahan',
    });
    expect(request).toMatchObject({ status: 'menunggu', penyelenggara: 'HIMA Teknokimia Nuklir' });
    await expect(panitia.evoting.approveRequest(request.id, [])).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    const approved = await master.evoting.approveRequest(request.id, []);
    expect(approved).toMatchObject({ id: request.id, state: 'draf', abstain: true });
    const eventId = approved.id;
    await expect(otherPanitia.committee.setAbstain(eventId, false)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    const mulai = new Date(Date.now() + HOUR).toISOString();
    const selesai = new Date(Date.now() + 2 * HOUR).toISOString();
    // A new election is a Belenios election: no schedule before its trustees are named.
    await expect(panitia.committee.setSchedule(eventId, { mulai, selesai })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: BELENIOS_MESSAGES.trusteesRequired,
    });
    await madeBefore(eventId);
    expect(await panitia.committee.setSchedule(eventId, { mulai, selesai })).toMatchObject({
      state: 'dijadwalkan',
    });
    await panitia.committee.createCandidate(eventId, CANDIDATE);
    await seedRoll(eventId);

    const list = await valueOf<PublicElection[]>(
      (o) => emulatorClient().evoting.watchPublicList({ q: 'hima', status: 'semua' }, o),
      (l) => l.some((e) => e.id === eventId),
    );
    const shown = list.find((e) => e.id === eventId);
    expect(Object.keys(shown ?? {}).sort()).toEqual(
      [
        'deskripsi',
        'hasilDipublikasikan',
        'id',
        'jumlahKandidat',
        'mulai',
        'nama',
        'penyelenggara',
        'selesai',
        'state',
      ].sort(),
    );
    expect(JSON.stringify(list)).not.toContain('012300001');

    expect(await panitia.committee.openNow(eventId, null)).toMatchObject({ state: 'berlangsung' });
    await expect(
      panitia.committee.updateCandidate(eventId, '1', { ...CANDIDATE, nama: 'Lain' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: ELECTION_MESSAGES.frozen });
    expect(
      await panitia.committee.extend(eventId, new Date(Date.now() + 3 * HOUR).toISOString()),
    ).toMatchObject({ state: 'berlangsung' });
  });
});
