import { Stack, Text } from '@mantine/core';
import type { TrusteeStatus } from '../../../backend/belenios-committee-api';
import { DEKRIPSI_TEXT as T } from './belenios-committee-text';
import { TrusteeStatusTable } from './TrusteeStatusTable';

/**
 * After closing a Belenios election (issue 34 item 4): the stage and which trustees sent their
 * partial decryption; publishing needs the threshold's number of them (the backend checks).
 */
export function DekripsiStatus(props: { status: TrusteeStatus }) {
  const { status } = props;
  const have = status.wali.filter((w) => w.dekripsi).length;
  return (
    <Stack gap="xs" aria-label={T.heading} role="group">
      <Text size="sm" fw={600}>
        {T.heading}
      </Text>
      <Text size="sm">{T.intro}</Text>
      <TrusteeStatusTable status={status} decryption />
      <Text size="sm" fw={600} data-testid="jumlah-dekripsi">
        {T.progress(have, status.ambang)}
        {have >= status.ambang ? ` ${T.enough}` : ''}
      </Text>
    </Stack>
  );
}
