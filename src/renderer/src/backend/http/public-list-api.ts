import * as z from 'zod/mini';
import { listSearchFromQuery } from '../../../../shared/public-lists/list-address';
import type { AnyPublicList } from '../../../../shared/public-lists/public-list';
import type { PublicListApi } from '../public-list-api';
import type { HttpClient } from './http-client';
import type { LiveFactory } from './live-factory';

const pageSchemas = new WeakMap<AnyPublicList, z.ZodMiniType>();

/** A page of the list's rows, each checked with the row the declaration names. */
function pageSchema(list: AnyPublicList): z.ZodMiniType {
  let schema = pageSchemas.get(list);
  if (!schema) {
    schema = z.object({
      items: z.array(list.row),
      total: z.number(),
      halaman: z.number(),
      perHalaman: z.number(),
    });
    pageSchemas.set(list, schema);
  }
  return schema;
}

/** Declared public lists over the embedded server's generic topic and downloads. */
export function createHttpPublicListApi(client: HttpClient, live: LiveFactory): PublicListApi {
  return {
    watchPage: (list, query, observer) =>
      live(
        `/api/live/${list.liveTopic}?p=${encodeURIComponent(JSON.stringify(query))}`,
        pageSchema(list),
      )(observer as never),
    download: (list, filter, format) => {
      const search = listSearchFromQuery(list, { ...filter, halaman: 1 }).toString();
      return client.blob(`${list.exportPath}.${format}${search ? `?${search}` : ''}`);
    },
  };
}
