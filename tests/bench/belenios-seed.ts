import { randomUUID } from 'node:crypto';
import { generatePrivateCredential } from '../../src/shared/evoting/belenios/credential';
import { parseElection } from '../../src/shared/evoting/belenios/election';
import { BELENIOS_2048 } from '../../src/shared/evoting/belenios/group';
import {
  computePartialDecryption,
  parseEncryptedTally,
  serializePartialDecryption,
} from '../../src/shared/evoting/belenios/partial-decryption';
import {
  openDecryptionKeyShare,
  thresholdStep3,
  thresholdStep5,
} from '../../src/shared/evoting/belenios/threshold-keygen';
import {
  generateThresholdSeed,
  makeCertificate,
  serializeSignedMessage,
  signedMessageFromJson,
} from '../../src/shared/evoting/belenios/threshold-trustee';
import { BELENIOS_LIMITS } from '../../src/shared/evoting/belenios-election';
import { voterCookieName } from '../../src/server/http/session-cookie';
import type { TempServer } from '../support/temp-server';
import { beleniosPool } from './belenios-pool';

/**
 * The Belenios elections of the bench (belenios-load.ts), made in the bench server's process
 * (bench-server.ts, asked over IPC) through the same services the routes call: a committee, three
 * candidates with abstain, three trustees (the committee and two witnesses, threshold 2) whose key
 * generation runs here step by step as their browsers would, the verified roll with a voter
 * session each and a private credential each whose public part the committee registers as the
 * credential authority while the election is scheduled, then "Buka sekarang". The trustees' seeds
 * stay in this process (their key files): `decryptBelenios` later computes and submits two
 * partial decryptions with them, as two trustees' browsers would after the close.
 */

export interface BeleniosVoterFixture {
  voterId: string;
  /** The voter session cookie (`name=value`). */
  cookie: string;
  /** The private credential (what the voter's card or browser holds). */
  credential: string;
}

/** What the benchmark's process gets back. */
export interface BeleniosFixture {
  eventId: string;
  uuid: string;
  committeeToken: string;
  /** election.json as published at opening: ballots are made under it. */
  electionJson: string;
  /** The candidates' names in ballot-number order (the booth shows them). */
  candidates: string[];
  voters: BeleniosVoterFixture[];
}

const TRUSTEES = 3;
const THRESHOLD = 2;
const CANDIDATES = 3;

/** Elections seeded so far in this process (their voters' NIMs differ by it). */
let seeded = 0;

/** The trustees' seeds (their key files) by election, kept for the decryption. */
const trusteeSeeds = new Map<string, string[]>();

export async function seedBeleniosElection(
  server: TempServer,
  options: { voters: number; name: string },
): Promise<BeleniosFixture> {
  const { services } = server;
  const { evoting } = services;
  const { belenios } = evoting;
  const committee = services.users.insert({
    email: `panitia-belenios-${randomUUID()}@uji.test`,
    passwordHash: 'x',
    role: 'panitia_requestor',
    namaTampilan: 'Panitia Bench Belenios',
  });
  const master = services.users.findByEmail('master@bem.demo')!;
  const request = evoting.requestService.submit(committee, {
    organisasiId: 'bem-km',
    namaPemilihan: options.name,
    deskripsi: 'Pemilihan benchmark dengan surat suara terenkripsi.',
    tautanDokumen: 'https://contoh.id/surat',
  });
  const eventId = evoting.requestService.approve(master, request.id, { panitiaTambahan: [] }).id;
  const candidates = Array.from({ length: CANDIDATES }, (_, i) => `Calon Bench ${i + 1}`);
  const tag = randomUUID().slice(0, 8);
  seeded += 1;
  const sequence = seeded;
  const voterIds: string[] = [];
  server.db.transaction(() => {
    candidates.forEach((nama, i) =>
      evoting.candidates.insert(eventId, {
        nomor: i + 1,
        nama,
        namaWakil: null,
        foto: null,
        visi: 'Visi',
        misi: 'Misi',
      }),
    );
    const at = new Date().toISOString();
    for (let n = 1; n <= options.voters; n += 1) {
      const serial = String(n).padStart(5, '0');
      const made = services.voters.insert({
        email: `belenios-${tag}-${serial}@uji.test`,
        // Unique across the bench's elections: 02, the election's sequence number, the serial.
        nim: `02${String(sequence).padStart(2, '0')}${serial}`,
        namaLengkap: `Pemilih Belenios ${serial}`,
        prodi: 'Elektronika Instrumentasi',
        passwordHash: 'x',
      });
      if ('conflict' in made) throw new Error(`Pemilih bench Belenios ${serial} sudah ada`);
      evoting.roll.insert(eventId, made.id, { status: 'terverifikasi', sumber: 'panitia' }, at);
      voterIds.push(made.id);
    }
  })();
  evoting.events.changed('election', 'roll');

  // The trustees: the committee itself and two witnesses, then the three key-generation steps.
  const named = belenios.trusteeSetup.name(committee, eventId, {
    ambang: THRESHOLD,
    panitia: [committee.id],
    saksi: Array.from({ length: TRUSTEES - 1 }, (_, i) => ({
      nama: `Saksi Bench ${i + 1}`,
      email: `saksi-${tag}-${i + 1}@uji.test`,
    })),
  });
  const seeds = named.wali.map(() => generateThresholdSeed());
  trusteeSeeds.set(eventId, seeds);
  const group = BELENIOS_2048;
  const callers = named.wali.map((w) => ({ eventId, posisi: w.posisi }));
  const certificates = (posisi: number) =>
    (belenios.trusteeSteps.view({ eventId, posisi }).sertifikat ?? []).map((text) =>
      signedMessageFromJson(JSON.parse(text) as unknown),
    );
  callers.forEach((caller, i) =>
    belenios.trusteeSteps.certificate(caller, {
      sertifikat: serializeSignedMessage(makeCertificate(group, seeds[i]!)),
    }),
  );
  callers.forEach((caller, i) =>
    belenios.trusteeSteps.polynomial(caller, {
      polinomial: thresholdStep3(group, certificates(caller.posisi), seeds[i]!, THRESHOLD),
    }),
  );
  callers.forEach((caller, i) => {
    const { vinput } = belenios.trusteeSteps.view(caller);
    if (vinput === null) throw new Error(`Wali ${caller.posisi} tanpa vinput`);
    belenios.trusteeSteps.verification(caller, {
      verifikasi: thresholdStep5(group, certificates(caller.posisi), seeds[i]!, vinput),
    });
  });

  // Scheduled (a day ahead), the credentials registered, then opened now for an hour.
  const hour = 60 * 60_000;
  evoting.committee.setSchedule(committee, eventId, {
    mulai: new Date(Date.now() + 24 * hour).toISOString(),
    selesai: new Date(Date.now() + 25 * hour).toISOString(),
  });
  const { uuid } = named;
  const privateCredentials = voterIds.map(() => generatePrivateCredential());
  const pool = beleniosPool();
  let publicCredentials: string[];
  try {
    publicCredentials = await Promise.all(
      privateCredentials.map((credential) =>
        pool.run({ kind: 'publicCredential', uuid, credential }),
      ),
    );
  } finally {
    await pool.destroy();
  }
  for (let from = 0; from < voterIds.length; from += BELENIOS_LIMITS.credentialsPerRequest) {
    const to = from + BELENIOS_LIMITS.credentialsPerRequest;
    belenios.credentials.issue(committee, eventId, {
      kredensial: voterIds
        .slice(from, to)
        .map((voterId, i) => ({ voterId, publik: publicCredentials[from + i]! })),
    });
  }
  evoting.committee.openNow(committee, eventId, {
    selesai: new Date(Date.now() + hour).toISOString(),
  });
  const election = services.elections.find(eventId);
  const electionJson = election && belenios.record.setup(election)?.stored.electionJson;
  if (!electionJson) throw new Error('Pemilihan Belenios bench tidak terbuka');

  // The sessions last: they must still be fresh when the ballots, made next, are cast.
  const cookieName = voterCookieName(false);
  const voters = voterIds.map((voterId, i) => ({
    voterId,
    cookie: `${cookieName}=${services.voterSessions.create(voterId, 'web').token}`,
    credential: privateCredentials[i]!,
  }));
  const committeeToken = services.sessions.create(committee.id, 'desktop').token;
  return { eventId, uuid, committeeToken, electionJson, candidates, voters };
}

/**
 * After the close: trustees 1 and 2 (the threshold) open their key shares from their dkeys and
 * submit their partial decryptions of the encrypted tally, with proofs, as their browsers would.
 */
export function decryptBelenios(server: TempServer, eventId: string): void {
  const seeds = trusteeSeeds.get(eventId);
  if (!seeds) throw new Error(`Tidak ada kunci wali untuk pemilihan ${eventId}`);
  const steps = server.services.evoting.belenios.trusteeSteps;
  for (let posisi = 1; posisi <= THRESHOLD; posisi += 1) {
    const caller = { eventId, posisi };
    const view = steps.view(caller);
    if (!view.dkey || !view.tallyTerenkripsi || !view.pemilihan || !view.sertifikat)
      throw new Error(`Wali ${posisi}: kunci atau tally terenkripsi belum tersedia`);
    const certs = view.sertifikat.map((text) => signedMessageFromJson(JSON.parse(text) as unknown));
    // The dkey is the encrypted_msg text itself; a JSON-quoted copy of it is read the same.
    const dkey = view.dkey.startsWith('"') ? (JSON.parse(view.dkey) as string) : view.dkey;
    const share = openDecryptionKeyShare(BELENIOS_2048, certs, seeds[posisi - 1]!, dkey);
    const partial = computePartialDecryption(
      parseElection(view.pemilihan),
      parseEncryptedTally(view.tallyTerenkripsi),
      share,
    );
    steps.decryption(caller, { dekripsi: serializePartialDecryption(partial) });
  }
}
