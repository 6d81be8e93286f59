import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { TRUSTEE_STAGE_LABELS } from '../../../../shared/evoting/belenios-election';
import type { TrusteeView } from '../../backend/trustee-api';
import { WALI_TEXT as T } from './wali-text';

/** The election, who this trustee is among how many, the threshold and the stage. */
export function TrusteeHeader(props: { view: TrusteeView }) {
  const { view } = props;
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        {T.workspaceTitle}
      </Text>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {view.namaPemilihan}
      </Title>
      <Group gap="xs">
        <Badge variant="light" size="lg" radius="sm">
          {T.position(view.posisi, view.n)}
        </Badge>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {view.nama}
        </Text>
      </Group>
      <Text size="sm">{T.threshold(view.ambang, view.n)}</Text>
      <Text size="sm">
        {T.stage}: <strong>{TRUSTEE_STAGE_LABELS[view.tahap]}</strong>
      </Text>
    </Stack>
  );
}
