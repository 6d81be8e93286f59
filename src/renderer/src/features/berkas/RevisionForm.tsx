import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { UploadProgress } from './UploadProgress';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { isHttpUrl, type FormField } from '../../../../shared/berkas/form-fields';
import { resubmissionProblems, type RevisionDraft } from '../../../../shared/berkas/resubmission';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import type { PublicTracking } from '../../../../shared/berkas/submission';
import { BackendError } from '../../backend/backend-error';
import { useBackend } from '../../backend/use-backend';
import { FieldInput } from './FieldInput';
import { FileOrLinkInput } from './FileOrLinkInput';
import { useFormFields } from './use-form-fields';
import { submitErrorMessage } from './submit-error';

const ordered = (fields: readonly FormField[]) =>
  [...fields].sort((a, b) => a.step - b.step || a.position - b.position);

/** The correction itself: the current answers to replace, files replaced or kept. */
export function RevisionForm(props: {
  draft: RevisionDraft;
  revisionCode: string;
  onCancel(): void;
  onSent(tracking: PublicTracking): void;
}) {
  const backend = useBackend();
  const { value: fields } = useFormFields();
  const { draft } = props;
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...draft.answers }));
  const [files, setFiles] = useState<Record<string, string>>({});
  const [useLink, setUseLink] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sendError, setSendError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  if (!fields) return <Text size="sm">Memuat formulir…</Text>;

  const linkMode = (field: FormField) =>
    useLink[field.fieldName] ??
    (!draft.files[field.fieldName] && isHttpUrl(values[field.fieldName] ?? ''));
  /** What is sent: a file field without a new file or link keeps the stored one (''). */
  const answers = () =>
    Object.fromEntries(
      fields.map((field) => [
        field.fieldName,
        (field.type === 'file'
          ? linkMode(field)
            ? (values[field.fieldName] ?? '')
            : (files[field.fieldName] ?? '')
          : (values[field.fieldName] ?? '')
        ).trim(),
      ]),
    );

  const send = async () => {
    const collected = answers();
    const problems = resubmissionProblems(fields, collected, draft.files);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setSendError(BERKAS_MESSAGES.recheckRequired);
      return;
    }
    setSendError(null);
    setProgress(0);
    try {
      props.onSent(
        await (
          await backend
        ).berkas.resubmit(draft.ticketId, props.revisionCode, collected, setProgress),
      );
    } catch (caught) {
      setErrors(caught instanceof BackendError && caught.fields ? caught.fields : {});
      setSendError(submitErrorMessage(caught));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          Ganti jawaban atau berkas yang diminta verifikator. Berkas yang tidak diganti tetap
          dipakai.
        </Text>
        {ordered(fields).map((field) =>
          field.type === 'file' ? (
            <Stack key={field.id} gap={4}>
              <FileOrLinkInput
                label={field.label}
                fieldName={field.fieldName}
                required={field.required && !draft.files[field.fieldName]}
                file={files[field.fieldName] ?? ''}
                link={linkMode(field) ? (values[field.fieldName] ?? '') : ''}
                useLink={linkMode(field)}
                error={errors[field.fieldName]}
                onFileChange={(value) => setFiles((f) => ({ ...f, [field.fieldName]: value }))}
                onLinkChange={(value) => setValues((v) => ({ ...v, [field.fieldName]: value }))}
                onUseLinkChange={(on) => setUseLink((u) => ({ ...u, [field.fieldName]: on }))}
              />
              {draft.files[field.fieldName] && !files[field.fieldName] && !linkMode(field) && (
                <Text size="sm" c="dimmed">
                  Berkas saat ini: {draft.files[field.fieldName]} (tetap dipakai bila tidak diganti)
                </Text>
              )}
            </Stack>
          ) : (
            <FieldInput
              key={field.id}
              field={field}
              value={values[field.fieldName] ?? ''}
              error={errors[field.fieldName]}
              onChange={(value) => setValues((v) => ({ ...v, [field.fieldName]: value }))}
            />
          ),
        )}
        {sendError && (
          <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            {sendError}
          </Alert>
        )}
        {progress !== null && <UploadProgress label="Mengirim perbaikan…" fraction={progress} />}
        <Group justify="space-between">
          <Button variant="default" onClick={props.onCancel} disabled={progress !== null}>
            Batal
          </Button>
          <Button
            type="submit"
            loading={progress !== null}
            rightSection={<IconSend size={16} aria-hidden />}
          >
            Kirim Perbaikan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
