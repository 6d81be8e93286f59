import { Alert, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { UserProfile } from '../../../../shared/accounts';
import {
  BERKAS_MESSAGES,
  VERIFIER_KEYS,
  VERIFIER_LABELS,
  type VerifierKey,
} from '../../../../shared/berkas/status';
import type { Submission } from '../../../../shared/berkas/submission';
import { TEXT_LIMITS } from '../../../../shared/limits';
import {
  VERIFIER_ACTION_LABELS,
  verifierFor,
  type VerifierAction,
} from '../../../../shared/berkas/workflow';
import { useBackend } from '../../backend/use-backend';
import { notifyError, notifySuccess } from './berkas-admin-ui';
import { clearNoteDraft, loadNoteDraft, saveNoteDraft } from './verifier-note-draft';

const VERIFIER_OPTIONS = VERIFIER_KEYS.map((key) => ({ value: key, label: VERIFIER_LABELS[key] }));

/** Verifikasi, Minta Revisi and Batal Verifikasi as the user's verifier (SPEC.md §4, §6). */
export function VerifierActions(props: {
  submission: Submission;
  user: UserProfile;
  onDone(): void;
}) {
  const { submission, user } = props;
  const backend = useBackend();
  const [chosen, setChosen] = useState<VerifierKey | null>(null);
  // A draft left by the idle sign-out (or a reload) comes back.
  const [restored] = useState(() => loadNoteDraft(user.id, submission.id));
  const [note, setNote] = useState(restored);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [running, setRunning] = useState<VerifierAction | null>(null);
  const isMaster = user.role === 'master';
  const verifier = verifierFor(user, chosen ?? undefined);

  const run = async (action: VerifierAction) => {
    if (!verifier) return;
    if (action === 'request-revision' && !note.trim()) {
      setNoteError(BERKAS_MESSAGES.revisionNoteRequired);
      return;
    }
    setNoteError(null);
    setRunning(action);
    try {
      await (
        await backend
      ).berkasAdmin.verify(submission.id, action, note.trim(), isMaster ? verifier : undefined);
      notifySuccess(`${VERIFIER_ACTION_LABELS[action]} berhasil disimpan.`);
      setNote('');
      clearNoteDraft(user.id, submission.id);
      props.onDone();
    } catch (error) {
      notifyError(error);
    } finally {
      setRunning(null);
    }
  };

  const identity = isMaster ? (
    <Select
      label="Bertindak sebagai"
      placeholder="Pilih verifikator"
      data={VERIFIER_OPTIONS}
      value={chosen}
      onChange={(value) => setChosen(value as VerifierKey | null)}
      allowDeselect={false}
    />
  ) : verifier ? (
    <Text size="sm">Anda bertindak sebagai {VERIFIER_LABELS[verifier]}</Text>
  ) : null;

  if (!verifier) {
    return (
      <Stack gap="sm">
        {identity}
        {isMaster ? (
          <Text size="sm" c="dimmed">
            Pilih verifikator untuk bertindak.
          </Text>
        ) : (
          <Alert color="red" variant="light">
            {BERKAS_MESSAGES.undefinedRole}
          </Alert>
        )}
      </Stack>
    );
  }

  const verified = submission.verifiers[verifier].status === 'diverifikasi';
  return (
    <Stack gap="sm">
      {identity}
      <Textarea
        label="Catatan verifikasi"
        description={
          restored && note === restored
            ? 'Wajib diisi saat meminta revisi. Catatan yang belum terkirim dipulihkan.'
            : 'Wajib diisi saat meminta revisi.'
        }

        rows={3}
        maxLength={TEXT_LIMITS.verifierNote}
        value={note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          saveNoteDraft(user.id, submission.id, event.currentTarget.value);
          setNoteError(null);
        }}
        error={noteError}
      />
      <Group gap="sm">
        {verified ? (
          <Button
            color="orange"
            variant="light"
            loading={running === 'cancel-verification'}
            disabled={running !== null}
            onClick={() => void run('cancel-verification')}
          >
            {VERIFIER_ACTION_LABELS['cancel-verification']}
          </Button>
        ) : (
          <>
            <Button
              color="green"
              loading={running === 'verify'}
              disabled={running !== null}
              onClick={() => void run('verify')}
            >
              {VERIFIER_ACTION_LABELS.verify}
            </Button>
            <Button
              color="orange"
              variant="light"
              loading={running === 'request-revision'}
              disabled={running !== null}
              onClick={() => void run('request-revision')}
            >
              {VERIFIER_ACTION_LABELS['request-revision']}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
