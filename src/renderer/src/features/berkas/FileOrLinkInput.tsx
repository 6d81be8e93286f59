import { FileInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconLink, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { decodeUploadedFile, isHttpUrl } from '../../../../shared/berkas/form-fields';
import { fileProblem, readUploadedFile, UPLOAD_ACCEPT } from './file-upload';

export const LINK_REMINDER = 'Pastikan tautan dapat diakses oleh siapa saja yang memiliki tautan.';
export const INVALID_LINK_MESSAGE = 'Tautan harus diawali http:// atau https://.';
const UNREADABLE_MESSAGE = 'Berkas tidak dapat dibaca. Silakan pilih ulang.';

export interface FileOrLinkInputProps {
  label: string;
  fieldName: string;
  required: boolean;
  /** The kept upload (a data URL with its name) or ''. */
  file: string;
  link: string;
  useLink: boolean;
  error?: string | undefined;
  onFileChange(value: string): void;
  onLinkChange(value: string): void;
  onUseLinkChange(useLink: boolean): void;
}

/** A file upload, or through "Gunakan Tautan" a cloud-drive link (SPEC.md §2, wizard). */
export function FileOrLinkInput(props: FileOrLinkInputProps) {
  const [fileError, setFileError] = useState<string | null>(null);
  // The File shown in the input; after the step is left and entered again only the name remains.
  const [chosen, setChosen] = useState<File | null>(null);
  const [linkTouched, setLinkTouched] = useState(false);
  const keptName = props.file ? (decodeUploadedFile(props.file)?.name ?? null) : null;

  const choose = async (file: File | null) => {
    setFileError(null);
    setChosen(null);
    if (!file) {
      props.onFileChange('');
      return;
    }
    const problem = fileProblem(file);
    if (problem) {
      setFileError(problem);
      props.onFileChange('');
      return;
    }
    try {
      props.onFileChange(await readUploadedFile(file));
      setChosen(file);
    } catch {
      setFileError(UNREADABLE_MESSAGE);
      props.onFileChange('');
    }
  };

  const linkError =
    linkTouched && props.link.trim() && !isHttpUrl(props.link.trim())
      ? INVALID_LINK_MESSAGE
      : undefined;

  return (
    <Stack gap={6}>
      {props.useLink ? (
        <TextInput
          label={props.label}
          required={props.required}
          type="url"
          inputMode="url"
          name={props.fieldName}
          placeholder="https://drive.google.com/…"
          leftSection={<IconLink size={16} aria-hidden />}
          value={props.link}
          onChange={(event) => props.onLinkChange(event.currentTarget.value)}
          onBlur={() => setLinkTouched(true)}
          error={linkError ?? props.error}
          errorProps={{ role: 'alert' }}
          description={LINK_REMINDER}
        />
      ) : (
        <FileInput
          label={props.label}
          required={props.required}
          accept={UPLOAD_ACCEPT}
          clearable
          placeholder="Pilih berkas (maks. 5MB)"
          leftSection={<IconUpload size={16} aria-hidden />}
          value={props.file ? chosen : null}
          onChange={(file) => void choose(file)}
          fileInputProps={{ name: props.fieldName, 'aria-label': props.label }}
          error={fileError ?? props.error}
          errorProps={{ role: 'alert' }}
          description="PDF, dokumen Office, gambar, atau ZIP. Maksimal 5MB."
        />
      )}
      {keptName && !props.useLink && !(props.file && chosen) && (
        <Text size="sm" c="teal.8">
          Berkas terpilih: {keptName}
        </Text>
      )}
      <Switch
        label="Gunakan Tautan"
        checked={props.useLink}
        onChange={(event) => {
          setFileError(null);
          props.onUseLinkChange(event.currentTarget.checked);
        }}
      />
    </Stack>
  );
}
