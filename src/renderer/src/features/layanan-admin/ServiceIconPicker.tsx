import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import {
  SERVICE_ICONS,
  SERVICE_ICON_LABELS,
  type ServiceIcon,
} from '../../../../shared/layanan/services';
import { ServiceIconGlyph } from '../layanan/service-icons';

/** The fixed set of icons as radio cards: each shows its icon and its name. */
export function ServiceIconPicker(props: {
  value: ServiceIcon;
  onChange(value: ServiceIcon): void;
  error?: string | undefined;
}) {
  return (
    <Radio.Group
      label="Ikon"
      value={props.value}
      onChange={(value) => props.onChange(value as ServiceIcon)}
      error={props.error}
      errorProps={{ role: 'alert' }}
    >
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="xs" mt="xs">
        {SERVICE_ICONS.map((key) => {
          return (
            <Radio.Card
              key={key}
              value={key}
              radius="md"
              p="xs"
              aria-label={SERVICE_ICON_LABELS[key]}
            >
              <Group gap={6} wrap="nowrap">
                <Radio.Indicator size="xs" />
                <ServiceIconGlyph ikon={key} size={20} />
                <Text size="sm">{SERVICE_ICON_LABELS[key]}</Text>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
