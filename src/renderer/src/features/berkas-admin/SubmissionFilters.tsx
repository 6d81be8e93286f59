import { ScrollArea, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ADMIN_STATUS_FILTERS } from '../../../../shared/berkas/status';

export type StatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];

export const SEARCH_PLACEHOLDER = 'Cari nama kegiatan atau penyelenggara';

export function SubmissionFilters(props: {
  status: StatusFilter;
  onStatusChange(status: StatusFilter): void;
  search: string;
  onSearchChange(search: string): void;
}) {
  return (
    <>
      <ScrollArea type="auto" offsetScrollbars>
        <SegmentedControl
          aria-label="Filter status"
          data={[...ADMIN_STATUS_FILTERS]}
          value={props.status}
          onChange={(value) => props.onStatusChange(value as StatusFilter)}
        />
      </ScrollArea>
      <TextInput
        aria-label={SEARCH_PLACEHOLDER}
        placeholder={SEARCH_PLACEHOLDER}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
      />
    </>
  );
}
