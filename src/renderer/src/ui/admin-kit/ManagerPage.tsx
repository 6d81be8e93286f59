import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmModal } from '../feedback/ConfirmModal';

/** What a section reads of its manager (use-resource-manager): the list, its failure, a move. */
export interface ManagedList {
  records: readonly unknown[] | undefined;
  error?: Error | null | undefined;
  busy: boolean;
}

export interface ManagerSectionProps {
  /**
   * The collection's manager: the list is loading until its records arrive, then empty or not;
   * adding waits for them (new records need the current ones, e.g. for positions) and for an
   * order being saved. `loading`, `isEmpty` and `canAdd` say otherwise where the page shows
   * another list (filtered rows) or needs more (the divisions).
   */
  manager: ManagedList;
  title: string;
  /** The heading level: 1 for a page of one collection, 2 for a section of a page of several. */
  headingOrder?: 1 | 2 | 3;
  addLabel: string;
  onAdd(): void;
  canAdd?: boolean;
  hint?: string;
  loading?: boolean;
  /** Shown when the list has loaded and is empty. */
  empty: string;
  isEmpty?: boolean;
  /** Filters above the list (search, category). */
  toolbar?: ReactNode;
  /**
   * The list only: it is not rendered while loading or empty, so an editor or dialog put here
   * would never open on an empty list. Render those beside the section.
   */
  children: ReactNode;
  remove: {
    opened: boolean;
    title: string;
    message: string;
    loading: boolean;
    onConfirm(): void;
    onClose(): void;
  };
}

/** "Kembali ke Dashboard", the first line of every manager. */
export function ManagerBackLink() {
  return (
    <Anchor component={Link} to="/admin" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Kembali ke Dashboard
      </Group>
    </Anchor>
  );
}

/**
 * One collection of a manager: the title with its add button, a hint, the list (or its loading,
 * error and empty states) and the question before a removal. A page managing several collections
 * (Kelola Struktur) puts one per collection under its own title.
 */
export function ManagerSection(props: ManagerSectionProps) {
  const { records, error, busy } = props.manager;
  const order = props.headingOrder ?? 1;
  const loading = props.loading ?? !records;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={order}>{props.title}</Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={props.onAdd}
          disabled={!(props.canAdd ?? (!!records && !busy))}
        >
          {props.addLabel}
        </Button>
      </Group>
      {props.hint && (
        <Text size="sm" c="dimmed">
          {props.hint}
        </Text>
      )}
      {props.toolbar}
      {error && <Alert color="red">{error.message}</Alert>}
      {loading ? (
        !error && (
          <Center py="xl">
            <Loader aria-label={`Memuat ${props.title}`} />
          </Center>
        )
      ) : (props.isEmpty ?? records?.length === 0) ? (
        <Text c="dimmed">{props.empty}</Text>
      ) : (
        props.children
      )}
      <ConfirmModal
        opened={props.remove.opened}
        title={props.remove.title}
        message={props.remove.message}
        confirmLabel="Hapus"
        loading={props.remove.loading}
        onConfirm={props.remove.onConfirm}
        onClose={props.remove.onClose}
      />
    </Stack>
  );
}

/**
 * The frame of every manager of one collection: back to the dashboard, then its section with the
 * page's title.
 */
export function ManagerPage(props: ManagerSectionProps) {
  return (
    <Stack gap="md">
      <ManagerBackLink />
      <ManagerSection {...props} />
    </Stack>
  );
}
