import type { Kementerian, UserRole } from '../../shared/accounts';
import { hashPassword } from '../accounts/password-hasher';
import type { Db } from '../db/database';
import type { PortalServices } from '../services';
import { seedDemoAnggaran } from './demo-anggaran';
import { seedDemoFormFields, seedDemoSubmissions } from './demo-berkas';
import { prepareDemoNews, seedDemoNews } from './demo-news';
import { prepareDemoOrgDok, seedDemoOrgDok } from './demo-orgdok';
import { seedDemoStruktur } from './demo-struktur';
import { seedDemoTentang } from './demo-tentang';
import { seedDemoServices } from './demo-layanan';
import { seedDemoProker } from './demo-proker';
import { seedDemoRisalah } from './demo-risalah';
import { seedDemoAgenda } from './demo-agenda';
import { prepareDemoAset, seedDemoAset } from './demo-aset';
import { prepareDemoEvoting, seedDemoEvoting } from './demo-evoting';
import { prepareDemoSc, seedDemoSc } from './demo-sc';

const SEEDED_KEY = 'demo_seeded_at';

/** The demo sign-ins, printed by `npm start` and listed in the README. */
export const DEMO_PASSWORD = 'demo-bem-2025';
export const DEMO_ACCOUNTS: readonly {
  email: string;
  role: UserRole;
  namaTampilan: string;
  kementerian: Kementerian | null;
}[] = [
  { email: 'master@bem.demo', role: 'master', namaTampilan: 'Master Admin', kementerian: null },
  {
    email: 'sekjen@bem.demo',
    role: 'admin',
    namaTampilan: 'Admin Sekjen',
    kementerian: 'Sekretariat Jenderal',
  },
  {
    email: 'keuangan@bem.demo',
    role: 'admin',
    namaTampilan: 'Admin Keuangan',
    kementerian: 'Kementerian Keuangan',
  },
  {
    email: 'dagri@bem.demo',
    role: 'admin',
    namaTampilan: 'Admin Dagri',
    kementerian: 'Kementerian Dalam Negeri',
  },
  {
    email: 'pora@bem.demo',
    role: 'admin',
    namaTampilan: 'Admin PORA',
    kementerian: 'Kementerian Pemuda dan Olahraga (PORA)',
  },
  {
    email: 'banggar@bem.demo',
    role: 'banggar',
    namaTampilan: 'Banggar DPM',
    kementerian: 'Banggar DPM',
  },
  {
    // An approved committee account (e-voting): it serves on the demo elections (demo-evoting.ts).
    email: 'panitia@bem.demo',
    role: 'panitia_requestor',
    namaTampilan: 'Panitia Pemilihan',
    kementerian: null,
  },
  {
    email: 'calon@bem.demo',
    role: 'pending',
    namaTampilan: 'Calon Admin',
    kementerian: 'Kementerian PSDM',
  },
];

/**
 * Fills an empty data dir with demo content. It runs once: the marker stays even if an operator
 * later deletes the demo rows, so a restart never brings them back.
 */
export async function seedDemoData(db: Db, services: PortalServices): Promise<boolean> {
  if (db.prepare('SELECT 1 FROM meta WHERE key = ?').get(SEEDED_KEY)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const newsPictures = await prepareDemoNews(services);
  const orgDok = await prepareDemoOrgDok(services);
  const asetPictures = await prepareDemoAset(services);
  const candidatePictures = await prepareDemoEvoting(services);
  const scPictures = await prepareDemoSc();
  await seedDemoStruktur(db, services); // pictures are drawn first (async), then one transaction
  db.transaction(() => {
    services.settings.replaceGeneral({ isEvotingPublished: true });
    seedDemoFormFields(services.formFields);
    seedDemoOrgDok(services, orgDok);
    seedDemoAnggaran(services); // after the directory: budgets name its organisations by id
    seedDemoTentang(services);
    seedDemoServices(services);
    for (const account of DEMO_ACCOUNTS) {
      if (!services.users.findByEmail(account.email))
        services.users.insert({ ...account, passwordHash });
    }
    const master = services.users.findByEmail('master@bem.demo');
    if (master) seedDemoSubmissions(services, master);
    seedDemoNews(services, newsPictures);
    seedDemoProker(services);
    seedDemoRisalah(services);
    seedDemoAset(services, asetPictures);
    seedDemoSc(services, scPictures);
    seedDemoAgenda(services); // after the directory: activities name its organisations by id
    // After DEMO_ACCOUNTS.
    seedDemoEvoting(db, services, candidatePictures, passwordHash);
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(
      SEEDED_KEY,
      new Date().toISOString(),
    );
  })();
  // The demo elections open and close by the clock: its timer learns their schedules.
  services.evoting.events.changed('election', 'requests');
  return true;
}

/** A real install's first master, from BEM_MASTER_EMAIL and BEM_MASTER_PASSWORD, when none exists. */
export async function ensureInitialMaster(
  services: PortalServices,
  master: { email: string; password: string } | undefined,
): Promise<boolean> {
  if (!master || services.users.list().some((u) => u.role === 'master')) return false;
  if (services.users.findByEmail(master.email)) {
    throw new Error(`BEM_MASTER_EMAIL ${master.email} sudah dipakai akun lain; pilih email lain.`);
  }
  services.users.insert({
    email: master.email,
    passwordHash: await hashPassword(master.password),
    role: 'master',
    namaTampilan: 'Master Admin',
  });
  return true;
}
