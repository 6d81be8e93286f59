import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';

export const DRAFT_RESTORED_MESSAGE =
  'Jawaban yang belum dikirim telah dipulihkan. Berkas yang diunggah perlu dipilih ulang.';

/** Shown when the wizard opens with answers kept from an earlier visit. */
export function DraftNotice(props: { onClear(): void; onClose(): void }) {
  return (
    <Alert
      role="status"
      color="blue"
      icon={<IconRestore size={18} aria-hidden />}
      withCloseButton
      closeButtonLabel="Tutup pemberitahuan"
      onClose={props.onClose}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{DRAFT_RESTORED_MESSAGE}</Text>
        <Button variant="light" size="compact-sm" onClick={props.onClear}>
          Mulai dari Awal
        </Button>
      </Stack>
    </Alert>
  );
}
