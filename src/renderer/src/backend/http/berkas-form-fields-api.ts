import * as z from 'zod/mini';
import { formFieldSchema } from '../../../../shared/berkas/form-fields';
import { LIVE_TOPICS, liveTopicPath } from '../../../../shared/live';
import type { Backend } from '../contract';
import type { LiveFactory } from './live-factory';

/**
 * The wizard's questions, live: a chunk of its own because the wizard needs only this to show its
 * first step; submitting, tracking and revising load with their first use (berkas-public-api.ts).
 */
export function createBerkasFormFieldsApi(
  live: LiveFactory,
): Pick<Backend['berkas'], 'watchFormFields'> {
  return { watchFormFields: live(liveTopicPath(LIVE_TOPICS.formFields), z.array(formFieldSchema)) };
}
