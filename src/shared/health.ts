import * as z from 'zod/mini';

export const healthSchema = z.object({
  status: z.literal('ok'),
  service: z.literal('bem-km-portal'),
  version: z.string(),
  uptimeSeconds: z.number(),
});

export type Health = z.infer<typeof healthSchema>;
