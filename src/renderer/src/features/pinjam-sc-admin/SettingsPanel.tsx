import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ScSettings } from '../../../../shared/sc/sc-settings';
import { TimeField } from '../../ui/dates/TimeField';
import { fieldProps } from '../../ui/forms/form-helpers';
import { PlainTextarea } from '../../ui/forms/PlainTextarea';
import { QuestionsSection } from './QuestionsSection';
import { RoomsSection } from './RoomsSection';
import { SettingsSection } from './SettingsSection';

/** "Pengaturan": rooms, opening hours, the questions, the WhatsApp contact, the texts. */
export function SettingsPanel(props: { settings: ScSettings }) {
  const { settings } = props;
  // A save (this manager's or another's) arrives live: each form starts again from it.
  const version = JSON.stringify(settings);
  return (
    <Stack gap="xl">
      <RoomsSection />
      <SettingsSection
        key={`${version}-1`}
        title="Jam Operasional"
        settings={settings}
        saved="Jam operasional disimpan."
      >
        {(form) => (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TimeField
              label="Jam Buka"
              required
              {...fieldProps(form, 'jamBuka')}
              value={form.getValues().jamBuka}
            />
            <TimeField
              label="Jam Tutup"
              required
              {...fieldProps(form, 'jamTutup')}
              value={form.getValues().jamTutup}
            />
          </SimpleGrid>
        )}
      </SettingsSection>
      <QuestionsSection />
      <SettingsSection
        key={`${version}-2`}
        title="Kelola Narahubung WA"
        settings={settings}
        saved="Narahubung WhatsApp disimpan."
      >
        {(form) => (
          <>
            <Text size="sm" c="dimmed">
              Tombol WhatsApp tampil di halaman peminjaman bila nomor diisi.
            </Text>
            <TextInput label="Nama" {...fieldProps(form, 'narahubungNama')} />
            <TextInput
              label="Nomor WhatsApp"
              placeholder="62812xxxxxxxx"
              inputMode="numeric"
              {...fieldProps(form, 'narahubungNomor')}
            />
            <PlainTextarea
              label="Template Pesan"

              minRows={2}
              maxRows={6}
              {...fieldProps(form, 'narahubungTemplate')}
            />
          </>
        )}
      </SettingsSection>
      <SettingsSection
        key={`${version}-3`}
        title="Kelola Info & S&K"
        settings={settings}
        saved="Informasi dan S&K disimpan."
      >
        {(form) => (
          <>
            <TextInput label="Judul Informasi" {...fieldProps(form, 'infoJudul')} />
            <PlainTextarea
              label="Isi Informasi"
              description="Tampil sebagai pemberitahuan saat halaman peminjaman dibuka."

              minRows={3}
              maxRows={12}
              {...fieldProps(form, 'infoKonten')}
            />
            <TextInput label="Judul Prosedur" {...fieldProps(form, 'prosedurJudul')} />
            <PlainTextarea
              label="Isi Prosedur"

              minRows={3}
              maxRows={12}
              {...fieldProps(form, 'prosedurKonten')}
            />
            <TextInput label="Pernyataan Persetujuan" {...fieldProps(form, 'pertanyaanSetuju')} />
            <TextInput
              label="Pernyataan Tanggung Jawab"
              {...fieldProps(form, 'pertanyaanTanggungJawab')}
            />
          </>
        )}
      </SettingsSection>
    </Stack>
  );
}
