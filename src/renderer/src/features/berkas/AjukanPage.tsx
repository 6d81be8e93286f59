import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useBackend } from '../../backend/use-backend';
import { BerkasPageFrame } from './BerkasPageFrame';
import { DraftNotice } from './DraftNotice';
import { LazyPart } from './parts/LazyPart';
import {
  leaveConfirmPart,
  reviewStepPart,
  successViewPart,
  uploadProgressPart,
} from './parts/wizard-parts';
import { useFormFields } from './use-form-fields';
import { useLeaveGuard } from './use-leave-guard';
import { useWizardDraft } from './use-wizard-draft';
import { useWizardFocus } from './use-wizard-focus';
import { useWizardPrefetch } from './use-wizard-prefetch';
import { WizardFields } from './WizardFields';
import { WizardStepper } from './WizardStepper';
import {
  checkBeforeSubmit,
  checkStep,
  collectAnswers,
  emptyAnswers,
  fieldsOfStep,
  firstInvalidField,
  hasEntered,
  WIZARD_STEPS,
  type WizardStep,
} from './wizard-state';
import { submitErrorMessage } from './submit-error';

export const FORM_UNAVAILABLE_MESSAGE =
  'Formulir pengajuan belum dapat dimuat. Periksa koneksi Anda; halaman mencoba lagi otomatis.';

/** /layanan/berkaskm/ajukan: SI-BERKAS, the three-step submission wizard (SPEC.md §2, §4, §5). */
export default function AjukanPage() {
  const backend = useBackend();
  const { value: fields, error: fieldsError } = useFormFields();
  const [step, setStep] = useState<WizardStep>(1);
  // Which check is on screen; it is recomputed on every change, so a fixed field clears at once.
  const [shownCheck, setShownCheck] = useState<'step' | 'submit' | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ ticketId: string; revisionCode: string } | null>(null);
  const draft = useWizardDraft(fields, sent === null);
  const { answers, setAnswers } = draft;
  const { formTopRef, stepHeadingRef, successRef, moveTo } = useWizardFocus();
  const guardActive = sent === null && !!fields && hasEntered(fields, answers);
  const blocker = useLeaveGuard(guardActive);
  useWizardPrefetch(fields, answers, step, guardActive);
  // The leave dialog's code comes when it is first asked for; it stays mounted afterwards so its
  // closing transition can finish (state adjusted during render, as React recommends).
  const [leaveAsked, setLeaveAsked] = useState(false);
  if (!leaveAsked && blocker.state === 'blocked') setLeaveAsked(true);

  const frame = (body: ReactNode) => (
    <BerkasPageFrame
      title="Ajukan Berkas"
      subtitle="SI-BERKAS — pengajuan berkas administrasi kegiatan kepada BEM KM."
    >
      {body}
      {leaveAsked && <LazyPart part={leaveConfirmPart} props={{ blocker }} />}
    </BerkasPageFrame>
  );

  if (sent) {
    return frame(
      <div ref={successRef}>
        <LazyPart
          part={successViewPart}
          fallback={
            <Center py="xl">
              <Loader aria-label="Memuat hasil pengajuan" />
            </Center>
          }
          props={{
            ticketId: sent.ticketId,
            revisionCode: sent.revisionCode,
            onAgain: () => {
              setAnswers(emptyAnswers());
              setStep(1);
              setShownCheck(null);
              setSent(null);
              moveTo({ kind: 'step' });
            },
          }}
        />
      </div>,
    );
  }
  if (!fields) {
    return frame(
      fieldsError ? (
        <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {FORM_UNAVAILABLE_MESSAGE}
        </Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label="Memuat formulir" />
        </Center>
      ),
    );
  }

  const sending = progress !== null;
  const check =
    shownCheck === 'step'
      ? checkStep(fields, answers, step)
      : shownCheck === 'submit'
        ? checkBeforeSubmit(fields, answers)
        : { message: null, errors: {} };

  const focusFirstInvalid = (errors: Record<string, string>) => {
    const fieldName = firstInvalidField(fields, errors);
    moveTo(fieldName ? { kind: 'field', fieldName } : { kind: 'step' });
  };
  const next = () => {
    const stepCheck = checkStep(fields, answers, step);
    if (stepCheck.message) {
      setShownCheck('step');
      focusFirstInvalid(stepCheck.errors);
      return;
    }
    setShownCheck(null);
    setStep((current) => (current < 3 ? ((current + 1) as WizardStep) : current));
    moveTo({ kind: 'step' });
  };
  const back = () => {
    setShownCheck(null);
    setSubmitError(null);
    setStep((current) => (current > 1 ? ((current - 1) as WizardStep) : current));
    moveTo({ kind: 'step' });
  };
  const send = async () => {
    const submitCheck = checkBeforeSubmit(fields, answers);
    if (submitCheck.message) {
      setShownCheck('submit');
      // A field of an earlier step (one added meanwhile, say) can only be fixed on its step.
      if (submitCheck.step) setStep(submitCheck.step);
      focusFirstInvalid(submitCheck.errors);
      return;
    }
    setShownCheck(null);
    setSubmitError(null);
    setProgress(0);
    try {
      const result = await (
        await backend
      ).berkas.submit(collectAnswers(fields, answers), (fraction) => setProgress(fraction));
      draft.clear();
      setSent(result);
      moveTo({ kind: 'success' });
    } catch (caught) {
      // Everything typed stays: only the error is added.
      setSubmitError(submitErrorMessage(caught));
    } finally {
      setProgress(null);
    }
  };

  return frame(
    <>
      {draft.restoredNotice && (
        <DraftNotice
          onClose={draft.closeNotice}
          onClear={() => {
            setAnswers(emptyAnswers());
            setStep(1);
            setShownCheck(null);
            setSubmitError(null);
            draft.closeNotice();
          }}
        />
      )}
      <Paper ref={formTopRef} withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step < 3) next();
            else void send();
          }}
        >
          <Stack gap="lg">
            <WizardStepper step={step} />
            <Title order={2} size="h4" ref={stepHeadingRef} tabIndex={-1}>
              Langkah {step} dari {WIZARD_STEPS.length}: {WIZARD_STEPS[step - 1]}
            </Title>
            {step === 3 && (
              <LazyPart
                part={reviewStepPart}
                fallback={<Loader size="sm" aria-label="Memuat ringkasan" />}
                props={{ fields, answers }}
              />
            )}
            <WizardFields
              fields={fieldsOfStep(fields, step)}
              answers={answers}
              errors={check.errors}
              onChange={(update) => setAnswers(update)}
            />
            {check.message && (
              <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
                {check.message}
              </Alert>
            )}
            {submitError && (
              <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
                {submitError}
              </Alert>
            )}
            {sending && (
              <LazyPart
                part={uploadProgressPart}
                props={{ label: 'Mengirim berkas…', fraction: progress }}
                fallback={<Text size="sm">Mengirim berkas… {Math.round(progress * 100)}%</Text>}
              />
            )}
            <Group justify="space-between">
              <Button
                variant="default"
                onClick={back}
                disabled={step === 1 || sending}
                leftSection={<IconArrowLeft size={16} aria-hidden />}
              >
                Kembali
              </Button>
              {step < 3 ? (
                <Button type="submit" rightSection={<IconArrowRight size={16} aria-hidden />}>
                  Selanjutnya
                </Button>
              ) : (
                <Button
                  type="submit"
                  loading={sending}
                  rightSection={<IconSend size={16} aria-hidden />}
                >
                  Kirim
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Paper>
    </>,
  );
}
