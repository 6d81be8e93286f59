import * as z from 'zod/mini';
import { LIVE_TOPICS, liveTopicPath } from '../../../../shared/live';
import { SC_PATHS } from '../../../../shared/sc/sc-paths';
import { scSettingsInput } from '../../../../shared/sc/sc-settings';
import type { ScApi } from '../sc-api';
import type { HttpClient } from './http-client';
import type { LiveFactory } from './live-factory';
import {
  availabilitySchema,
  bookingReceiptSchema,
  holderBookingSchema,
  managedBookingSchema,
  publicSlotSchema,
} from './sc-schemas';

/**
 * The sports-centre loans over the embedded server (issue 20): the borrower's calls by code (in
 * the body, never the address), the managers' by their session. Its own module, so only the loan
 * pages download it.
 */
export function createHttpScApi(client: HttpClient, live: LiveFactory): ScApi {
  return {
    watchSettings: live(liveTopicPath(LIVE_TOPICS.scSettings), scSettingsInput),
    saveSettings: (settings) => client.send('PUT', SC_PATHS.settings, settings, scSettingsInput),
    watchSchedule: live(liveTopicPath(LIVE_TOPICS.scSchedule), z.array(publicSlotSchema)),
    availability: (query) => client.send('POST', SC_PATHS.availability, query, availabilitySchema),
    book: (input) => client.send('POST', SC_PATHS.book, input, bookingReceiptSchema),
    find: (kode) => client.send('POST', SC_PATHS.find, { kode }, holderBookingSchema),
    reschedule: (kode, time) =>
      client.send('POST', SC_PATHS.reschedule, { kode, ...time }, holderBookingSchema),
    cancel: (kode) => client.send('POST', SC_PATHS.cancel, { kode }, holderBookingSchema),
    checkIn: (kode, foto) =>
      client.send('POST', SC_PATHS.checkIn, { kode, foto }, holderBookingSchema),
    checkOut: (kode, foto) =>
      client.send('POST', SC_PATHS.checkOut, { kode, foto }, holderBookingSchema),
    watchBookings: live(liveTopicPath(LIVE_TOPICS.scBookings), z.array(managedBookingSchema)),
    update: (id, edit) => client.send('PATCH', SC_PATHS.booking(id), edit, managedBookingSchema),
    cancelAsManager: (id) =>
      client.send('POST', SC_PATHS.cancelAsManager(id), {}, managedBookingSchema),
    remove: (id) => client.sendEmpty('DELETE', SC_PATHS.booking(id)),
    photo: (foto) => client.blob(foto),
  };
}
