import { useEffect } from 'react';
import type { FormField } from '../../../../shared/berkas/form-fields';
import {
  fileFieldPart,
  leaveConfirmPart,
  reviewStepPart,
  successViewPart,
  uploadProgressPart,
} from './parts/wizard-parts';
import { checkStep, fieldsOfStep, type WizardAnswers, type WizardStep } from './wizard-state';

/**
 * Fetches what the wizard will show next while the visitor is still on the current step: the next
 * step's parts once this step passes its check, the upload progress and the success view on the last step, the leave
 * dialog once there is something to lose. Nothing is fetched for a visitor who only reads.
 */
export function useWizardPrefetch(
  fields: readonly FormField[] | null | undefined,
  answers: WizardAnswers,
  step: WizardStep,
  guardActive: boolean,
): void {
  const stepValid = !!fields && !checkStep(fields, answers, step).message;

  useEffect(() => {
    if (guardActive) leaveConfirmPart.preload();
  }, [guardActive]);

  useEffect(() => {
    if (!fields || !stepValid) return;
    if (step === 3) {
      uploadProgressPart.preload();
      successViewPart.preload();
      return;
    }
    const next = (step + 1) as WizardStep;
    if (fieldsOfStep(fields, next).some((field) => field.type === 'file')) fileFieldPart.preload();
    if (next === 3) reviewStepPart.preload();
  }, [fields, step, stepValid]);
}
