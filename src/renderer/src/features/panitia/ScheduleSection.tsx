import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { HeadedPanel } from '../../ui/HeadedPanel';
import { useState } from 'react';
import { ELECTION_MESSAGES, scheduleProblem } from '../../../../shared/evoting/election-state';
import type { CommitteeElection } from '../../backend/evoting-api';
import { DateTimeField } from '../../ui/dates/DateTimeField';
import { isoToJakartaWall } from '../../ui/dates/jakarta-time';
import { useCommitteeAction } from './use-committee-action';

/** A later end than the current one, or why not (the backend checks extendProblem again). */
export function extensionProblem(current: string | null, next: string): string | null {
  if (!next) return ELECTION_MESSAGES.scheduleMissing;
  return Date.parse(next) > Date.parse(current ?? '') ? null : ELECTION_MESSAGES.extendNotLater;
}

/**
 * "Jadwal & Status" (ORIGINAL.md §3.9 Pengaturan): start and end through @mantine/dates, end after
 * start, saved together. Once open the start is frozen and the schedule greyed out; the one change
 * left is a later end ("Perpanjang"). Nothing changes once it is over.
 */
export function ScheduleSection(props: { election: CommitteeElection }) {
  const { election } = props;
  const act = useCommitteeAction();
  const [mulai, setMulai] = useState(election.mulai ?? '');
  const [selesai, setSelesai] = useState(election.selesai ?? '');
  const [perpanjang, setPerpanjang] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [extendError, setExtendError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editable = election.state === 'draf' || election.state === 'dijadwalkan';
  const open = election.state === 'berlangsung';

  const save = async () => {
    const wrong = scheduleProblem(mulai, selesai, Date.now());
    setProblem(wrong);
    if (wrong) return;
    setSaving(true);
    await act(
      (committee, eventId) => committee.setSchedule(eventId, { mulai, selesai }),
      'Jadwal pemilihan disimpan.',
    );
    setSaving(false);
  };

  const extend = async () => {
    const wrong = extensionProblem(election.selesai, perpanjang);
    setExtendError(wrong);
    if (wrong) return;
    setSaving(true);
    const done = await act(
      (committee, eventId) => committee.extend(eventId, perpanjang),
      'Waktu selesai diperpanjang.',
    );
    if (done) setPerpanjang('');
    setSaving(false);
  };

  return (
    <HeadedPanel id="jadwal-pemilihan" title="Jadwal Pemilihan" p="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateTimeField
            label="Jadwal Mulai"
            required
            value={mulai}
            onChange={(value) => {
              setMulai(value);
              setProblem(null);
            }}
            disabled={!editable}
          />
          <DateTimeField
            label="Jadwal Selesai"
            required
            value={selesai}
            onChange={(value) => {
              setSelesai(value);
              setProblem(null);
            }}
            disabled={!editable}
            {...(mulai ? { minDate: isoToJakartaWall(mulai) ?? undefined } : {})}
          />
        </SimpleGrid>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        {editable && (
          <Group justify="flex-end">
            <Button onClick={() => void save()} loading={saving}>
              Simpan Jadwal
            </Button>
          </Group>
        )}
        {open && (
          <Stack gap="xs">
            <DateTimeField
              label="Perpanjang Waktu Selesai"
              description="Satu-satunya perubahan yang masih boleh saat pemilihan berlangsung: waktu selesai yang lebih lambat."
              value={perpanjang}
              onChange={(value) => {
                setPerpanjang(value);
                setExtendError(null);
              }}
              {...(election.selesai
                ? { minDate: isoToJakartaWall(election.selesai) ?? undefined }
                : {})}
            />
            {extendError && (
              <Text size="sm" c="red" role="alert">
                {extendError}
              </Text>
            )}
            <Group justify="flex-end">
              <Button onClick={() => void extend()} loading={saving}>
                Perpanjang
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </HeadedPanel>
  );
}
