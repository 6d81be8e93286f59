import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { CopyValueButton } from '../../ui/CopyValueButton';

/** The private revision code on the success screen: copyable, and plainly not for sharing. */
export function RevisionCodeNotice({ code }: { code: string }) {
  return (
    <Alert
      color="orange"
      variant="light"
      w="100%"
      ta="left"
      icon={<IconLock size={18} aria-hidden />}
      title="Kode Revisi (rahasia)"
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <Text
            component="p"
            m={0}
            fw={800}
            ff="monospace"
            fz={{ base: 'md', sm: 'xl' }}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="revision-code"
          >
            {code}
          </Text>
          <CopyValueButton value={code} label="Salin kode revisi" />
        </Group>
        <Text size="sm">
          Kode ini bersifat pribadi: jangan bagikan kepada siapa pun. Kode revisi diperlukan untuk
          mengirim perbaikan bila verifikator meminta revisi, sedangkan nomor tiket hanya untuk
          melacak status berkas.
        </Text>
      </Stack>
    </Alert>
  );
}
