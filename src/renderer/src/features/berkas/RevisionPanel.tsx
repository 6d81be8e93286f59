import { Alert, Button, Divider, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconKey, IconPencil } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { RESUBMISSION_MESSAGES, type RevisionDraft } from '../../../../shared/berkas/resubmission';
import {
  normaliseRevisionCode,
  REVISION_CODE_PLACEHOLDER,
} from '../../../../shared/berkas/revision-code';
import type { PublicTracking } from '../../../../shared/berkas/submission';
import { BackendError } from '../../backend/backend-error';
import { useBackend } from '../../backend/use-backend';
import { LazyPart } from './parts/LazyPart';
import { revisionFormPart } from './parts/revision-form-part';

const CHECK_FAILED_MESSAGE = 'Kode revisi tidak dapat diperiksa saat ini. Silakan coba lagi.';

/**
 * "Kirim Perbaikan" on tracking while a revision is asked: the private revision code opens the
 * current answers (the ticket alone never does), then RevisionForm sends the correction.
 */
export function RevisionPanel(props: { ticketId: string; onSent(tracking: PublicTracking): void }) {
  const backend = useBackend();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [draft, setDraft] = useState<{ draft: RevisionDraft; code: string } | null>(null);

  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    const canonical = normaliseRevisionCode(code);
    if (!code.trim()) {
      setError(RESUBMISSION_MESSAGES.codeRequired);
      return;
    }
    setError(null);
    setOpening(true);
    try {
      // A code of the wrong shape goes to the backend too: one answer for every wrong code.
      const opened = await (await backend).berkas.openRevision(props.ticketId, canonical ?? code);
      setDraft({ draft: opened, code: canonical ?? code });
    } catch (caught) {
      // A wrong code is the backend's one message; anything else must not read as a wrong code.
      setError(
        caught instanceof BackendError && caught.message ? caught.message : CHECK_FAILED_MESSAGE,
      );
    } finally {
      setOpening(false);
    }
  };

  if (!open) {
    return (
      <Group>
        <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setOpen(true)}>
          Kirim Perbaikan
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="md" component="section" aria-label="Kirim Perbaikan">
      <Divider label="Kirim Perbaikan" labelPosition="left" />
      {draft ? (
        <LazyPart
          part={revisionFormPart}
          fallback={<Loader size="sm" aria-label="Memuat formulir perbaikan" />}
          props={{
            draft: draft.draft,
            revisionCode: draft.code,
            onCancel: () => setDraft(null),
            onSent: props.onSent,
          }}
        />
      ) : (
        <form onSubmit={(event) => void unlock(event)} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Masukkan kode revisi yang Anda terima saat mengajukan berkas (di layar berhasil atau
              di email). Nomor tiket saja tidak cukup untuk mengubah berkas.
            </Text>
            <TextInput
              label="Kode Revisi"
              required
              placeholder={REVISION_CODE_PLACEHOLDER}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              // The form behind the code is fetched while the code is typed.
              onFocus={revisionFormPart.preload}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              leftSection={<IconKey size={16} aria-hidden />}
            />
            {error && (
              <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
                {error}
              </Alert>
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={() => setOpen(false)}>
                Batal
              </Button>
              <Button type="submit" loading={opening}>
                Buka Jawaban
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
