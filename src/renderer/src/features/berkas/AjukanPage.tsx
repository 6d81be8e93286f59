import { Alert, Button, Center, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { useBackend } from '../../backend/use-backend';
import { BerkasPageFrame } from './BerkasPageFrame';
import { ReviewStep } from './ReviewStep';
import { SuccessView } from './SuccessView';
import { useFormFields } from './use-form-fields';
import { WizardFields } from './WizardFields';
import { WizardStepper } from './WizardStepper';
import {
  checkBeforeSubmit,
  checkStep,
  collectAnswers,
  emptyAnswers,
  fieldsOfStep,
  type WizardAnswers,
  type WizardStep,
} from './wizard-state';

export const FORM_UNAVAILABLE_MESSAGE =
  'Formulir pengajuan belum dapat dimuat. Periksa koneksi Anda; halaman mencoba lagi otomatis.';

/** /layanan/berkaskm/ajukan: SI-BERKAS, the three-step submission wizard (SPEC.md §2, §4, §5). */
export default function AjukanPage() {
  const backend = useBackend();
  const { value: fields, error: fieldsError } = useFormFields();
  const [step, setStep] = useState<WizardStep>(1);
  const [answers, setAnswers] = useState<WizardAnswers>(emptyAnswers);
  // Which check is on screen; it is recomputed on every change, so a fixed field clears at once.
  const [shownCheck, setShownCheck] = useState<'step' | 'submit' | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ ticketId: string; revisionCode: string } | null>(null);

  const frame = (body: ReactNode) => (
    <BerkasPageFrame
      title="Ajukan Berkas"
      subtitle="SI-BERKAS — pengajuan berkas administrasi kegiatan kepada BEM KM."
    >
      {body}
    </BerkasPageFrame>
  );

  if (sent) {
    return frame(
      <SuccessView
        ticketId={sent.ticketId}
        revisionCode={sent.revisionCode}
        onAgain={() => {
          setAnswers(emptyAnswers());
          setStep(1);
          setShownCheck(null);
          setSent(null);
        }}
      />,
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

  const next = () => {
    if (checkStep(fields, answers, step).message) {
      setShownCheck('step');
      return;
    }
    setShownCheck(null);
    setStep((current) => (current < 3 ? ((current + 1) as WizardStep) : current));
  };
  const back = () => {
    setShownCheck(null);
    setSubmitError(null);
    setStep((current) => (current > 1 ? ((current - 1) as WizardStep) : current));
  };
  const send = async () => {
    if (checkBeforeSubmit(fields, answers).message) {
      setShownCheck('submit');
      return;
    }
    setShownCheck(null);
    setSubmitError(null);
    setProgress(0);
    try {
      const result = await (
        await backend
      ).berkas.submit(collectAnswers(fields, answers), (fraction) => setProgress(fraction));
      setSent(result);
    } catch (caught) {
      // Everything typed stays: only the error is added.
      setSubmitError(
        BERKAS_MESSAGES.submitError(
          caught instanceof Error && caught.message
            ? caught.message
            : BERKAS_MESSAGES.backendFailed,
        ),
      );
    } finally {
      setProgress(null);
    }
  };

  return frame(
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
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
          {step === 3 && <ReviewStep fields={fields} answers={answers} />}
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
            <Stack gap={4}>
              <Text size="sm">Mengirim berkas… {Math.round(progress * 100)}%</Text>
              <Progress value={progress * 100} aria-label="Kemajuan unggah" animated />
            </Stack>
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
    </Paper>,
  );
}
