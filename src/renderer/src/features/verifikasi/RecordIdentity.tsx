import { Code, Stack, Text } from '@mantine/core';
import type { RecordElection } from './verify-messages';
import { VERIFIKASI_TEXT as T } from './verifikasi-text';

/** A long identifier on its own line, wrapping anywhere (a phone is 40 characters wide). */
function Identifier(props: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Code
        block
        fz="sm"
        style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}
        data-testid={props.testId}
      >
        {props.value}
      </Code>
    </div>
  );
}

/**
 * Which election the record is, as the record itself says: its name, UUID and fingerprint, and
 * once checked the hash of the last event, which pins every byte before it.
 */
export function RecordIdentity(props: { election?: RecordElection; lastEventHash?: string }) {
  const { election, lastEventHash } = props;
  if (!election && !lastEventHash) return null;
  return (
    <Stack gap="xs">
      {election && (
        <>
          <div>
            <Text size="xs" c="dimmed">
              {T.electionName}
            </Text>
            <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {election.name}
            </Text>
          </div>
          <Identifier label={T.uuid} value={election.uuid} testId="uuid" />
          <Identifier label={T.fingerprint} value={election.fingerprint} testId="fingerprint" />
        </>
      )}
      {lastEventHash && (
        <Identifier label={T.lastEvent} value={lastEventHash} testId="last-event" />
      )}
    </Stack>
  );
}
