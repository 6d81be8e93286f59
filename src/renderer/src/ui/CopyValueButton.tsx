import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Copies a value a person must keep (a ticket, a code), saying what it copies and that it did. */
export function CopyValueButton(props: { value: string; label: string }) {
  return (
    <CopyButton value={props.value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Tersalin' : props.label} withArrow>
          <ActionIcon
            variant="light"
            color={copied ? 'teal' : 'gray'}
            size="lg"
            onClick={copy}
            aria-label={copied ? 'Tersalin' : props.label}
          >
            {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
