import { Button } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { ScSettings } from '../../../../shared/sc/sc-settings';
import classes from './WhatsAppButton.module.css';
import { whatsAppLink } from './whatsapp-link';

/**
 * The floating WhatsApp contact of the settings (ORIGINAL.md §5); nothing without a number. Held
 * in the corner by its own rule, not Mantine's Affix and portal (1 KB gzip of /pinjam-sc's first
 * load for one `position: fixed`).
 */
export function WhatsAppButton(props: { settings: ScSettings }) {
  const { narahubungNomor, narahubungNama, narahubungTemplate } = props.settings;
  const href = whatsAppLink(narahubungNomor, narahubungTemplate);
  if (!href) return null;
  const name = narahubungNama.trim();
  return (
    <div className={classes.corner}>
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
    </div>
  );
}
