import {
  Group,
  Title,
  UnstyledButton,
  type TitleOrder,
  type TitleSize,
  type UnstyledButtonProps,
} from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The heading of a card that opens and closes (the WAI-ARIA accordion pattern): a button inside
 * the heading, telling whether its panel (`controls`, the panel's id) is open, with a chevron
 * that turns. The card keeps the panel itself.
 */
export function DisclosureHeading(props: {
  order: TitleOrder;
  size: TitleSize;
  open: boolean;
  onToggle(): void;
  controls: string;
  children: ReactNode;
  /** The button's own spacing, where the card has none around it. */
  buttonProps?: Omit<UnstyledButtonProps, 'children'>;
}) {
  const { open } = props;
  return (
    <Title order={props.order} size={props.size} m={0}>
      <UnstyledButton
        onClick={props.onToggle}
        aria-expanded={open}
        aria-controls={props.controls}
        {...props.buttonProps}
        w="100%"
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start" fw={700}>
          <span style={{ overflowWrap: 'anywhere' }}>{props.children}</span>
          <IconChevronDown
            size={20}
            aria-hidden
            style={{ flexShrink: 0, transform: open ? 'rotate(180deg)' : undefined }}
          />
        </Group>
      </UnstyledButton>
    </Title>
  );
}
