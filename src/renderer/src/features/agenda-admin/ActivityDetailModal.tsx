import { Button, Group, Modal } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ActivityRecord } from '../../../../shared/agenda/activities';
import { AGENDA_PAGE_PATH } from '../../../../shared/agenda/agenda-paths';
import { ActivityDetails } from '../agenda/ActivityDetails';

/**
 * One activity's detail (ORIGINAL.md §6's popup, with Keterangan and Sasaran), to edit or delete,
 * and a way to it on /agenda: a past activity is not among the upcoming ones there (issue 35).
 */
export function ActivityDetailModal(props: {
  activity: ActivityRecord | null;
  opened: boolean;
  onClose(): void;
  onEdit(activity: ActivityRecord): void;
  onDelete(activity: ActivityRecord): void;
}) {
  const { activity } = props;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={activity?.namaKegiatan ?? 'Detail Kegiatan'}
      centered
    >
      {activity && (
        <>
          <ActivityDetails activity={activity} />
          <Group justify="flex-end" mt="md">
            <Button
              component={Link}
              to={`${AGENDA_PAGE_PATH}?kegiatan=${encodeURIComponent(activity.id)}`}
              variant="subtle"
              mr="auto"
            >
              Lihat di Agenda
            </Button>
            <Button variant="default" color="red" onClick={() => props.onDelete(activity)}>
              Hapus
            </Button>
            <Button onClick={() => props.onEdit(activity)}>Edit</Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
