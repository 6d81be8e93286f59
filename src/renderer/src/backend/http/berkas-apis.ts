// One chunk for both SI-BERKAS APIs, loaded by http-backend.ts on first use.
export { createBerkasAdminApi } from './berkas-admin-api';
export { createBerkasPublicApi } from './berkas-public-api';
