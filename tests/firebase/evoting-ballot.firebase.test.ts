/**
 * The ballot on the Firebase adapter (backend/firebase/ballot-*.ts) against the Auth and Firestore
 * emulators with the project's firestore.rules, as people would use it: the committee prepares and
 * opens an election, two verified voters cast (one is refused a second time, a waiting one is
 * refused), the committee sees the turnout and nothing else, cannot publish while it is open,
 * closes and publishes; then anyone reads the counts, finds the receipts and recomputes the
 * fingerprint. Skipped, with the reason printed, where the emulators do not run.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/renderer/src/backend/contract';
import type { CommitteeElection, VoterElection } from '../../src/shared/evoting/election-views';
import { BOOTH_MESSAGES, RECEIPT_PATTERN, type BoothView } from '../../src/shared/evoting/ballot';
import { VOTER_MESSAGES, type VoterRegistration } from '../../src/shared/evoting/voter';
import {
  ballotFingerprint,
  PUBLISH_MESSAGES,
  type ElectionResults,
} from '../../src/shared/evoting/results';
import { emulatorClient, signedInAs } from './emulator-clients';
import { EMULATOR_PROJECT_ID } from './emulator-config';
import { skipReason } from './emulators';
import { liveValue } from '../support/live-first-value';

const skip = skipReason(['auth', 'firestore'], 'Uji surat suara di Firebase (Firestore)');
const HOUR = 3_600_000;

// The emulators answer more slowly than the embedded server.
const valueOf: typeof liveValue = (watch, check, ms = 5_000) => liveValue(watch, check, ms);

const candidate = (nomor: number) => ({
  nomor,
  nama: `Calon ${nomor}`,
  namaWakil: null,
  foto: null,
  visi: 'Visi',
  misi: 'Misi',
});

let serial = 0;
const registration = (): VoterRegistration => {
  serial += 1;
  const tag = `${String(serial).padStart(2, '0')}${String(Date.now() % 1000).padStart(3, '0')}`;
  return {
    namaLengkap: `Pemilih Surat Suara ${tag}`,
    nim: `0199${tag}`,
    prodi: 'Teknokimia Nuklir',
    email: `surat-suara-${tag}-${process.pid}@uji.test`,
    password: 'kunci-surat-suara-1',
    setujuSyarat: true,
  };
};

describe.skipIf(skip !== null)('the ballot on Firebase (emulators)', () => {
  let cleanup: () => Promise<void> = async () => {};
  let master: Backend;
  let panitia: Backend;
  let putOnRoll: (
    eventId: string,
    voter: { id: string; email: string; nim: string; namaLengkap: string },
    status: string,
  ) => Promise<void> = async () => {};
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
    // The roll is the committee's import (its own tests); here entries are written past the rules.
    putOnRoll = (eventId, voter, status) =>
      env.withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(context.firestore(), 'pemilihan_events', eventId, 'pemilih', voter.id), {
          voterId: voter.id,
          namaLengkap: voter.namaLengkap,
          nim: voter.nim,
          prodi: 'Teknokimia Nuklir',
          // A committee's entry never copies the voter's e-mail (firestore.rules isCommitteeRollEntry).
          email: null,
          status,
          alasanPenolakan: null,
          sumber: 'panitia',
          dibuatPada: Timestamp.now(),
          diputuskanPada: Timestamp.now(),
        });
      });
  }, 60_000);
  afterAll(() => cleanup());

  it('casts once per voter, keeps the counts closed, publishes after the end', async () => {
    const request = await panitia.evoting.submitRequest({
      organisasiId: 'bem-km',
      namaPemilihan: 'Pemira Uji Surat Suara',
      deskripsi: '',
      tautanDokumen: 'https://drive.google.com/pengesahan',
    });
    const { id: eventId } = await master.evoting.approveRequest(request.id, []);
    await madeBefore(eventId);
    await panitia.committee.setSchedule(eventId, {
      mulai: new Date(Date.now() + HOUR).toISOString(),
      selesai: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    for (const nomor of [1, 2]) await panitia.committee.createCandidate(eventId, candidate(nomor));

    const voters = [emulatorClient(), emulatorClient(), emulatorClient()];
    const profiles = [];
    for (const client of voters) profiles.push(await client.voters.register(registration()));
    await putOnRoll(eventId, profiles[0]!, 'terverifikasi');
    await putOnRoll(eventId, profiles[1]!, 'terverifikasi');
    await putOnRoll(eventId, profiles[2]!, 'menunggu');
    const [siti, budi, waiting] = voters as [Backend, Backend, Backend];

    const before = await valueOf<BoothView>((o) => siti.ballot.watchBooth(eventId, o));
    expect(before).toMatchObject({ kind: 'ditolak', alasan: 'belum-dibuka' });
    await panitia.committee.openNow(eventId, null);

    const booth = await valueOf<BoothView>(
      (o) => siti.ballot.watchBooth(eventId, o),
      (v) => v.kind === 'terbuka',
    );
    expect(booth.kind === 'terbuka' && booth.candidates.map((c) => c.nomor)).toEqual([1, 2]);
    expect(booth).toMatchObject({ abstain: true });

    const first = await siti.ballot.cast(eventId, '2');
    expect(first.kodeTanda).toMatch(RECEIPT_PATTERN);
    await expect(siti.ballot.cast(eventId, '1')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: BOOTH_MESSAGES['sudah-memilih'],
    });
    const second = await budi.ballot.cast(eventId, 'abstain');
    await expect(waiting.ballot.cast(eventId, '1')).rejects.toMatchObject({
      message: BOOTH_MESSAGES['belum-diverifikasi'],
    });
    const after = await valueOf<BoothView>(
      (o) => siti.ballot.watchBooth(eventId, o),
      (v) => v.kind === 'ditolak',
    );
    // The voter's own receipt, again (issue 33, item 5): from their own has-voted record.
    expect(after).toMatchObject({ alasan: 'sudah-memilih', kodeTanda: first.kodeTanda });
    expect(after.kind === 'ditolak' && after.votedAt).toBeTruthy();
    const mine = await valueOf<VoterElection[]>(
      (o) => siti.voterElections.watchMine(o),
      (l) => l.length > 0,
    );
    expect(mine.find((e) => e.id === eventId)).toMatchObject({ sudahMemilih: true });

    // The committee: turnout, and no way to the counts or to publishing while open.
    const summary = await valueOf<CommitteeElection>(
      (o) => panitia.committee.watchElection(eventId, o),
      (e) => e.sudahMemilih === 2,
    );
    expect(summary).toMatchObject({ jumlahPemilih: 2, sudahMemilih: 2 });
    await expect(panitia.ballot.publishResults(eventId)).rejects.toMatchObject({
      message: PUBLISH_MESSAGES.notClosed,
    });
    const visitor = emulatorClient();
    expect(
      await valueOf<ElectionResults | null>((o) => visitor.ballot.watchResults(eventId, o)),
    ).toBeNull();

    await panitia.committee.closeNow(eventId);
    const results = await panitia.ballot.publishResults(eventId);
    expect(results.kandidat.map((c) => [c.nomor, c.suara])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(results).toMatchObject({ abstain: 1, suaraMasuk: 2, jumlahPemilih: 2 });
    expect(results.kodeTanda).toEqual([first.kodeTanda, second.kodeTanda].sort());
    expect(results.sidikJari).toBe(
      await ballotFingerprint(results.kodeTanda, results.kandidat, results.abstain),
    );
    await expect(master.ballot.publishResults(eventId)).rejects.toMatchObject({
      message: PUBLISH_MESSAGES.alreadyPublished,
    });

    const seen = await valueOf<ElectionResults | null>(
      (o) => visitor.ballot.watchResults(eventId, o),
      (r) => r !== null,
    );
    expect(seen).toEqual(results);
    expect(JSON.stringify(seen)).not.toContain(profiles[0]!.nim);
  });

  it('keeps a verified voter’s name, NIM and programme while the election has not closed', async () => {
    // Issue 33, item 2: the adapter's check (voter-identity-lock.ts), with the server's message.
    const request = await panitia.evoting.submitRequest({
      organisasiId: 'bem-km',
      namaPemilihan: 'Pemira Uji Nama Terkunci',
      deskripsi: '',
      tautanDokumen: 'https://drive.google.com/pengesahan',
    });
    const { id: eventId } = await master.evoting.approveRequest(request.id, []);
    await madeBefore(eventId);
    await panitia.committee.setSchedule(eventId, {
      mulai: new Date(Date.now() + HOUR).toISOString(),
      selesai: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    const client = emulatorClient();
    const profile = await client.voters.register(registration());
    const edit = (namaLengkap: string) =>
      client.voters.updateProfile({
        namaLengkap,
        nim: profile.nim,
        prodi: profile.prodi,
        foto: null,
      });
    // Waiting for verification: the name may change.
    await putOnRoll(eventId, profile, 'menunggu');
    await expect(edit('Nama Saat Menunggu')).resolves.toMatchObject({
      namaLengkap: 'Nama Saat Menunggu',
    });
    // Verified: refused on the name's field, with the same message as for the NIM.
    await putOnRoll(eventId, profile, 'terverifikasi');
    await expect(edit('Nama Sesudah Verifikasi')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: VOTER_MESSAGES.identityLocked,
      fields: { namaLengkap: VOTER_MESSAGES.identityLocked },
    });
    // The same name, with the spaces the form trims, is no change.
    await expect(edit('  Nama Saat Menunggu ')).resolves.toMatchObject({
      namaLengkap: 'Nama Saat Menunggu',
    });
    // Once it is over, the name may change again.
    for (const nomor of [1, 2]) await panitia.committee.createCandidate(eventId, candidate(nomor));
    await panitia.committee.openNow(eventId, null);
    await panitia.committee.closeNow(eventId);
    await expect(edit('Nama Sesudah Pemilihan')).resolves.toMatchObject({
      namaLengkap: 'Nama Sesudah Pemilihan',
    });
  });
});
