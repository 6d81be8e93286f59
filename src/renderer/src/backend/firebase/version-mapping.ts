import { safeParse } from 'zod/mini';
import {
  submissionVersionSchema,
  type SubmissionVersion,
} from '../../../../shared/berkas/resubmission';
import { timestampToIso } from './timestamps';

/** `submissions/{ticket}/versions/{n}` → the admin detail's earlier versions; misfits are skipped. */
export function versionsFromDocs(
  docs: readonly { data(options: { serverTimestamps: 'estimate' }): unknown }[],
): SubmissionVersion[] {
  return docs.flatMap((d) => {
    const data = d.data({ serverTimestamps: 'estimate' }) as Record<string, unknown> | undefined;
    const parsed = safeParse(submissionVersionSchema, {
      version: data?.['version'],
      answers: data?.['answers'],
      submittedAt: timestampToIso(data?.['submittedAt']),
      replacedAt: timestampToIso(data?.['replacedAt']),
    });
    return parsed.success ? [parsed.data] : [];
  });
}
