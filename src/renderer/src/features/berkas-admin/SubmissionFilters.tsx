import { Chip, Group, TextInput } from '@mantine/core';
// The status chips' own styles (ui/styles.ts holds only what most pages use): without them
// each chip is a bare radio circle beside a check mark as tall as the page.
import '@mantine/core/styles/Chip.css';
import { IconSearch } from '@tabler/icons-react';
import { ADMIN_STATUS_FILTERS } from '../../../../shared/berkas/status';
import type { StatusCounts } from '../../../../shared/berkas/work-queue';
import classes from './SubmissionFilters.module.css';

export type StatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];

export const SEARCH_PLACEHOLDER = 'Cari nama kegiatan atau penyelenggara';

const countOf = (counts: StatusCounts, filter: StatusFilter): number =>
  filter === 'Semua' ? counts.total : counts[filter];

/**
 * The status filters as chips that wrap onto the next line (issue 12, item 5: on a 360 px phone
 * every label is read in full, none scrolls away or is cut), each with its count; and the search.
 */
export function SubmissionFilters(props: {
  status: StatusFilter;
  onStatusChange(status: StatusFilter): void;
  /** null while unknown: the chips show no number rather than a wrong one. */
  counts: StatusCounts | null;
  search: string;
  onSearchChange(search: string): void;
}) {
  const { counts } = props;
  return (
    <>
      <Chip.Group
        value={props.status}
        onChange={(value) => props.onStatusChange(value as StatusFilter)}
      >
        <Group gap="xs" wrap="wrap" role="radiogroup" aria-label="Filter status">
          {ADMIN_STATUS_FILTERS.map((filter) => (
            <Chip
              key={filter}
              value={filter}
              type="radio"
              name="filter-status"
              variant="outline"
              classNames={{ label: classes.label }}
            >
              {counts ? `${filter} (${countOf(counts, filter)})` : filter}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
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
