import { Group, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Mantine's English control names, in the portal's language. */
const CONTROL_LABELS = {
  first: 'Halaman pertama',
  previous: 'Halaman sebelumnya',
  next: 'Halaman berikutnya',
  last: 'Halaman terakhir',
} as const;

interface AdminPaginationProps {
  pages: number;
  value: number;
  onChange(halaman: number): void;
  /** What the navigation is named: "Halaman program kerja". */
  label: string;
}

/**
 * The page numbers under an admin list, every button named in Indonesian for screen readers
 * ("Halaman 2", "Halaman berikutnya"); the caller places it and says when it shows.
 */
function AdminPagination(props: AdminPaginationProps) {
  return (
    <Pagination
      total={props.pages}
      value={props.value}
      onChange={props.onChange}
      aria-label={props.label}
      getItemProps={(item) => ({ 'aria-label': `Halaman ${item}` })}
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
    />
  );
}

/**
 * The page numbers in their row under an admin list, only when there is more than one page: at
 * `justify` (the end by default), or after `summary` ("12 risalah") at the row's start.
 */
export function AdminPager(
  props: AdminPaginationProps & { justify?: 'flex-end' | 'center'; summary?: ReactNode },
) {
  const { justify = 'flex-end', summary, ...pagination } = props;
  if (pagination.pages <= 1) return null;
  if (summary === undefined)
    return (
      <Group justify={justify}>
        <AdminPagination {...pagination} />
      </Group>
    );
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        {summary}
      </Text>
      <AdminPagination {...pagination} />
    </Group>
  );
}

/** The rows of page `halaman` (kept within the pages, so deletions never leave a blank page). */
export function adminPage<Row>(rows: readonly Row[], halaman: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(halaman, pages);
  return { pages, current, shown: rows.slice((current - 1) * pageSize, current * pageSize) };
}
