import { Button, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { isHttpUrl } from '../../../../shared/berkas/form-fields';
import type { Submission } from '../../../../shared/berkas/submission';
import { canApprove, canFinish } from '../../../../shared/berkas/workflow';
import { TEXT_LIMITS } from '../../../../shared/limits';
import { useBackend } from '../../backend/use-backend';
import { ConfirmModal } from '../../ui/feedback/ConfirmModal';
import { notifyError, notifySuccess } from './berkas-admin-ui';
import { ReplyLetterPicker, type PickedLetter } from './ReplyLetterPicker';

export const INVALID_LETTER_URL = 'Tautan surat balasan tidak valid.';

/** What ACC does, said before it is done (it cannot be undone). */
export const APPROVE_CONSEQUENCES = (ticketId: string) =>
  `Pengajuan ${ticketId} akan berstatus Disetujui. Setelah itu status verifikasi tidak dapat diubah lagi.`;

/** What the final follow-up does, said before it is sent (it cannot be changed afterwards). */
export const FINISH_CONSEQUENCES = (ticketId: string) =>
  `Pengajuan ${ticketId} akan berstatus Selesai. Pengaju akan melihat catatan dan surat balasan ini di halaman pelacakan, dan tindak lanjut tidak dapat diubah setelah dikirim.`;

/** ACC, for master and Sekretariat Jenderal (SPEC.md §6), enabled once all four have verified. */
export function ApproveButton(props: { submission: Submission; onDone(): void }) {
  const backend = useBackend();
  const [running, setRunning] = useState(false);
  const [asking, setAsking] = useState(false);
  const check = canApprove(props.submission);

  const approve = async () => {
    setRunning(true);
    try {
      await (await backend).berkasAdmin.approve(props.submission.id);
      notifySuccess('Pengajuan disetujui.');
      setAsking(false);
      props.onDone();
    } catch (error) {
      notifyError(error);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack gap={4}>
      <Button color="teal" disabled={!check.ok} loading={running} onClick={() => setAsking(true)}>
        ACC (Setujui)
      </Button>
      <ConfirmModal
        opened={asking}
        title="Setujui pengajuan ini?"
        message={APPROVE_CONSEQUENCES(props.submission.ticketId)}
        confirmLabel="Ya, Setujui"
        confirmColor="teal"
        loading={running}
        onConfirm={() => void approve()}
        onClose={() => setAsking(false)}
      />
      {!check.ok && (
        <Text size="xs" c="dimmed">
          {check.message}
        </Text>
      )}
    </Stack>
  );
}

/** Tindak Lanjut Akhir: a note and/or a reply letter (a file or a link); ends in Selesai. */
export function FinalResponseForm(props: { submission: Submission; onDone(): void }) {
  const backend = useBackend();
  const [catatan, setCatatan] = useState('');
  const [letter, setLetter] = useState<PickedLetter | null>(null);
  const [letterUrl, setLetterUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
  const [asking, setAsking] = useState(false);

  /** Checks first, then asks: a mistake is shown before the question, not after it. */
  const ask = () => {
    const url = letterUrl.trim();
    if (url && !isHttpUrl(url)) {
      setError(INVALID_LETTER_URL);
      return;
    }
    const check = canFinish(props.submission, {
      catatan,
      hasLetter: letter !== null || url !== '',
    });
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    setAsking(true);
  };

  const send = async () => {
    const url = letterUrl.trim();
    setRunning(true);
    try {
      await (
        await backend
      ).berkasAdmin.finish(props.submission.id, {
        catatan: catatan.trim(),
        ...(letter ? { letter: letter.encoded } : url ? { letterUrl: url } : {}),
      });
      notifySuccess('Tindak lanjut akhir terkirim.');
      setAsking(false);
      setCatatan('');
      setLetter(null);
      setLetterUrl('');
      setPickerKey((n) => n + 1);
      props.onDone();
    } catch (e) {
      notifyError(e);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-label="Tindak Lanjut Akhir">
      <Title order={4}>Tindak Lanjut Akhir</Title>
      <Textarea
        label="Catatan tindak lanjut"

        rows={3}
        maxLength={TEXT_LIMITS.finalNote}
        value={catatan}
        onChange={(event) => setCatatan(event.currentTarget.value)}
      />
      <ReplyLetterPicker key={pickerKey} onChange={setLetter} disabled={running} />
      <TextInput
        label="Atau tautan surat balasan"
        placeholder="https://…"
        type="url"
        value={letterUrl}
        onChange={(event) => setLetterUrl(event.currentTarget.value)}
        disabled={letter !== null || running}
      />
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Button onClick={ask} loading={running}>
        Kirim Tindak Lanjut
      </Button>
      <ConfirmModal
        opened={asking}
        title="Kirim tindak lanjut akhir?"
        message={FINISH_CONSEQUENCES(props.submission.ticketId)}
        confirmLabel="Ya, Kirim"
        confirmColor="navy"
        loading={running}
        onConfirm={() => void send()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
