import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { BELENIOS_LIMITS } from '../../../../../shared/evoting/belenios-election';
import type { CommitteeMember } from '../../../../../shared/evoting/election-views';
import type { NamedTrustees, TrusteesInput } from '../../../backend/belenios-committee-api';
import { useBackend } from '../../../backend/use-backend';
import { errorMessage } from '../../../ui/admin-kit/admin-notify';
import { WALI_TEXT as T } from './belenios-committee-text';

/** The default threshold: a majority of the trustees, and 2 of 3 (Belenios' usual choice). */
export const defaultThreshold = (n: number): number => Math.max(1, Math.ceil(n / 2));

interface Witness {
  key: number;
  nama: string;
  email: string;
}

/**
 * Naming the trustees: committee members (this election's committee), witnesses by name and
 * e-mail, and the threshold. The backend checks every rule again; its refusal is shown here.
 */
export function TrusteeForm(props: {
  eventId: string;
  committee: readonly CommitteeMember[];
  candidatePairs: number;
  onSaved(named: NamedTrustees): void | Promise<void>;
  onCancel?: () => void;
}) {
  const backend = useBackend();
  const [members, setMembers] = useState<string[]>([]);
  const [witnesses, setWitnesses] = useState<Witness[]>(() =>
    Array.from({ length: Math.max(1, props.candidatePairs) }, (_, key) => ({
      key,
      nama: '',
      email: '',
    })),
  );
  const [ambang, setAmbang] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const filled = witnesses.filter((w) => w.nama.trim() !== '' || w.email.trim() !== '');
  const n = members.length + filled.length;
  const threshold = ambang ?? defaultThreshold(n);

  const setWitness = (key: number, change: Partial<Witness>) =>
    setWitnesses((list) => list.map((w) => (w.key === key ? { ...w, ...change } : w)));

  const save = async () => {
    const input: TrusteesInput = {
      ambang: Math.min(threshold, Math.max(1, n)),
      panitia: props.committee.filter((m) => members.includes(m.id)).map((m) => m.id),
      saksi: filled.map((w) => ({ nama: w.nama.trim(), email: w.email.trim() })),
    };
    setBusy(true);
    setProblem(null);
    try {
      await props.onSaved(
        await (await backend).beleniosCommittee.nameTrustees(props.eventId, input),
      );
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Checkbox.Group
        label={T.committeeLabel}
        description={T.committeeHint}
        value={members}
        onChange={setMembers}
      >
        <Stack gap={6} mt="xs">
          {props.committee.map((member) => (
            <Checkbox
              key={member.id}
              value={member.id}
              label={member.namaTampilan}
              description={member.email}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <div>
        <Text size="sm" fw={500}>
          {T.witnessesLabel}
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          {T.witnessesHint(props.candidatePairs)}
        </Text>
        <Stack gap="xs">
          {witnesses.map((w, i) => (
            <Group key={w.key} gap="xs" align="flex-end" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" style={{ flex: 1 }}>
                <TextInput
                  label={`Nama Saksi ${i + 1}`}
                  value={w.nama}
                  maxLength={120}
                  onChange={(e) => setWitness(w.key, { nama: e.currentTarget.value })}
                />
                <TextInput
                  label={`E-mail Saksi ${i + 1}`}
                  type="email"
                  value={w.email}
                  maxLength={254}
                  onChange={(e) => setWitness(w.key, { email: e.currentTarget.value })}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Hapus Saksi ${i + 1}`}
                onClick={() => setWitnesses((list) => list.filter((x) => x.key !== w.key))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <Button
          mt="xs"
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={n >= BELENIOS_LIMITS.trusteesMax}
          onClick={() =>
            setWitnesses((list) => [
              ...list,
              { key: Math.max(-1, ...list.map((x) => x.key)) + 1, nama: '', email: '' },
            ])
          }
        >
          {T.addWitness}
        </Button>
      </div>
      <NumberInput
        label={T.thresholdLabel}
        description={T.thresholdHint(n)}
        min={1}
        max={Math.max(1, n)}
        value={threshold}
        onChange={(value) => setAmbang(typeof value === 'number' ? value : null)}
        allowDecimal={false}
        maw={420}
      />
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      <Group gap="sm">
        <Button loading={busy} onClick={() => void save()}>
          {T.save}
        </Button>
        {props.onCancel && (
          <Button variant="default" onClick={props.onCancel} disabled={busy}>
            {T.cancel}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
