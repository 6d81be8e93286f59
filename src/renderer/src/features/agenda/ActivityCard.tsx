import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { useId } from 'react';
import type { ActivityRecord } from '../../../../shared/agenda/activities';
import { activityDateText, activityTimeText } from '../../../../shared/agenda/agenda-format';
import { DisclosureHeading } from '../../ui/DisclosureHeading';
import { ActivityDetails } from './ActivityDetails';
import { DateBlock } from './DateBlock';

/**
 * One activity of the public agenda: its date, name, time and place; opened, its details (the
 * WAI-ARIA accordion pattern: a button inside the heading, as the meeting minutes do).
 */
export function ActivityCard(props: { activity: ActivityRecord; open: boolean; onToggle(): void }) {
  const { activity, open } = props;
  const panelId = useId();
  return (
    <Paper withBorder radius="md" component="article" id={`kegiatan-${activity.id}`}>
      <Group wrap="nowrap" align="flex-start" gap="md" p="md" pb={open ? 'xs' : 'md'}>
        <DateBlock date={activity.mulai} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <DisclosureHeading
            order={3}
            size="h5"
            open={open}
            onToggle={props.onToggle}
            controls={panelId}
          >
            {activity.namaKegiatan}
          </DisclosureHeading>
          <Text size="sm" c="dimmed">
            {activityDateText(activity)}
          </Text>
          <Group gap="md" c="dimmed">
            <Group gap={4} wrap="nowrap">
              <IconClock size={16} aria-hidden />
              <Text size="sm">{activityTimeText(activity)}</Text>
            </Group>
            <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {activity.tempat}
              </Text>
            </Group>
          </Group>
        </Stack>
      </Group>
      {/* A plain element: `hidden` would lose to a flex container's own display. */}
      <div id={panelId} hidden={!open}>
        {open && (
          <Stack px="md" pb="md">
            <ActivityDetails activity={activity} />
          </Stack>
        )}
      </div>
    </Paper>
  );
}
