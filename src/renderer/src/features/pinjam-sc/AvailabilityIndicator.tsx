import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import { SC_MESSAGES } from '../../../../shared/sc/booking-rules';
import type { AvailabilityState } from './use-availability';

/** ORIGINAL.md §5's live indicator, announced politely as it changes. */
export function AvailabilityIndicator(props: { availability: AvailabilityState }) {
  const { availability } = props;
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" data-testid="ketersediaan">
      {availability.state === 'checking' && (
        <>
          <Loader size={14} aria-hidden />
          <Text size="sm">{SC_MESSAGES.checking}</Text>
        </>
      )}
      {availability.state === 'available' && (
        <>
          <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text size="sm" c="teal.8" fw={600}>
            {SC_MESSAGES.available}
          </Text>
        </>
      )}
      {availability.state === 'taken' && (
        <>
          <IconCircleX size={18} color="var(--mantine-color-red-7)" aria-hidden />
          <Text size="sm" c="red.8" fw={600}>
            {SC_MESSAGES.taken}
          </Text>
        </>
      )}
      {availability.state === 'refused' && (
        <>
          <IconAlertTriangle size={18} color="var(--mantine-color-orange-8)" aria-hidden />
          <Text size="sm" c="orange.9">
            {availability.message}
          </Text>
        </>
      )}
      {availability.state === 'incomplete' && (
        <>
          <IconClock size={18} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="sm" c="dimmed">
            {SC_MESSAGES.incomplete}
          </Text>
        </>
      )}
    </Group>
  );
}
