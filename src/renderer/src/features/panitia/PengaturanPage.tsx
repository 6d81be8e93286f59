import { SimpleGrid, Stack } from '@mantine/core';
import { AbstainSection } from './AbstainSection';
import { AnnouncementsSection } from './AnnouncementsSection';
import { DetailsSection } from './DetailsSection';
import { FrozenNotice } from './FrozenNotice';
import { OpenCloseSection } from './OpenCloseSection';
import { usePanitia } from './panitia-context';
import { PanitiaPageHeader } from './PanitiaPageHeader';
import { ScheduleSection } from './ScheduleSection';

/**
 * Pengaturan (issue 18 item 4; ORIGINAL.md §3.9 without the kiosk, the tally reset or the stored
 * status): name and description, the schedule, abstain, opening and closing now, announcements.
 * Frozen fields are greyed out once open, and the backend refuses them anyway.
 */
export default function PengaturanPage() {
  const { election } = usePanitia();
  // A section starts again from the stored values when another member (or the clock) changes them.
  const scheduleKey = `${election.state}|${election.mulai ?? ''}|${election.selesai ?? ''}`;
  return (
    <Stack gap="lg" maw={1100}>
      <PanitiaPageHeader title="Pengaturan" election={election} />
      <FrozenNotice election={election} />
      <OpenCloseSection election={election} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ScheduleSection key={scheduleKey} election={election} />
        <Stack gap="lg">
          <DetailsSection key={`${election.nama}|${election.deskripsi}`} election={election} />
          <AbstainSection election={election} />
        </Stack>
      </SimpleGrid>
      <AnnouncementsSection election={election} />
    </Stack>
  );
}
