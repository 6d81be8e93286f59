import { expect, request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { ABSTAIN } from '../../../src/shared/evoting/ballot';
import { beleniosPath } from '../../../src/shared/evoting/belenios-paths';
import { createBallot } from '../../../src/shared/evoting/belenios/ballot';
import {
  derivePublicCredential,
  generatePrivateCredential,
  publicCredentialToString,
} from '../../../src/shared/evoting/belenios/credential';
import { parseElection } from '../../../src/shared/evoting/belenios/election';
import { BELENIOS_2048 } from '../../../src/shared/evoting/belenios/group';
import {
  computePartialDecryption,
  parseEncryptedTally,
  serializePartialDecryption,
} from '../../../src/shared/evoting/belenios/partial-decryption';
import {
  openDecryptionKeyShare,
  thresholdStep3,
  thresholdStep5,
} from '../../../src/shared/evoting/belenios/threshold-keygen';
import {
  generateThresholdSeed,
  makeCertificate,
  serializeSignedMessage,
  signedMessageFromJson,
} from '../../../src/shared/evoting/belenios/threshold-trustee';
import { EVOTING_PATHS } from '../../../src/shared/evoting/evoting-paths';
import { staffApi } from './berkas';
import { COMMITTEE_EMAIL, type StageVoter, type StagedElection } from './evoting-api';

/**
 * A Belenios election staged over HTTP for the voter's journey (issue 34): the committee's
 * election, scheduled, with candidates and verified voters, whose one trustee (the committee
 * account itself) runs the key generation as its browser would, and later its decryption; voters
 * register credentials and cast ballots as theirs would — the shared library computes, as in
 * tests/contract/support/belenios-actors.ts (not imported: it asserts with Vitest).
 */

async function ok<T>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

interface TrusteeView {
  ambang: number;
  sertifikat: string[] | null;
  vinput: string | null;
  dkey: string | null;
  tallyTerenkripsi: string | null;
  pemilihan: string | null;
}

/** A staged Belenios election and what its trustee's key file would hold. */
export interface BeleniosStage extends StagedElection {
  /** The one trustee's step-1 seed, kept here as its key file keeps it, to decrypt after closing. */
  trusteeSeed: string;
}

const certificatesOf = (v: TrusteeView) =>
  (v.sertifikat ?? []).map((text) => signedMessageFromJson(JSON.parse(text)));

/**
 * The committee account, as the election's only trustee (threshold 1), through step 5; returns
 * the seed its key file would hold.
 */
async function runTrustee(committee: APIRequestContext, eventId: string): Promise<string> {
  const group = BELENIOS_2048;
  const seed = generateThresholdSeed();
  const view = async () => ok<TrusteeView>(await committee.get(beleniosPath('trustee', eventId)));
  await ok(
    await committee.post(beleniosPath('trusteeCertificate', eventId), {
      data: { sertifikat: serializeSignedMessage(makeCertificate(group, seed)) },
    }),
  );
  const afterCertificates = await view();
  await ok(
    await committee.post(beleniosPath('trusteePolynomial', eventId), {
      data: {
        polinomial: thresholdStep3(
          group,
          certificatesOf(afterCertificates),
          seed,
          afterCertificates.ambang,
        ),
      },
    }),
  );
  const afterPolynomials = await view();
  await ok(
    await committee.post(beleniosPath('trusteeVerification', eventId), {
      data: {
        verifikasi: thresholdStep5(
          group,
          certificatesOf(afterPolynomials),
          seed,
          afterPolynomials.vinput ?? '',
        ),
      },
    }),
  );
  return seed;
}

/**
 * Registers the voters, has the committee ask for an election and the master approve it, names
 * the committee account as the one trustee, schedules it (an hour ahead), adds the candidates and
 * the voters (verified) and runs the key generation: ready, not open.
 */
export async function scheduleBeleniosElection(
  baseURL: string,
  options: { nama: string; candidates: string[]; voters: StageVoter[]; abstain: boolean },
): Promise<BeleniosStage> {
  const visitor = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const committee = await staffApi(baseURL, COMMITTEE_EMAIL);
  const master = await staffApi(baseURL, 'master@bem.demo');
  try {
    for (const voter of options.voters) {
      const made = await visitor.post('/api/pemilih/register', {
        data: { ...voter, setujuSyarat: true },
      });
      expect([201, 409]).toContain(made.status());
    }
    const asked = await ok<{ id: string }>(
      await committee.post(EVOTING_PATHS.requests, {
        data: {
          organisasiId: 'bem-km',
          namaPemilihan: options.nama,
          deskripsi: 'Pemilihan uji surat suara terenkripsi.',
          tautanDokumen: 'https://drive.google.com/file/d/surat-uji/view',
        },
      }),
      201,
    );
    const { id: eventId } = await ok<{ id: string }>(
      await master.post(EVOTING_PATHS.approve(asked.id), { data: { panitiaTambahan: [] } }),
    );
    // Trustees first: a new election cannot be scheduled without them (migration 18).
    const session = await ok<{ user: { id: string } }>(await committee.get('/api/auth/session'));
    await ok(
      await committee.put(beleniosPath('trustees', eventId), {
        data: { ambang: 1, panitia: [session.user.id], saksi: [] },
      }),
    );
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    await ok(
      await committee.put(EVOTING_PATHS.committee(eventId, 'jadwal'), {
        data: { mulai: at(60 * 60_000), selesai: at(3 * 60 * 60_000) },
      }),
    );
    await ok(
      await committee.put(EVOTING_PATHS.committee(eventId, 'abstain'), {
        data: { abstain: options.abstain },
      }),
    );
    const candidates: StagedElection['candidates'] = [];
    for (const [i, nama] of options.candidates.entries()) {
      const made = await ok<{ id: string; nomor: number; nama: string }>(
        await committee.post(EVOTING_PATHS.committee(eventId, 'kandidat'), {
          data: {
            nomor: i + 1,
            nama,
            namaWakil: null,
            foto: null,
            visi: `Visi ${nama}.`,
            misi: `Misi ${nama}.`,
          },
        }),
        201,
      );
      candidates.push({ id: made.id, nomor: made.nomor, nama: made.nama });
    }
    for (const voter of options.voters)
      await ok(
        await committee.post(EVOTING_PATHS.committee(eventId, 'pemilih'), {
          data: { nim: voter.nim, namaLengkap: voter.namaLengkap },
        }),
        201,
      );
    const trusteeSeed = await runTrustee(committee, eventId);
    return { eventId, nama: options.nama, candidates, trusteeSeed };
  } finally {
    await Promise.all([visitor.dispose(), committee.dispose(), master.dispose()]);
  }
}

/** The committee opens the election now (every verified voter must have a credential). */
export async function openNow(baseURL: string, eventId: string): Promise<void> {
  const committee = await staffApi(baseURL, COMMITTEE_EMAIL);
  try {
    await ok(
      await committee.post(EVOTING_PATHS.committee(eventId, 'buka'), { data: { selesai: null } }),
    );
  } finally {
    await committee.dispose();
  }
}

/** A voter's browser elsewhere made their credential: registered over HTTP, the code returned. */
export async function credentialOverHttp(voter: APIRequestContext, eventId: string) {
  const { uuid } = await ok<{ uuid: string }>(
    await voter.get(beleniosPath('voterElection', eventId)),
  );
  const code = generatePrivateCredential();
  const publik = publicCredentialToString(derivePublicCredential(BELENIOS_2048, uuid, code));
  await ok(await voter.put(beleniosPath('voterCredential', eventId), { data: { publik } }));
  return code;
}

/**
 * A ballot as the voter's browser makes it, signed with their credential `code`: for the
 * candidate of ballot number `choice`, or abstain (blank, first on the ballot when allowed).
 */
export async function ballotOverHttp(
  voter: APIRequestContext,
  eventId: string,
  code: string,
  choice: number | typeof ABSTAIN,
): Promise<string> {
  const { pemilihan } = await ok<{ pemilihan: string | null }>(
    await voter.get(beleniosPath('voterElection', eventId)),
  );
  expect(pemilihan, 'election.json is published once the election opens').not.toBeNull();
  const election = parseElection(pemilihan!);
  const question = election.questions[0]!;
  // Candidates are in ballot-number order.
  const answers = question.answers.map((_, i) => (i + 1 === choice ? 1 : 0));
  const plaintext = question.blank ? [[choice === ABSTAIN ? 1 : 0, ...answers]] : [answers];
  return createBallot(election, code, plaintext).text;
}

/** Sends a ballot's exact text, as the booth does; the answer is the caller's to judge. */
export const castOverHttp = (voter: APIRequestContext, eventId: string, text: string) =>
  voter.post(beleniosPath('ballot', eventId), {
    headers: { 'content-type': 'application/json' },
    data: text,
  });

/**
 * After closing, the one trustee (the committee account) sends its partial decryption of the
 * encrypted tally, computed from its seed as its page computes it from the key file.
 */
export async function decryptOverHttp(baseURL: string, election: BeleniosStage): Promise<void> {
  const committee = await staffApi(baseURL, COMMITTEE_EMAIL);
  try {
    const view = await ok<TrusteeView>(
      await committee.get(beleniosPath('trustee', election.eventId)),
    );
    expect(view.dkey && view.tallyTerenkripsi && view.pemilihan).toBeTruthy();
    // The dkey is the encrypted message's text; a JSON-quoted copy is read the same (as the page).
    const dkey = view.dkey!.startsWith('"') ? (JSON.parse(view.dkey!) as string) : view.dkey!;
    const share = openDecryptionKeyShare(
      BELENIOS_2048,
      certificatesOf(view),
      election.trusteeSeed,
      dkey,
    );
    const dekripsi = serializePartialDecryption(
      computePartialDecryption(
        parseElection(view.pemilihan!),
        parseEncryptedTally(view.tallyTerenkripsi!),
        share,
      ),
    );
    await ok(
      await committee.post(beleniosPath('trusteeDecryption', election.eventId), {
        data: { dekripsi },
      }),
    );
  } finally {
    await committee.dispose();
  }
}
