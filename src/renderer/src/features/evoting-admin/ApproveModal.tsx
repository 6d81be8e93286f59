import { Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { DialogActions } from '../../ui/feedback/DialogActions';
// MultiSelect draws its chosen committee members as pills inside a pills input.
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { useState } from 'react';
import { ELECTION_LIMITS, type ElectionRequest } from '../../../../shared/evoting/election';
import { LIVE_TOPICS } from '../../../../shared/live';
import { useLiveQuery } from '../../backend/use-live-query';
import { FormAlert } from '../../ui/forms/FormAlert';
import { errorMessage } from '../../ui/admin-kit/admin-notify';

/**
 * "Setujui & Tugaskan Panitia" (ORIGINAL.md §3.3): the requester always joins the committee; the
 * master may add other approved committee accounts. The backend creates the election and the
 * committee in one step, so nothing is left half done.
 */
export function ApproveModal(props: {
  request: ElectionRequest | null;
  onClose(): void;
  onApprove(request: ElectionRequest, panitiaTambahan: string[]): Promise<void>;
}) {
  const { request } = props;
  const { value: accounts, error: accountsError } = useLiveQuery(LIVE_TOPICS.committeeAccounts);
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new request opens with nothing chosen.
  const [shownFor, setShownFor] = useState<string | null>(null);
  if ((request?.id ?? null) !== shownFor) {
    setShownFor(request?.id ?? null);
    setChosen([]);
    setError(null);
  }

  const others = (accounts ?? [])
    .filter((account) => account.id !== request?.diajukanOleh.id)
    .map((account) => ({ value: account.id, label: `${account.namaTampilan} (${account.email})` }));

  const save = async () => {
    if (!request) return;
    setSaving(true);
    setError(null);
    try {
      await props.onApprove(request, chosen);
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
      title="Setujui & Tugaskan Panitia"
      size="lg"
    >
      {request && (
        <Stack gap="md">
          <Text size="sm">
            Menyetujui <strong>{request.namaPemilihan}</strong> ({request.penyelenggara}) membuat
            pemilihan baru dengan <strong>{request.diajukanOleh.nama}</strong> sebagai panitia.
          </Text>
          <MultiSelect
            label="Panitia tambahan (opsional)"
            description="Akun panitia pemilihan lain yang sudah disetujui."
            placeholder={others.length ? 'Pilih akun panitia' : 'Tidak ada akun panitia lain'}
            data={others}
            value={chosen}
            onChange={setChosen}
            searchable
            clearable
            maxValues={ELECTION_LIMITS.committeePerElection - 1}
            nothingFoundMessage="Akun tidak ditemukan"
            disabled={!accounts}
            error={accountsError?.message}
            comboboxProps={{ withinPortal: true }}
          />
          <FormAlert message={error} />
          <DialogActions
            busy={saving}
            onCancel={props.onClose}
            label="Simpan & Tugaskan"
            onConfirm={() => void save()}
            color="green"
          />
        </Stack>
      )}
    </Modal>
  );
}
