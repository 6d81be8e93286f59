import * as z from 'zod/mini';
import { recordSchema } from '../../../../shared/resources/record-schema';
import { adminTopicOf } from '../../../../shared/resources/resource-rules';
import type { AnyResource } from '../../../../shared/resources/resource';
import type { ResourceApi } from '../resource-api';
import type { LiveFactory } from './live-factory';
import type { HttpClient } from './http-client';

/** Declared collections over the embedded server's generic routes (src/server/resources). */
export function createHttpResourceApi(client: HttpClient, live: LiveFactory): ResourceApi {
  const id = encodeURIComponent;
  const item = (resource: AnyResource) => z.object({ item: recordSchema(resource) });
  const items = (resource: AnyResource) => z.array(recordSchema(resource));
  return {
    watch: (resource, observer) =>
      live(`/api/live/${resource.liveTopic}`, items(resource))(observer),
    watchAll: (resource, observer) =>
      live(
        `/api/live/${resource.publicRead === 'published' ? adminTopicOf(resource) : resource.liveTopic}`,
        items(resource),
      )(observer),
    create: async (resource, input) =>
      (await client.send('POST', resource.path, input, item(resource))).item,
    update: async (resource, recordId, input) =>
      (await client.send('PATCH', `${resource.path}/${id(recordId)}`, input, item(resource))).item,
    remove: (resource, recordId) => client.sendEmpty('DELETE', `${resource.path}/${id(recordId)}`),
    reorder: async (resource, ids) =>
      (
        await client.send(
          'PUT',
          `${resource.path}/order`,
          { ids },
          z.object({ items: items(resource) }),
        )
      ).items,
  };
}
