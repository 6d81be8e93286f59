import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * Copies a code a person keeps (a receipt, the fingerprint), named by its text: no tooltip, so
 * the public results page does without the floating-position library.
 */
export function CopyTextButton(props: { value: string; label: string }) {
  return (
    <CopyButton value={props.value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant="light"
          color={copied ? 'teal' : 'gray'}
          leftSection={
            copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
          }
          onClick={copy}
        >
          {copied ? 'Tersalin' : props.label}
        </Button>
      )}
    </CopyButton>
  );
}
