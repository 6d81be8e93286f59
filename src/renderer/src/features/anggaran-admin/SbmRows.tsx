import {
  ActionIcon,
  Autocomplete,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  SBM_LIMITS,
  type SbmItem,
  type StandarBiayaInput,
} from '../../../../shared/keterbukaan/standar-biaya';
import { fieldProps } from '../../ui/forms/form-helpers';
import { RupiahInput } from './RupiahInput';
import { emptySbmItem, sbmCategories } from './sbm-editor';

type Form = UseFormReturnType<StandarBiayaInput>;

/** The rows of one year's list: kategori, rincian, satuan, harga (> Rp 0), ketentuan. */
export function SbmRows({ form }: { form: Form }) {
  const items = form.getValues().items;
  const categories = sbmCategories(items);
  const path = (index: number, field: keyof SbmItem) => `items.${index}.${field}`;
  return (
    <Stack gap="xs">
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          Belum ada baris standar biaya.
        </Text>
      )}
      <Stack gap="xs" component="ol" p={0} m={0} aria-label="Baris standar biaya">
        {items.map((item, index) => {
          const n = index + 1;
          return (
            // Rows have no id; their place is what the form's paths name too.
            <Card key={index} withBorder padding="xs" component="li" style={{ listStyle: 'none' }}>
              <Group align="flex-start" wrap="nowrap" gap="xs">
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="xs" style={{ flex: 1 }}>
                  <Autocomplete
                    label={`Kategori ${n}`}
                    placeholder="Mis. Konsumsi"
                    data={categories}
                    maxLength={SBM_LIMITS.textMax}
                    {...fieldProps(form, path(index, 'kategori'))}
                  />
                  <TextInput
                    label={`Rincian ${n}`}
                    placeholder="Mis. Nasi kotak"
                    maxLength={SBM_LIMITS.textMax}
                    {...fieldProps(form, path(index, 'rincian'))}
                  />
                  <TextInput
                    label={`Satuan ${n}`}
                    placeholder="Mis. orang/kali"
                    maxLength={SBM_LIMITS.textMax}
                    {...fieldProps(form, path(index, 'satuan'))}
                  />
                  <RupiahInput
                    label={`Harga ${n}`}
                    blankZero
                    {...fieldProps(form, path(index, 'harga'))}
                    value={item.harga}
                    onChange={(harga) => form.setFieldValue(path(index, 'harga'), harga)}
                  />
                  <TextInput
                    label={`Ketentuan ${n}`}
                    placeholder="Boleh kosong"
                    maxLength={SBM_LIMITS.ketentuanMax}
                    {...fieldProps(form, path(index, 'ketentuan'))}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={`Hapus baris SBM ${n}`}
                  title="Hapus baris"
                  onClick={() => form.removeListItem('items', index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Card>
          );
        })}
      </Stack>
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem('items', emptySbmItem())}
          disabled={items.length >= SBM_LIMITS.itemsMax}
        >
          Tambah Baris SBM
        </Button>
      </Group>
    </Stack>
  );
}
