import {
  Alert,
  Button,
  Code,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { BallotBoxView } from '../../backend/belenios-voter-api';
import { useBackendQuery } from '../../backend/use-backend-query';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { TRACKER_PARAM } from './kotak-suara-path';
import { KOTAK_SUARA_TEXT as T } from './kotak-suara-text';
import { searchTrackers } from './tracker-search';
import classes from './TrackerLine.module.css';

/** Trackers shown at once: a big election's box is thousands of lines. */
export const PAGE_SIZE = 200;

/**
 * /pemilihan/{eventId}/kotak-suara (issue 34): a Belenios election's public ballot box, for
 * anyone, while it is open and after: the election's identity, every ballot's tracker (sorted),
 * and a search in which a voter finds their own.
 */
export default function KotakSuaraPage() {
  const { eventId = '' } = useParams();
  const box = useBackendQuery([eventId], (backend, [id]) => backend.beleniosVoter.ballotBox(id));
  return (
    <Container size="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>{T.title}</Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={box.refresh}
            loading={box.loading && box.value !== undefined}
          >
            {T.refresh}
          </Button>
        </Group>
        <Text>{T.explanation}</Text>
        <AsyncContent
          value={box.value}
          error={box.error}
          errorTitle={T.loadFailed}
          loadingLabel={T.loading}
          onRetry={box.refresh}
        >
          {(view) => <BallotBox view={view} />}
        </AsyncContent>
      </Stack>
    </Container>
  );
}

function BallotBox(props: { view: BallotBoxView }) {
  const { view } = props;
  const [params] = useSearchParams();
  const [typed, setTyped] = useState(params.get(TRACKER_PARAM) ?? '');
  const [shown, setShown] = useState(PAGE_SIZE);
  const search = useMemo(() => searchTrackers(view.tracker, typed), [view.tracker, typed]);
  const rest = search.matches.length - shown;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Identity label={T.electionId} value={view.uuid} />
          {view.sidikJari && <Identity label={T.fingerprint} value={view.sidikJari} />}
          <Text size="sm" fw={600} mt={4}>
            {T.count(view.tracker.length)}
          </Text>
        </Stack>
      </Paper>
      <TextInput
        label={T.searchLabel}
        description={T.searchHint}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setShown(PAGE_SIZE);
        }}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      {search.query !== '' && (
        <Alert
          role="status"
          color={search.exact ? 'green' : search.matches.length > 0 ? 'blue' : 'yellow'}
        >
          <Text size="sm">
            {search.exact
              ? T.found
              : search.matches.length > 0
                ? T.prefix(search.matches.length)
                : T.notFound}
          </Text>
        </Alert>
      )}
      {view.tracker.length === 0 ? (
        <Text c="dimmed" size="sm">
          {T.empty}
        </Text>
      ) : (
        <Stack
          component="ol"
          aria-label={T.listLabel}
          gap={4}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {search.matches.slice(0, shown).map((tracker) => (
            <TrackerLine
              key={tracker}
              tracker={tracker}
              query={search.query}
              exact={tracker === search.query}
            />
          ))}
        </Stack>
      )}
      {rest > 0 && (
        <Button variant="default" w="fit-content" onClick={() => setShown((n) => n + PAGE_SIZE)}>
          {T.more(Math.min(rest, PAGE_SIZE))}
        </Button>
      )}
    </Stack>
  );
}

function Identity(props: { label: string; value: string }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {props.label}:{' '}
      <Code fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {props.value}
      </Code>
    </Text>
  );
}

/** One tracker; the part the search matched is marked, and an exact match stands out. */
function TrackerLine(props: { tracker: string; query: string; exact: boolean }) {
  const { tracker, query } = props;
  return (
    <li>
      <Code
        block={false}
        className={classes.tracker}
        px="xs"
        py={4}
        bg={props.exact ? 'green.1' : undefined}
        fw={props.exact ? 700 : undefined}
        aria-current={props.exact ? 'true' : undefined}
      >
        {query !== '' ? (
          <>
            <mark>{tracker.slice(0, query.length)}</mark>
            {tracker.slice(query.length)}
          </>
        ) : (
          tracker
        )}
      </Code>
    </li>
  );
}
