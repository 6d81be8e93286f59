import { SettingSwitch, type SettingSwitchTexts } from '../../ui/admin-kit/SettingSwitch';

export const FEATURED_SWITCH_TEXTS: SettingSwitchTexts = {
  label: 'Tampilkan Layanan Digital Terpadu',
  description:
    'Grup "Layanan Digital Terpadu" (SI-BERKAS & SI-LAKAS) di halaman Layanan. Perubahan langsung terlihat oleh pengunjung.',
  shown: 'Layanan Digital Terpadu ditampilkan.',
  hidden: 'Layanan Digital Terpadu disembunyikan.',
};

/**
 * Kelola Layanan's switch of settings/general.isPublishedFeaturedServices, live: it shows what
 * the visitors see now, and the backend checks the caller's area before changing it.
 */
export function FeaturedServicesSwitch() {
  return (
    <SettingSwitch
      texts={FEATURED_SWITCH_TEXTS}
      valueOf={(settings) => settings.isPublishedFeaturedServices}
      save={(backend, shown) => backend.settings.setFeaturedServices(shown)}
    />
  );
}
