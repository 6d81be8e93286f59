import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { pageCount, type ListPage } from '../../../../shared/open-data/paging';

/** A link to a page of the list, or a disabled button where there is none (first or last). */
function PageButton(props: { to: string | null; children: string }) {
  return props.to ? (
    <Button variant="default" component={Link} to={props.to}>
      {props.children}
    </Button>
  ) : (
    <Button variant="default" disabled>
      {props.children}
    </Button>
  );
}

/**
 * "Sebelumnya · Halaman n dari m · Berikutnya" under a public list (as /berita): links, so each
 * page has its address and the back button returns to it. Hidden when everything fits one page.
 */
export function ListPager(props: {
  page: Pick<ListPage<unknown>, 'total' | 'perHalaman'> | undefined;
  halaman: number;
  /** The address of a page of the same query. */
  linkTo(halaman: number): string;
  /** What the navigation is named: "Halaman program kerja". */
  label: string;
}) {
  const { page, halaman } = props;
  if (!page || page.total <= page.perHalaman) return null;
  const pages = pageCount(page);
  return (
    <Group justify="center" mt="xl" gap="md" component="nav" aria-label={props.label}>
      <PageButton to={halaman > 1 ? props.linkTo(Math.min(halaman, pages) - 1) : null}>
        Sebelumnya
      </PageButton>
      <Text size="sm">
        Halaman {Math.min(halaman, pages)} dari {pages}
      </Text>
      <PageButton to={halaman < pages ? props.linkTo(halaman + 1) : null}>Berikutnya</PageButton>
    </Group>
  );
}
