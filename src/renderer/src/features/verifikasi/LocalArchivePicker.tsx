import { Alert, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { SectionPanel } from '../../ui/SectionPanel';
import { IconFileSearch } from '@tabler/icons-react';
import { useRef } from 'react';
import { VERIFIKASI_TEXT as T } from './verifikasi-text';

/**
 * "Periksa berkas .bel lain": any election record from the visitor's device, checked here like
 * the official one. The input is emptied after each pick, so the same file can be picked again.
 */
export function LocalArchivePicker(props: { onPick(file: File): void; problem: string | null }) {
  const reset = useRef<() => void>(null);
  return (
    <SectionPanel aria-labelledby="berkas-lain">
      <Stack gap="sm">
        <Title order={2} size="h4" id="berkas-lain">
          {T.localTitle}
        </Title>
        <Text size="sm">{T.localBody}</Text>
        <Group>
          <FileButton
            accept=".bel"
            resetRef={reset}
            inputProps={{ 'aria-label': T.localButton }}
            onChange={(file) => {
              if (file) props.onPick(file);
              reset.current?.();
            }}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="light"
                leftSection={<IconFileSearch size={16} aria-hidden />}
              >
                {T.localButton}
              </Button>
            )}
          </FileButton>
        </Group>
        {props.problem && (
          <Alert color="red" p="sm">
            {props.problem}
          </Alert>
        )}
      </Stack>
    </SectionPanel>
  );
}
