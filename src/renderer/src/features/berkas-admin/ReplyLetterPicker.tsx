import { Button, Group, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { encodeUploadedFile } from '../../../../shared/berkas/form-fields';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import type { PickFileResult } from '../../../../shared/platform';
import { usePlatform } from '../../platform/PlatformProvider';

/** A reply letter ready to send: a data URL with the file name appended (SPEC.md §5). */
export interface PickedLetter {
  name: string;
  encoded: string;
}

export const LETTER_TYPE_MESSAGE = 'Surat balasan harus berupa PDF, Word atau gambar.';

const PROBLEMS: Record<Exclude<PickFileResult, { ok: true }>['reason'], string | null> = {
  cancelled: null,
  'too-large': BERKAS_MESSAGES.fileTooLarge,
  'wrong-type': LETTER_TYPE_MESSAGE,
  unreadable: 'Berkas tidak dapat dibaca.',
};

/**
 * Picks the reply letter through the Platform: the browser's file dialog on the web, the native
 * dialog in the desktop app. The form never knows which.
 */
export function ReplyLetterPicker(props: {
  onChange(letter: PickedLetter | null): void;
  disabled?: boolean;
}) {
  const platform = usePlatform();
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async () => {
    const result = await platform.pickReplyLetter();
    if (!result.ok) {
      if (result.reason !== 'cancelled') {
        setName(null);
        props.onChange(null);
      }
      setError(PROBLEMS[result.reason]);
      return;
    }
    setError(null);
    setName(result.file.name);
    props.onChange({
      name: result.file.name,
      encoded: encodeUploadedFile(result.file.dataUrl, result.file.name),
    });
  };

  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        Surat balasan (PDF, Word atau gambar, maks. 5 MB)
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconPaperclip size={16} aria-hidden />}
          onClick={() => void pick()}
          disabled={props.disabled}
        >
          {name ? 'Ganti Surat Balasan' : 'Pilih Surat Balasan'}
        </Button>
        {name && (
          <>
            <Text size="sm" data-testid="reply-letter-name">
              {name}
            </Text>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              aria-label="Hapus surat balasan"
              onClick={() => {
                setName(null);
                props.onChange(null);
              }}
            >
              <IconX size={14} aria-hidden />
            </Button>
          </>
        )}
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
