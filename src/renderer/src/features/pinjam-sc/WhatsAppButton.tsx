import { Affix, Button } from '@mantine/core';
// Affix's own styles hold the button fixed in the corner; without them it sits under the page.
import '@mantine/core/styles/Affix.css';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { ScSettings } from '../../../../shared/sc/sc-settings';
import { whatsAppLink } from './whatsapp-link';

/** The floating WhatsApp contact of the settings (ORIGINAL.md §5); nothing without a number. */
export function WhatsAppButton(props: { settings: ScSettings }) {
  const { narahubungNomor, narahubungNama, narahubungTemplate } = props.settings;
  const href = whatsAppLink(narahubungNomor, narahubungTemplate);
  if (!href) return null;
  const name = narahubungNama.trim();
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
      <Button
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        // WhatsApp's dark teal: white text on it passes WCAG AA.
        color="#075E54"
        radius="xl"
        size="md"
        leftSection={<IconBrandWhatsapp size={22} aria-hidden />}
        title={name ? `Hubungi ${name} lewat WhatsApp` : undefined}
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
      >
        Tanya via WhatsApp
      </Button>
    </Affix>
  );
}
