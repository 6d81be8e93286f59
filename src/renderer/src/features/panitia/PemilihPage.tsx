import { Button, FileButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { HeadedPanel } from '../../ui/HeadedPanel';
import { IconFileImport, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ELECTION_LIMITS } from '../../../../shared/evoting/election';
import { isFrozen } from '../../../../shared/evoting/election-state';
import type { RollEntry } from '../../../../shared/evoting/roll';
import { ROLL_IMPORT_MESSAGES } from '../../../../shared/evoting/roll-csv';
import { LIVE_TOPICS } from '../../../../shared/live';
import type { RollImportPreview } from '../../backend/evoting-api';
import { useBackend } from '../../backend/use-backend';
import { useLiveQuery } from '../../backend/use-live-query';
import { notifyError, notifySuccess } from '../../ui/admin-kit/admin-notify';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { notifications } from '../../ui/feedback/notify';
import { useConfirm } from '../../ui/feedback/use-confirm';
import { FrozenNotice } from './FrozenNotice';
import { usePanitia } from './panitia-context';
import { PanitiaPageHeader } from './PanitiaPageHeader';
import { RollAddForm } from './RollAddForm';
import { RollImportModal } from './RollImportModal';
import { RollTable } from './RollTable';
import { searchRoll } from './roll-search';
import { useCommitteeAction } from './use-committee-action';

/**
 * Kelola Pemilih (issue 18 item 4): this election's roll only (never another election's voters):
 * search, add a registered voter by NIM and Nama Lengkap, import a CSV of both with a preview
 * listing each bad row, remove. Whoever the committee adds is verified at once. Frozen once the
 * election opens.
 */
export default function PemilihPage() {
  const { election } = usePanitia();
  const { value, error } = useLiveQuery(LIVE_TOPICS.committeeRoll, election.id);
  const backend = useBackend();
  const act = useCommitteeAction();
  const confirm = useConfirm();
  const locked = isFrozen(election.state);
  const [search, setSearch] = useState('');
  const [importing, setImporting] = useState<{
    csv: string;
    fileName: string;
    preview: RollImportPreview;
  } | null>(null);
  const [reading, setReading] = useState(false);
  const shown = useMemo(() => (value ? searchRoll(value, search) : undefined), [value, search]);

  const chooseFile = async (file: File | null) => {
    if (!file) return;
    if (file.size > ELECTION_LIMITS.importBytesMax) {
      notifications.show({ color: 'red', title: 'Gagal', message: ROLL_IMPORT_MESSAGES.tooLarge });
      return;
    }
    setReading(true);
    try {
      const csv = await file.text();
      const preview = await (await backend).committee.previewImport(election.id, csv);
      setImporting({ csv, fileName: file.name, preview });
    } catch (caught) {
      notifyError(caught);
    } finally {
      setReading(false);
    }
  };

  const commit = async () => {
    if (!importing) return;
    try {
      const applied = await (await backend).committee.commitImport(election.id, importing.csv);
      notifySuccess(`${applied.siap} pemilih ditambahkan dari ${importing.fileName}.`);
      setImporting(null);
    } catch (caught) {
      notifyError(caught);
    }
  };

  const remove = (entry: RollEntry) =>
    confirm.ask({
      title: 'Hapus dari daftar pemilih?',
      message: `${entry.namaLengkap} (${entry.nim}) tidak lagi dapat memilih pada pemilihan ini.`,
      confirmLabel: 'Hapus',
      run: () =>
        act(
          (committee, eventId) => committee.removeFromRoll(eventId, entry.voterId),
          `${entry.namaLengkap} dihapus dari daftar pemilih.`,
        ),
    });

  return (
    <Stack gap="lg" maw={1100}>
      <PanitiaPageHeader
        title="Kelola Pemilih"
        election={election}
        description="Hanya pemilih yang terdaftar dan terverifikasi pada daftar ini yang dapat memilih."
      />
      <FrozenNotice election={election} />
      <HeadedPanel id="tambah-pemilih" title="Tambah Pemilih" p="lg">
        <RollAddForm eventId={election.id} locked={locked} />
        <Group mt="md" gap="sm">
          <FileButton
            onChange={(file) => void chooseFile(file)}
            accept=".csv,text/csv"
            disabled={locked}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconFileImport size={16} aria-hidden />}
                loading={reading}
                disabled={locked}
              >
                Impor CSV
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed" style={{ flex: '1 1 240px' }}>
            Satu pemilih per baris, dengan dua kolom: NIM dan Nama Lengkap seperti di akun pemilih.
            Bila ada baris judul, kolom berjudul "NIM" dan "Nama" (atau "Nama Lengkap"); tanpa
            judul, kolom pertama NIM dan kolom kedua nama.
          </Text>
        </Group>
      </HeadedPanel>
      <Stack gap="sm" component="section" aria-labelledby="daftar-pemilih">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4" id="daftar-pemilih">
            Daftar Pemilih {value ? `(${value.length})` : ''}
          </Title>
          <TextInput
            aria-label="Cari nama, NIM atau email pemilih"
            placeholder="Cari nama, NIM atau email..."
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 300 }}
          />
        </Group>
        <AsyncContent
          value={shown}
          error={error}
          errorTitle="Daftar pemilih tidak dapat dimuat"
          loadingLabel="Memuat daftar pemilih"
          empty={value?.length ? 'Tidak ada pemilih yang cocok.' : 'Daftar pemilih masih kosong.'}
        >
          {(entries) => <RollTable entries={entries} locked={locked} onRemove={remove} />}
        </AsyncContent>
      </Stack>
      <RollImportModal
        preview={importing?.preview ?? null}
        fileName={importing?.fileName ?? ''}
        onClose={() => setImporting(null)}
        onConfirm={commit}
      />
      {confirm.modal}
    </Stack>
  );
}
