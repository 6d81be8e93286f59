import { Badge, Card, Group, Radio, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import {
  newOrganisationDefaults,
  ORGANISATION_LIMITS,
  ORGANISATION_TYPE_LABELS,
  ORGANISATION_TYPES,
  type OrganisationType,
} from '../../../../shared/direktori/organisations';
import { organisationsResource } from '../../../../shared/direktori/organisations-resource';
import { ManagerPage } from '../../ui/admin-kit/ManagerPage';
import { PublishSwitch, RecordButtons } from '../../ui/admin-kit/RecordButtons';
import { RecordEditorModal, type RecordForm } from '../../ui/admin-kit/RecordEditorModal';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { fieldProps } from '../../ui/forms/form-helpers';
import { ImageField } from '../../ui/images/ImageField';
import { OrgLogo } from '../direktori/OrgLogo';

type Form = RecordForm<typeof organisationsResource>;

function OrganisationFields({ form }: { form: Form }) {
  const logoErrors = form.errors;
  return (
    <>
      <TextInput
        label="Nama Organisasi"
        required
        maxLength={ORGANISATION_LIMITS.nameMax}
        data-autofocus
        {...fieldProps(form, 'nama')}
      />
      {/* Radios, not a segmented control: the two names written out do not fit side by side in
          the dialog on a phone. */}
      <Radio.Group
        label="Jenis"
        value={form.getValues().jenis}
        onChange={(value) => form.setFieldValue('jenis', value as OrganisationType)}
      >
        <Group gap="lg" mt={6}>
          {ORGANISATION_TYPES.map((type) => (
            <Radio key={type} value={type} label={`${type} (${ORGANISATION_TYPE_LABELS[type]})`} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput
        label="Singkatan"
        description="Mis. HIMA TKN atau UKM Robotika; kosongkan bila tidak ada."
        maxLength={ORGANISATION_LIMITS.shortNameMax}
        {...fieldProps(form, 'singkatan')}
      />
      <ImageField
        label="Logo"
        value={form.getValues().logo}
        onChange={(value) => form.setFieldValue('logo', value)}
        error={typeof logoErrors['logo'] === 'string' ? logoErrors['logo'] : undefined}
        altError={typeof logoErrors['logo.alt'] === 'string' ? logoErrors['logo.alt'] : undefined}
      />
      <Textarea
        label="Deskripsi"
        autosize
        minRows={3}
        maxRows={10}
        maxLength={ORGANISATION_LIMITS.descriptionMax}
        {...fieldProps(form, 'deskripsi')}
      />
      <TextInput
        label="Email"
        type="email"
        placeholder="hima@contoh.ac.id"
        {...fieldProps(form, 'email')}
      />
      <TextInput
        label="WhatsApp"
        type="tel"
        placeholder="0812 3456 7890"
        {...fieldProps(form, 'whatsapp')}
      />
      <TextInput
        label="Instagram"
        type="url"
        placeholder="https://www.instagram.com/namaorganisasi"
        {...fieldProps(form, 'instagram')}
      />
      <TextInput
        label="Situs Web"
        type="url"
        placeholder="https://…"
        {...fieldProps(form, 'website')}
      />
      <Switch
        label="Tampilkan di Direktori"
        {...form.getInputProps('published', { type: 'checkbox' })}
      />
    </>
  );
}

/** Kelola Organisasi (master): the HIMA and UKM of the directory, the portal's organisation names. */
export default function KelolaOrganisasiPage() {
  const manager = useResourceManager(organisationsResource, 'Organisasi');
  const organisations = manager.records;

  return (
    <>
      <ManagerPage
        manager={manager}
        title="Kelola Organisasi"
        addLabel="Tambah Organisasi"
        onAdd={() => manager.add(newOrganisationDefaults())}
        hint="Daftar ini menjadi satu-satunya sumber nama organisasi di portal. Organisasi yang ditampilkan muncul di Direktori."
        empty="Belum ada organisasi. Tambahkan HIMA atau UKM pertama."
        remove={manager.removeDialog(
          'Hapus organisasi?',
          (record) => `Organisasi "${record.nama}" akan dihapus dari direktori.`,
        )}
      >
        <Stack gap="xs" component="ul" p={0} m={0} aria-label="Daftar organisasi">
          {(organisations ?? []).map((org) => (
            <Card key={org.id} withBorder padding="sm" component="li" style={{ listStyle: 'none' }}>
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Group wrap="nowrap" gap="sm" style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <OrgLogo name={org.singkatan || org.nama} logo={org.logo} size={40} />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {org.nama}
                    </Text>
                    <Group gap={6}>
                      <Badge size="xs" variant="light">
                        {org.jenis}
                      </Badge>
                      {org.singkatan && (
                        <Text size="xs" c="dimmed">
                          {org.singkatan}
                        </Text>
                      )}
                    </Group>
                  </div>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <PublishSwitch
                    name={org.nama}
                    published={org.published}
                    onChange={(published) =>
                      void manager.patch(
                        org,
                        { published },
                        published ? 'Organisasi ditampilkan.' : 'Organisasi disembunyikan.',
                      )
                    }
                  />
                  <RecordButtons
                    name={org.nama}
                    onEdit={() => manager.edit(org)}
                    onDelete={() => manager.askRemove(org)}
                  />
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      </ManagerPage>
      <RecordEditorModal manager={manager} noun="Organisasi">
        {(form) => <OrganisationFields form={form} />}
      </RecordEditorModal>
    </>
  );
}
