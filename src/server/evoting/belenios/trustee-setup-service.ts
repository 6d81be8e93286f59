import { createHash, randomInt } from 'node:crypto';
import {
  BELENIOS_MESSAGES,
  type TrusteeStage,
  trusteesInput,
} from '../../../shared/evoting/belenios-election';
import { BASE58_DIGITS } from '../../../shared/evoting/belenios/credential';
import { EVOTING_HISTORY } from '../../../shared/evoting/election-history';
import { isFrozen } from '../../../shared/evoting/election-state';
import type { StoredUser, UserRepository } from '../../accounts/user-repository';
import type { Db } from '../../db/database';
import type { HistoriService } from '../../histori/histori-service';
import { AppError, parseInput } from '../../http/app-error';
import { electionNotFound, refused } from '../committee-service';
import type { ElectionRepository } from '../election-repository';
import type { BeleniosRecord } from './belenios-record';
import type { BeleniosRepository, TrusteeKind } from './belenios-repository';
import { trusteeStage } from './trustee-stage';

export interface TrusteeStatus {
  uuid: string;
  ambang: number;
  tahap: TrusteeStage;
  wali: {
    posisi: number;
    nama: string;
    jenis: TrusteeKind;
    sertifikat: boolean;
    polinomial: boolean;
    verifikasi: boolean;
    dekripsi: boolean;
  }[];
}

/** A witness's sign-in code: 15 Base58 characters in three groups, about 88 bits. */
export function newWitnessCode(): string {
  const chars = Array.from({ length: 15 }, () => BASE58_DIGITS.charAt(randomInt(58)));
  return [0, 5, 10].map((i) => chars.slice(i, i + 5).join('')).join('-');
}

/** The code is random and long, so a fast hash is enough to keep it out of a copied database. */
export const witnessCodeHash = (code: string) =>
  createHash('sha256').update(`wali:${code.trim()}`).digest('hex');

/**
 * The committee names an election's trustees (issue 34 item 1): committee members and witnesses
 * (one per candidate pair, by name and e-mail, who sign in with a code of their own), and the
 * threshold t of n. Allowed before the election opens and before any trustee's first step: a
 * key generation under way is bound to its list of trustees. Naming them makes the election a
 * Belenios election and gives it its UUID.
 */
export function createTrusteeSetupService(deps: {
  db: Db;
  elections: ElectionRepository;
  users: UserRepository;
  belenios: BeleniosRepository;
  record: BeleniosRecord;
  histori: HistoriService;
}) {
  const { db, elections, belenios } = deps;

  const status = (eventId: string): TrusteeStatus => {
    const election = elections.find(eventId);
    if (!election) throw electionNotFound();
    const stored = belenios.find(eventId);
    if (!stored) throw new AppError('NOT_FOUND', 404, BELENIOS_MESSAGES.notBelenios);
    const trustees = belenios.trustees(eventId);
    return {
      uuid: stored.uuid,
      ambang: stored.ambang,
      tahap: trusteeStage(stored, trustees, election.state === 'selesai'),
      wali: trustees.map((t) => ({
        posisi: t.posisi,
        nama: t.nama,
        jenis: t.jenis,
        sertifikat: t.sertifikat !== null,
        polinomial: t.polinomial !== null,
        verifikasi: t.verifikasi !== null,
        dekripsi: t.dekripsi !== null,
      })),
    };
  };

  /**
   * Why the election cannot be scheduled or opened yet: it was made after the upgrade to
   * mandatory trustees (migration 18), so it is a Belenios election, and its committee has named
   * no trustees. Null once they are named, and for an election made before the upgrade.
   */
  const trusteesProblem = (eventId: string): string | null =>
    belenios.find(eventId) !== null || elections.plaintextLegacy(eventId)
      ? null
      : BELENIOS_MESSAGES.trusteesRequired;

  return {
    status,

    name(
      actor: StoredUser,
      eventId: string,
      body: unknown,
    ): TrusteeStatus & { saksi: { posisi: number; email: string; kodeMasuk: string }[] } {
      const input = parseInput(trusteesInput, body);
      const n = input.panitia.length + input.saksi.length;
      if (n === 0) throw new AppError('VALIDATION', 400, BELENIOS_MESSAGES.noTrustees);
      if (n > 12) throw new AppError('VALIDATION', 400, BELENIOS_MESSAGES.tooManyTrustees);
      if (input.ambang > n)
        throw new AppError('VALIDATION', 400, BELENIOS_MESSAGES.thresholdTooHigh, {
          ambang: BELENIOS_MESSAGES.thresholdTooHigh,
        });
      const emails = input.saksi.map((s) => s.email);
      if (
        new Set(input.panitia).size !== input.panitia.length ||
        new Set(emails).size !== emails.length
      )
        throw new AppError('VALIDATION', 400, BELENIOS_MESSAGES.duplicateTrustee);
      const codes = input.saksi.map(() => newWitnessCode());
      db.transaction(() => {
        const election = elections.find(eventId);
        if (!election) throw electionNotFound();
        if (isFrozen(election.state)) throw refused(BELENIOS_MESSAGES.trusteesFrozen);
        const committee = new Set(elections.committeeIds(eventId));
        const members = input.panitia.map((userId) => {
          const user = committee.has(userId) ? deps.users.findById(userId) : undefined;
          if (!user) throw new AppError('VALIDATION', 400, BELENIOS_MESSAGES.notCommittee);
          return user;
        });
        const stored = belenios.find(eventId);
        if (stored && belenios.trustees(eventId).some((t) => t.sertifikat !== null))
          throw refused(BELENIOS_MESSAGES.trusteesStarted);
        if (stored) belenios.setAmbang(eventId, input.ambang);
        else belenios.create(eventId, deps.record.newUuid(), input.ambang);
        belenios.replaceTrustees(eventId, [
          ...members.map((user) => ({
            jenis: 'panitia' as const,
            userId: user.id,
            nama: user.namaTampilan,
            email: null,
            kodeHash: null,
          })),
          ...input.saksi.map((s, i) => ({
            jenis: 'saksi' as const,
            userId: null,
            nama: s.nama,
            email: s.email,
            kodeHash: witnessCodeHash(codes[i]!),
          })),
        ]);
        deps.histori.record(actor, EVOTING_HISTORY.trusteesNamed(election.nama, n, input.ambang));
      }).immediate();
      return {
        ...status(eventId),
        saksi: input.saksi.map((s, i) => ({
          posisi: input.panitia.length + i + 1,
          email: s.email,
          kodeMasuk: codes[i]!,
        })),
      };
    },

    trusteesProblem,

    /**
     * What "Buka sekarang" must also see: trustees named (trusteesProblem), and then every
     * trustee done with the key generation and a credential for every verified voter. Null for
     * a plaintext election made before the upgrade (migration 18) without trustees.
     */
    openProblem(eventId: string): string | null {
      const stored = belenios.find(eventId);
      if (!stored) return trusteesProblem(eventId);
      if (!stored.trusteesJson) return BELENIOS_MESSAGES.notReady;
      const missing = belenios.withoutCredential(eventId).length;
      return missing > 0 ? BELENIOS_MESSAGES.credentialsMissing(missing) : null;
    },
  };
}

export type TrusteeSetupService = ReturnType<typeof createTrusteeSetupService>;
