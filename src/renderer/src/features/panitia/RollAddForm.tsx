import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { NIM_MESSAGES, NIM_PATTERN } from '../../../../shared/evoting/prodi';
import { VOTER_MESSAGES } from '../../../../shared/evoting/voter';
import { BackendError } from '../../backend/backend-error';
import { useBackend } from '../../backend/use-backend';
import { errorMessage, notifySuccess } from '../../ui/admin-kit/admin-notify';

interface Problems {
  nim?: string;
  namaLengkap?: string;
  /** A refusal about both fields at once (no voter with this NIM and this name). */
  both?: string;
}

/**
 * Kelola Pemilih's "Tambah Pemilih": a registered voter found by their NIM and their Nama Lengkap
 * together, as on their account (issue 33 item 1). The backend answers one message whether the
 * NIM is unknown or the name differs, shown once under both fields.
 */
export function RollAddForm(props: { eventId: string; locked: boolean }) {
  const backend = useBackend();
  const [nim, setNim] = useState('');
  const [namaLengkap, setNamaLengkap] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [adding, setAdding] = useState(false);

  const add = async () => {
    const wanted = { nim: nim.trim(), namaLengkap: namaLengkap.trim() };
    const checked: Problems = {
      ...(NIM_PATTERN.test(wanted.nim) ? {} : { nim: NIM_MESSAGES.format }),
      ...(wanted.namaLengkap ? {} : { namaLengkap: VOTER_MESSAGES.nameRequired }),
    };
    setProblems(checked);
    if (checked.nim || checked.namaLengkap) return;
    setAdding(true);
    try {
      const entry = await (await backend).committee.addToRoll(props.eventId, wanted);
      notifySuccess(`${entry.namaLengkap} ditambahkan ke daftar pemilih.`);
      setNim('');
      setNamaLengkap('');
    } catch (caught) {
      setProblems(problemsOf(caught));
    } finally {
      setAdding(false);
    }
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') void add();
  };

  return (
    <>
      <Group align="flex-start" gap="sm">
        <TextInput
          label="NIM"
          description="NIM pemilih yang sudah mendaftar di portal pemilih."
          inputMode="numeric"
          maxLength={9}
          value={nim}
          disabled={props.locked}
          error={problems.nim ?? Boolean(problems.both)}
          errorProps={{ role: 'alert' }}
          onChange={(event) => {
            setNim(event.currentTarget.value);
            setProblems({});
          }}
          onKeyDown={onEnter}
          style={{ flex: '1 1 180px' }}
        />
        <TextInput
          label="Nama Lengkap"
          description="Persis seperti di akun pemilih (huruf besar-kecil dan spasi boleh beda)."
          value={namaLengkap}
          disabled={props.locked}
          error={problems.namaLengkap ?? Boolean(problems.both)}
          errorProps={{ role: 'alert' }}
          onChange={(event) => {
            setNamaLengkap(event.currentTarget.value);
            setProblems({});
          }}
          onKeyDown={onEnter}
          style={{ flex: '2 1 260px' }}
        />
        <Button
          mt={{ base: 0, xs: 46 }}
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => void add()}
          loading={adding}
          disabled={props.locked}
        >
          Tambah
        </Button>
      </Group>
      {problems.both && (
        <Text size="sm" c="red" role="alert" mt="xs">
          {problems.both}
        </Text>
      )}
    </>
  );
}

/** A refusal on its field, or under both fields when it is about the pair. */
function problemsOf(caught: unknown): Problems {
  const fields = caught instanceof BackendError ? caught.fields : undefined;
  if (fields?.nim && fields.namaLengkap === fields.nim) return { both: fields.nim };
  if (fields?.nim || fields?.namaLengkap)
    return {
      ...(fields.nim ? { nim: fields.nim } : {}),
      ...(fields.namaLengkap ? { namaLengkap: fields.namaLengkap } : {}),
    };
  return { both: errorMessage(caught) };
}
