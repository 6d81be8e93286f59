import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  ELECTION_LIMITS,
  EVOTING_MESSAGES,
  type ElectionRequest,
} from '../../../../shared/evoting/election';
import { PlainTextarea } from '../../ui/forms/PlainTextarea';
import { errorMessage } from '../../ui/admin-kit/admin-notify';
import { FormAlert } from '../accounts/FormAlert';

/**
 * "Tolak" with a reason (required): the request stays on record with the decision and its
 * reason, which the requester sees; nothing is deleted (ORIGINAL.md §10.1 #15).
 */
export function RejectModal(props: {
  request: ElectionRequest | null;
  onClose(): void;
  onReject(request: ElectionRequest, alasan: string): Promise<void>;
}) {
  const { request } = props;
  const [alasan, setAlasan] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [shownFor, setShownFor] = useState<string | null>(null);
  if ((request?.id ?? null) !== shownFor) {
    setShownFor(request?.id ?? null);
    setAlasan('');
    setProblem(null);
    setError(null);
  }

  const reject = async () => {
    if (!request) return;
    if (!alasan.trim()) {
      setProblem(EVOTING_MESSAGES.reasonRequired);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await props.onReject(request, alasan.trim());
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={request !== null}
      onClose={() => !saving && props.onClose()}
      title="Tolak Permintaan"
    >
      {request && (
        <Stack gap="md">
          <Text size="sm">
            Tolak permintaan <strong>{request.namaPemilihan}</strong> dari{' '}
            {request.diajukanOleh.nama}? Alasannya disimpan dan ditampilkan kepada pengaju.
          </Text>
          <PlainTextarea
            label="Alasan penolakan"
            required
            minRows={3}
            maxRows={8}
            maxLength={ELECTION_LIMITS.reasonMax}
            value={alasan}
            error={problem}
            errorProps={{ role: 'alert' }}
            onChange={(event) => {
              setAlasan(event.currentTarget.value);
              setProblem(null);
            }}
          />
          <FormAlert message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} disabled={saving}>
              Batal
            </Button>
            <Button color="red" loading={saving} onClick={() => void reject()}>
              Tolak Permintaan
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
