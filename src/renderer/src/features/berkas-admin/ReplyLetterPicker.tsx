import { FileInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { encodeUploadedFile } from '../../../../shared/berkas/form-fields';
import { LIMITS } from '../../../../shared/limits';

/** A reply letter ready to send: a data URL with the file name appended (SPEC.md §5). */
export interface PickedLetter {
  name: string;
  encoded: string;
}

export const LETTER_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'webp'] as const;
const ACCEPT = LETTER_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const LETTER_TYPE_MESSAGE = 'Surat balasan harus berupa PDF, Word atau gambar.';

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Berkas tidak dapat dibaca.'));
    reader.readAsDataURL(file);
  });

/**
 * Picks the reply letter. The only place that touches the file: the desktop app can swap it for
 * a native picker through the Platform without the final form knowing.
 */
export function ReplyLetterPicker(props: {
  onChange(letter: PickedLetter | null): void;
  disabled?: boolean;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (picked: File | null) => {
    setError(null);
    setFile(picked);
    props.onChange(null);
    if (!picked) return;
    const extension = picked.name.split('.').pop()?.toLowerCase() ?? '';
    if (
      !picked.name.includes('.') ||
      !(LETTER_EXTENSIONS as readonly string[]).includes(extension)
    ) {
      setError(LETTER_TYPE_MESSAGE);
      setFile(null);
      return;
    }
    if (picked.size > LIMITS.uploadMaxBytes) {
      setError(BERKAS_MESSAGES.fileTooLarge);
      setFile(null);
      return;
    }
    try {
      props.onChange({
        name: picked.name,
        encoded: encodeUploadedFile(await readAsDataUrl(picked), picked.name),
      });
    } catch {
      setError('Berkas tidak dapat dibaca.');
      setFile(null);
    }
  };

  return (
    <FileInput
      label="Surat balasan (PDF, Word atau gambar, maks. 5 MB)"
      placeholder="Pilih berkas"
      accept={ACCEPT}
      clearable
      value={file}
      onChange={(picked) => void pick(picked)}
      error={error}
      disabled={props.disabled}
      leftSection={<IconUpload size={16} aria-hidden />}
    />
  );
}
