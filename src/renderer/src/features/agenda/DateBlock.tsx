import { Stack, Text } from '@mantine/core';
import { MONTHS_ID } from '../../../../shared/calendar-names';
import { wallDate } from '../../../../shared/agenda/wall-clock';

/** The day and short month of an activity's start, as a calendar leaf ("12 / MEI"). */
export function DateBlock(props: { date: string }) {
  const date = wallDate(props.date);
  const month = MONTHS_ID[Number(date.slice(5, 7)) - 1] ?? '';
  return (
    <Stack
      gap={0}
      align="center"
      justify="center"
      w={56}
      py={6}
      bg="navy.9"
      c="white"
      style={{ borderRadius: 'var(--mantine-radius-md)', flexShrink: 0 }}
      aria-hidden
    >
      <Text fw={700} size="xl" lh={1.1}>
        {Number(date.slice(8, 10))}
      </Text>
      <Text size="xs" tt="uppercase" fw={600}>
        {month.slice(0, 3)}
      </Text>
    </Stack>
  );
}
