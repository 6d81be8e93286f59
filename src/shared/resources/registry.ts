import { formFieldsResource } from '../berkas/form-fields-resource';
import { servicesResource } from '../layanan/services-resource';
import type { AnyResource } from './resource';

/**
 * Every declared collection. The embedded server registers routes, storage and live topics for
 * each; the contract suite and the authorization matrix run for each. Renderer code imports the
 * declarations it uses directly, so a page does not download every schema.
 */
export const RESOURCES = [
  formFieldsResource,
  servicesResource,
] as const satisfies readonly AnyResource[];
