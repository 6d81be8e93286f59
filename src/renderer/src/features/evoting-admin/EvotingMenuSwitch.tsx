import { SettingSwitch, type SettingSwitchTexts } from '../../ui/admin-kit/SettingSwitch';

export const EVOTING_SWITCH_TEXTS: SettingSwitchTexts = {
  label: 'Tampilkan Menu E-Voting',
  description:
    'Tombol "E-Voting" di navigasi dan tautannya di footer situs publik. Saat dimatikan, tombol itu hilang seketika bagi semua pengunjung; halaman /pemilihan, area panitia dan dasbor pemilih tetap dapat dibuka lewat alamatnya, dan pemilihan tetap berjalan sesuai jadwal.',
  shown: 'Menu E-Voting ditampilkan.',
  hidden: 'Menu E-Voting disembunyikan.',
};

/**
 * settings/general.isEvotingPublished (SPEC.md §2: the E-Voting button shows unless it is false),
 * live: the switch shows what visitors see now; the backend lets only the master change it.
 */
export function EvotingMenuSwitch() {
  return (
    <SettingSwitch
      texts={EVOTING_SWITCH_TEXTS}
      valueOf={(settings) => settings.isEvotingPublished}
      save={(backend, shown) => backend.evoting.setEvotingPublished(shown)}
    />
  );
}
