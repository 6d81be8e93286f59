import { publicTracking } from '../../../../shared/berkas/public-tracking';
import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { initialVerifiers } from '../../../../shared/berkas/status';
import {
  initialSubmissionDocs,
  publicTrackingFromDoc,
  submissionFromDoc,
} from './submission-mapping';

const T1 = '2025-03-01T02:00:00.000Z';
const T2 = '2025-03-02T03:00:00.000Z';
const ts = (iso: string) => Timestamp.fromDate(new Date(iso));

const storedDoc = (): Record<string, unknown> => ({
  ticketId: 'BEM-2025-01234',
  answers: { namaKegiatan: 'Dies Natalis', penyelenggara: 'HIMA', proposal: 'https://x/y' },
  namaKegiatan: 'Dies Natalis',
  penyelenggara: 'HIMA',
  currentStatus: 'Revisi Diperlukan',
  verifiers: {
    ...initialVerifiers(),
    sekjend: { status: 'revisi', updatedAt: ts(T2), catatan: 'Lengkapi RAB' },
    kemenkeu: { status: 'diverifikasi', updatedAt: ts(T2), catatan: 'ok' },
  },
  finalResponse: null,
  createdAt: ts(T1),
  updatedAt: ts(T2),
});

describe('submissionFromDoc', () => {
  it('maps a stored submission, timestamps as ISO and the ticket as id', () => {
    const submission = submissionFromDoc('BEM-2025-01234', storedDoc());
    expect(submission).toMatchObject({
      id: 'BEM-2025-01234',
      ticketId: 'BEM-2025-01234',
      currentStatus: 'Revisi Diperlukan',
      createdAt: T1,
      updatedAt: T2,
      finalResponse: null,
    });
    expect(submission?.verifiers.sekjend).toEqual({
      status: 'revisi',
      updatedAt: T2,
      catatan: 'Lengkapi RAB',
    });
    expect(submission?.verifiers.banggar.updatedAt).toBeNull();
  });

  it('does not trust a document that does not fit', () => {
    expect(submissionFromDoc('BEM-2025-01234', undefined)).toBeNull();
    expect(submissionFromDoc('BEM-2025-09999', storedDoc())).toBeNull();
    expect(
      submissionFromDoc('BEM-2025-01234', { ...storedDoc(), currentStatus: 'Dihapus' }),
    ).toBeNull();
    expect(submissionFromDoc('BEM-2025-01234', { ...storedDoc(), createdAt: null })).toBeNull();
    expect(submissionFromDoc('BEM-2025-01234', { ...storedDoc(), answers: { a: 1 } })).toBeNull();
  });
});

describe('publicTrackingFromDoc and the shared publicTracking', () => {
  it('reads the mirror the adapter writes', () => {
    const submission = submissionFromDoc('BEM-2025-01234', storedDoc())!;
    const mirror = publicTracking(submission);
    expect(mirror).not.toHaveProperty('answers');
    expect(mirror.verifiers.sekjend.catatan).toBe('Lengkapi RAB');
    // A note that is not a revision request stays private.
    expect(mirror.verifiers.kemenkeu.catatan).toBeNull();
    const { answers: _answers, ...rest } = storedDoc();
    const stored = {
      ...rest,
      verifiers: {
        ...initialVerifiers(),
        sekjend: { status: 'revisi', updatedAt: ts(T2), catatan: 'Lengkapi RAB' },
        kemenkeu: { status: 'diverifikasi', updatedAt: ts(T2), catatan: null },
        kemendagri: { status: 'menunggu', updatedAt: null, catatan: null },
        banggar: { status: 'menunggu', updatedAt: null, catatan: null },
      },
    };
    expect(publicTrackingFromDoc('BEM-2025-01234', stored)).toEqual(mirror);
  });

  it('is null for a missing or malformed mirror', () => {
    expect(publicTrackingFromDoc('BEM-2025-01234', undefined)).toBeNull();
    expect(publicTrackingFromDoc('BEM-2025-01234', { ticketId: 'BEM-2025-01234' })).toBeNull();
  });
});

describe('initialSubmissionDocs', () => {
  it('builds the initial state the rules require, the mirror without answers or notes', () => {
    const stamp = { marker: 'now' };
    const answers = { namaKegiatan: 'Seminar', penyelenggara: 'UKM', kontak: '0812' };
    const { submission, publicStatus } = initialSubmissionDocs('BEM-2025-00001', answers, stamp);
    expect(submission).toEqual({
      ticketId: 'BEM-2025-00001',
      answers,
      namaKegiatan: 'Seminar',
      penyelenggara: 'UKM',
      currentStatus: 'Diajukan',
      verifiers: initialVerifiers(),
      finalResponse: null,
      createdAt: stamp,
      updatedAt: stamp,
    });
    const waiting = { status: 'menunggu', updatedAt: null, catatan: null };
    expect(publicStatus).toEqual({
      ticketId: 'BEM-2025-00001',
      namaKegiatan: 'Seminar',
      penyelenggara: 'UKM',
      currentStatus: 'Diajukan',
      verifiers: { sekjend: waiting, kemendagri: waiting, kemenkeu: waiting, banggar: waiting },
      finalResponse: null,
      createdAt: stamp,
      updatedAt: stamp,
    });
  });
});
