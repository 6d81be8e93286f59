import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconKey } from '@tabler/icons-react';
import { useBackend } from '../../backend/use-backend';
import { saveBlob } from '../../lib/save-blob';
import { CopyTextButton } from '../evoting/CopyTextButton';
import { ballotPath } from '../evoting/election-links';
import { CREDENTIAL_TEXTS as T } from './belenios-texts';
import { credentialFileName, credentialFileText } from './credential-file';

/** The voter's private credential with the two ways to keep it: copy, or the card as a file. */
export function CredentialCode(props: {
  eventId: string;
  electionName: string;
  uuid: string;
  nim: string;
  code: string;
}) {
  const backend = useBackend();
  const download = async () => {
    const boothUrl = `${(await backend).publicOrigin()}${ballotPath(props.eventId)}`;
    const text = credentialFileText({
      election: props.electionName,
      uuid: props.uuid,
      nim: props.nim,
      code: props.code,
      boothUrl,
    });
    saveBlob(
      new Blob([text], { type: 'text/plain;charset=utf-8' }),
      credentialFileName(props.electionName),
    );
  };
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {T.codeLabel}
        </Text>
        <Code
          fz={{ base: 'md', xs: 'lg' }}
          fw={700}
          px="sm"
          py={6}
          w="fit-content"
          maw="100%"
          style={{ letterSpacing: '0.05em', overflowWrap: 'anywhere' }}
          data-testid="kode-kredensial"
        >
          {props.code}
        </Code>
      </Stack>
      <Group gap="xs">
        <CopyTextButton value={props.code} label={T.copy} />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => void download()}
        >
          {T.download}
        </Button>
      </Group>
      <Alert color="yellow" icon={<IconKey size={18} aria-hidden />}>
        <Text size="sm">{T.keep}</Text>
      </Alert>
    </Stack>
  );
}
