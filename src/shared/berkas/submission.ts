import * as z from 'zod/mini';
import {
  SUBMISSION_STATUSES,
  VERIFIER_STATUSES,
  type SubmissionStatus,
  type VerifierKey,
  type VerifierStatus,
  type Verifiers,
} from './status';

export interface FinalResponse {
  catatan: string;
  fileUrl: string | null;
  fileName: string | null;
}

/** A submission as the admin panel sees it (SPEC.md §3). File answers are links. */
export interface Submission {
  id: string;
  ticketId: string;
  answers: Record<string, string>;
  namaKegiatan: string;
  penyelenggara: string;
  currentStatus: SubmissionStatus;
  verifiers: Verifiers;
  finalResponse: FinalResponse | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * What tracking shows the public (SPEC.md §2, Tracking page): no personal data beyond the activity
 * and its organiser; a verifier's note only when it asks for revision.
 */
export interface PublicTracking {
  ticketId: string;
  namaKegiatan: string;
  penyelenggara: string;
  currentStatus: SubmissionStatus;
  verifiers: Record<
    VerifierKey,
    { status: VerifierStatus; updatedAt: string | null; catatan: string | null }
  >;
  finalResponse: FinalResponse | null;
  createdAt: string;
  updatedAt: string;
}

/** File types the intake and the reply letter accept, by extension (checked on the server too). */
export const ALLOWED_UPLOAD_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'jpg',
  'jpeg',
  'png',
  'webp',
  'zip',
] as const;

export function hasAllowedExtension(fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return (
    fileName.includes('.') && (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(extension)
  );
}

const finalResponseSchema = z.object({
  catatan: z.string(),
  fileUrl: z.nullable(z.string()),
  fileName: z.nullable(z.string()),
});
const publicVerifierSchema = z.object({
  status: z.enum(VERIFIER_STATUSES),
  updatedAt: z.nullable(z.string()),
  catatan: z.nullable(z.string()),
});

export const publicTrackingSchema = z.object({
  ticketId: z.string(),
  namaKegiatan: z.string(),
  penyelenggara: z.string(),
  currentStatus: z.enum(SUBMISSION_STATUSES),
  verifiers: z.object({
    sekjend: publicVerifierSchema,
    kemendagri: publicVerifierSchema,
    kemenkeu: publicVerifierSchema,
    banggar: publicVerifierSchema,
  }),
  finalResponse: z.nullable(finalResponseSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const verifierStateSchema = z.object({
  status: z.enum(VERIFIER_STATUSES),
  updatedAt: z.nullable(z.string()),
  catatan: z.string(),
});

export const submissionSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  answers: z.record(z.string(), z.string()),
  namaKegiatan: z.string(),
  penyelenggara: z.string(),
  currentStatus: z.enum(SUBMISSION_STATUSES),
  verifiers: z.object({
    sekjend: verifierStateSchema,
    kemendagri: verifierStateSchema,
    kemenkeu: verifierStateSchema,
    banggar: verifierStateSchema,
  }),
  finalResponse: z.nullable(finalResponseSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
