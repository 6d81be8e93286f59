import { useLocation } from 'react-router-dom';
import { TermsLayout, type TermsSection } from './TermsLayout';

const SECTIONS: readonly TermsSection[] = [
  {
    title: 'Penerimaan Syarat dan Ketentuan',
    body: [
      'Dengan mendaftar, masuk, atau menggunakan akun pada Portal BEM KM Politeknik Teknologi Nuklir Indonesia ("Portal"), Anda menyatakan telah membaca, memahami, dan menyetujui seluruh Syarat dan Ketentuan ini. Apabila Anda tidak menyetujuinya, mohon untuk tidak mendaftar atau menggunakan akun pada Portal.',
    ],
  },
  {
    title: 'Keakuratan Informasi',
    body: [
      'Anda wajib memberikan informasi yang benar, lengkap, dan terkini, termasuk nama lengkap, alamat email, serta kementerian atau organisasi yang Anda wakili, dan memperbaruinya apabila terjadi perubahan.',
      'Pendaftaran dengan data yang tidak benar atau atas nama orang lain dapat ditolak, dan akun yang telah aktif dapat dinonaktifkan oleh Master Admin.',
    ],
  },
  {
    title: 'Kerahasiaan Kata Sandi',
    body: [
      'Anda bertanggung jawab menjaga kerahasiaan kata sandi dan atas seluruh aktivitas yang dilakukan melalui akun Anda.',
    ],
    points: [
      'Jangan memberitahukan kata sandi Anda kepada siapa pun, termasuk sesama pengurus. Pengurus BEM KM tidak akan pernah meminta kata sandi Anda.',
      'Gunakan kata sandi yang kuat dan tidak dipakai pada layanan lain.',
      'Keluar (logout) setelah menggunakan perangkat bersama.',
      'Segera ganti kata sandi dan hubungi Administrator apabila Anda menduga akun Anda digunakan oleh pihak lain.',
    ],
  },
  {
    title: 'Penggunaan yang Sah',
    body: [
      'Portal hanya boleh digunakan untuk keperluan kegiatan kemahasiswaan yang sah sesuai dengan peraturan perundang-undangan, peraturan Politeknik Teknologi Nuklir Indonesia, dan AD/ART Keluarga Mahasiswa. Pengguna dilarang:',
    ],
    points: [
      'mengunggah atau menyebarkan konten yang melanggar hukum, menyesatkan, mengandung unsur SARA, pornografi, atau ujaran kebencian;',
      'mengakses akun, data, atau fitur yang bukan haknya, atau mencoba menembus pengamanan Portal;',
      'mengganggu, membebani secara sengaja, atau merusak sistem Portal;',
      'menyalahgunakan wewenang administrator untuk kepentingan pribadi atau golongan.',
    ],
  },
  {
    title: 'Privasi Data',
    body: [
      'Data pribadi Anda (nama, alamat email, kementerian atau organisasi, foto profil, dan catatan aktivitas) hanya digunakan untuk mengelola akun, memverifikasi pendaftaran, dan menyelenggarakan administrasi kegiatan BEM KM.',
      'Tindakan yang dilakukan melalui akun administrator dicatat dalam log aktivitas demi akuntabilitas. Data Anda tidak dijual dan tidak dibagikan kepada pihak ketiga, kecuali diwajibkan oleh hukum atau oleh pihak kampus yang berwenang.',
    ],
  },
  {
    title: 'Batasan Tanggung Jawab',
    body: [
      'Portal disediakan sebagaimana adanya. Pengurus BEM KM berupaya menjaga ketersediaan, keamanan, dan keakuratan Portal, namun tidak bertanggung jawab atas kerugian yang timbul akibat gangguan teknis di luar kendali pengurus, kelalaian pengguna dalam menjaga akunnya, atau penyalahgunaan akun oleh pihak lain.',
    ],
  },
  {
    title: 'Perubahan Syarat dan Ketentuan',
    body: [
      'BEM KM dapat mengubah Syarat dan Ketentuan ini sewaktu-waktu. Perubahan diumumkan pada halaman ini dengan memperbarui tanggal "Terakhir diperbarui". Dengan tetap menggunakan Portal setelah perubahan berlaku, Anda dianggap menyetujui Syarat dan Ketentuan yang baru.',
    ],
  },
];

/** /terms: the terms every account holder accepts when registering (SPEC.md §2 Terms pages). */
export default function TermsPage() {
  const { state } = useLocation();
  // Panitia reading the terms from their own form go back to it; everyone else to /register.
  const from = (state as { from?: unknown } | null)?.from;
  const back = from === '/register-panitia' ? '/register-panitia' : '/register';
  return (
    <TermsLayout
      title="Syarat dan Ketentuan Penggunaan"
      intro="Syarat dan Ketentuan ini mengatur penggunaan akun pada Portal BEM KM Politeknik Teknologi Nuklir Indonesia oleh pengurus, administrator, dan panitia."
      sections={SECTIONS}
      back={{ to: back, label: 'Kembali ke Pendaftaran' }}
    />
  );
}
