import { Alert, Badge, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { DialogActions } from '../../ui/feedback/DialogActions';
import { useState } from 'react';
import { prodiOfNim } from '../../../../shared/evoting/prodi';
import type { RollImportPreview } from '../../backend/evoting-api';

/** "Baris 4: NIM harus terdiri dari tepat 9 digit angka." — one line per bad row. */
export const badRowText = (baris: number, masalah: string): string => `Baris ${baris}: ${masalah}`;

/**
 * The preview of a roll import (issue 18 item 4): the rows that will be added, and one line per
 * bad row saying why; nothing is added until "Tambahkan". A row is a NIM and a Nama Lengkap that
 * together match a voter's account; the table shows the file's own text (the backend sends
 * nothing of the account, issue 33 item 1), with the programme the NIM's prefix names.
 */
export function RollImportModal(props: {
  preview: RollImportPreview | null;
  fileName: string;
  onClose(): void;
  onConfirm(): Promise<void>;
}) {
  const { preview } = props;
  const [busy, setBusy] = useState(false);
  const good = preview?.lines.filter((line) => line.ok) ?? [];
  const bad = preview?.lines.filter((line) => !line.ok) ?? [];
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={preview !== null}
      onClose={() => !busy && props.onClose()}
      title={`Pratinjau Impor: ${props.fileName}`}
      size="xl"
    >
      {preview && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color="green" variant="light" tt="none">
              {preview.siap} siap ditambahkan
            </Badge>
            <Badge color={bad.length ? 'red' : 'gray'} variant="light" tt="none">
              {bad.length} baris bermasalah
            </Badge>
          </Group>
          {bad.length > 0 && (
            <Alert color="red" title="Baris yang tidak dapat ditambahkan">
              <List size="sm" spacing={2} aria-label="Baris bermasalah">
                {bad.map((line) =>
                  line.ok ? null : (
                    <List.Item key={line.baris}>{badRowText(line.baris, line.masalah)}</List.Item>
                  ),
                )}
              </List>
            </Alert>
          )}
          {good.length > 0 && (
            <Table.ScrollContainer
              minWidth={480}
              type="native"
              mah={320}
              style={{ position: 'relative' }}
            >
              <Table striped verticalSpacing={4} aria-label="Pemilih yang akan ditambahkan">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Baris</Table.Th>
                    <Table.Th>NIM</Table.Th>
                    <Table.Th>Nama</Table.Th>
                    <Table.Th>Prodi</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {good.map((line) =>
                    line.ok ? (
                      <Table.Tr key={line.baris}>
                        <Table.Td>{line.baris}</Table.Td>
                        <Table.Td>{line.nim}</Table.Td>
                        <Table.Td>{line.namaLengkap}</Table.Td>
                        <Table.Td>{prodiOfNim(line.nim) ?? '—'}</Table.Td>
                      </Table.Tr>
                    ) : null,
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Text size="sm" c="dimmed">
            Setiap baris dicocokkan dengan NIM dan Nama Lengkap di akun pemilih; nama ditampilkan
            seperti tertulis di berkas. Pemilih yang ditambahkan panitia langsung terverifikasi.
          </Text>
          <DialogActions
            busy={busy}
            onCancel={props.onClose}
            label={<>Tambahkan {preview.siap} Pemilih</>}
            onConfirm={() => void confirm()}
            disabled={preview.siap === 0}
          />
        </Stack>
      )}
    </Modal>
  );
}
