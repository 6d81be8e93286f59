import { SUBMISSION_STATUSES, VERIFIER_KEYS, VERIFIER_STATUSES } from '../../shared/berkas/status';

/**
 * The public tracking answer as a JSON schema. Fastify compiles it into a serializer that writes
 * exactly these properties: an allow-list, so a field added to the submission later cannot reach
 * the public by accident — and a faster serialisation than JSON.stringify on the busiest public
 * route.
 */
const nullableString = { type: ['string', 'null'] } as const;

const verifier = {
  type: 'object',
  required: ['status', 'updatedAt', 'catatan'],
  properties: {
    status: { type: 'string', enum: [...VERIFIER_STATUSES] },
    updatedAt: nullableString,
    catatan: nullableString,
  },
} as const;

export const TRACKING_RESPONSE_SCHEMA = {
  200: {
    type: 'object',
    required: ['submission'],
    properties: {
      submission: {
        type: 'object',
        required: [
          'ticketId',
          'namaKegiatan',
          'penyelenggara',
          'currentStatus',
          'verifiers',
          'finalResponse',
          'createdAt',
          'updatedAt',
        ],
        properties: {
          ticketId: { type: 'string' },
          namaKegiatan: { type: 'string' },
          penyelenggara: { type: 'string' },
          currentStatus: { type: 'string', enum: [...SUBMISSION_STATUSES] },
          verifiers: {
            type: 'object',
            required: [...VERIFIER_KEYS],
            properties: Object.fromEntries(VERIFIER_KEYS.map((key) => [key, verifier])),
          },
          finalResponse: {
            type: ['object', 'null'],
            required: ['catatan', 'fileUrl', 'fileName'],
            properties: {
              catatan: { type: 'string' },
              fileUrl: nullableString,
              fileName: nullableString,
            },
          },
          createdAt: { type: 'string' },
          updatedAt: { type: 'string' },
        },
      },
    },
  },
} as const;
