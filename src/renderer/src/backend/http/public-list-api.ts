import * as z from 'zod/mini';
import { listSearchFromQuery } from '../../../../shared/public-lists/list-address';
import { openData, type AnyPublicList } from '../../../../shared/public-lists/public-list';
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

/** The choices of each filter the list declares them for, as lists of text. */
const choicesSchema = (list: AnyPublicList): z.ZodMiniType =>
  z.object(Object.fromEntries((list.choices ?? []).map((param) => [param, z.array(z.string())])));

const itemSchemas = new WeakMap<AnyPublicList, z.ZodMiniType>();

/** The list's item or null, checked with the item the declaration names. */
function itemSchema(list: AnyPublicList): z.ZodMiniType {
  let schema = itemSchemas.get(list);
  if (!schema) {
    if (!list.item) throw new Error(`${list.resource}: the list declares no item`);
    schema = z.nullable(list.item.row);
    itemSchemas.set(list, schema);
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
    watchChoices: (list, observer) =>
      live(`/api/live/${list.choicesTopic}`, choicesSchema(list))(observer as never),
    watchItem: (list, key, observer) =>
      live(
        `/api/live/${list.item?.liveTopic}?p=${encodeURIComponent(JSON.stringify(key))}`,
        itemSchema(list),
      )(observer as never),
    download: (list, filter, format) => {
      const search = listSearchFromQuery(list, { ...filter, halaman: 1 }).toString();
      return client.blob(`${openData(list).path}.${format}${search ? `?${search}` : ''}`);
    },
  };
}
