import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A card that leads to one service: icon, name, one line of explanation, the way in. */
export function ServiceCard(props: {
  icon: ReactNode;
  title: string;
  description: string;
  to: string;
  action: string;
  /** 3 when the card sits under a section's own heading. */
  headingOrder?: 2 | 3;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light">
            {props.icon}
          </ThemeIcon>
          <Title order={props.headingOrder ?? 2} size="h4">
            {props.title}
          </Title>
        </Group>
        <Text c="dimmed" style={{ flex: 1 }}>
          {props.description}
        </Text>
        <Group>
          <Button
            component={Link}
            to={props.to}
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {props.action}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
