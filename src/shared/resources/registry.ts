import { formFieldsResource } from '../berkas/form-fields-resource';
import { organisationsResource } from '../direktori/organisations-resource';
import { documentCategoriesResource, documentsResource } from '../dokumen/documents-resource';
import { servicesResource } from '../layanan/services-resource';
import type { AnyResource } from './resource';
import { newsResource } from '../content/news-resource';
import {
  pembinaResource,
  strukturAnggotaResource,
  strukturDivisiResource,
} from '../struktur/struktur-resources';
import { tentangResource } from '../tentang/tentang-resource';
import { anggaranResource } from '../keterbukaan/anggaran-resource';
import { standarBiayaResource } from '../keterbukaan/standar-biaya-resource';
import { asetResource } from '../keterbukaan/aset-resource';
import { prokerResource } from '../keterbukaan/proker-resource';
import { risalahResource } from '../keterbukaan/risalah-resource';
import { scQuestionsResource } from '../sc/questions-resource';
import { scRoomsResource } from '../sc/rooms-resource';
import { agendaResource } from '../agenda/agenda-resource';

/**
 * Every declared collection. The embedded server registers routes, storage and live topics for
 * each; the contract suite and the authorization matrix run for each. Renderer code imports the
 * declarations it uses directly, so a page does not download every schema.
 */
export const RESOURCES = [
  formFieldsResource,
  newsResource,
  organisationsResource,
  documentCategoriesResource,
  documentsResource,
  strukturDivisiResource,
  strukturAnggotaResource,
  pembinaResource,
  tentangResource,
  servicesResource,
  anggaranResource,
  standarBiayaResource,
  asetResource,
  prokerResource,
  risalahResource,
  scRoomsResource,
  scQuestionsResource,
  agendaResource,
] as const satisfies readonly AnyResource[];
