import { Anchor, Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ActivityInput } from '../../../../shared/agenda/activities';
import { formatWallClock } from '../../../../shared/agenda/agenda-format';

/** Texts as their writers wrote them: line breaks kept, long words wrapped. */
const PROSE = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

function Row(props: { label: string; children: ReactNode }) {
  return (
    <Box mb="xs">
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {props.label}
      </Text>
      <Text component="dd" size="sm" m={0} style={PROSE}>
        {props.children}
      </Text>
    </Box>
  );
}

/**
 * Everything about one activity (ORIGINAL.md §6's detail, with Keterangan and Sasaran): its start
 * and end as entered (Asia/Jakarta), place, organiser (linked to its directory profile when it is
 * a directory organisation), audience and notes. The public agenda and Kelola Penanggalan show it.
 */
export function ActivityDetails(props: { activity: ActivityInput }) {
  const { activity } = props;
  return (
    <Box component="dl" m={0}>
      <Row label="Mulai">{formatWallClock(activity.mulai)}</Row>
      <Row label="Selesai">{formatWallClock(activity.selesai)}</Row>
      <Row label="Tempat">{activity.tempat}</Row>
      <Row label="Pelaksana">
        {activity.penyelenggaraId ? (
          <Anchor
            component={Link}
            to={`/organisasi/${encodeURIComponent(activity.penyelenggaraId)}`}
            inherit
          >
            {activity.penyelenggara}
          </Anchor>
        ) : (
          activity.penyelenggara
        )}
      </Row>
      <Row label="Sasaran">{activity.sasaran || '-'}</Row>
      <Row label="Keterangan">{activity.keterangan || '-'}</Row>
    </Box>
  );
}
