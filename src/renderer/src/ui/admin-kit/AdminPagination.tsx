import { Pagination } from '@mantine/core';

/** Mantine's English control names, in the portal's language. */
const CONTROL_LABELS = {
  first: 'Halaman pertama',
  previous: 'Halaman sebelumnya',
  next: 'Halaman berikutnya',
  last: 'Halaman terakhir',
} as const;

/**
 * The page numbers under an admin list, every button named in Indonesian for screen readers
 * ("Halaman 2", "Halaman berikutnya"); the caller places it and says when it shows.
 */
export function AdminPagination(props: {
  pages: number;
  value: number;
  onChange(halaman: number): void;
  /** What the navigation is named: "Halaman program kerja". */
  label: string;
}) {
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

/** The rows of page `halaman` (kept within the pages, so deletions never leave a blank page). */
export function adminPage<Row>(rows: readonly Row[], halaman: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(halaman, pages);
  return { pages, current, shown: rows.slice((current - 1) * pageSize, current * pageSize) };
}
