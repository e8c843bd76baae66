import * as z from 'zod/mini';

const size = { width: z.number(), height: z.number(), ratio: z.number() };

/** What the page tells the sky's worker: its canvas and size once, then new sizes and whether to move. */
export const skyMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    canvas: z.custom<OffscreenCanvas>((value) => typeof OffscreenCanvas === 'function' && value instanceof OffscreenCanvas),
    moving: z.boolean(),
    ...size,
  }),
  z.object({ type: z.literal('resize'), ...size }),
  z.object({ type: z.literal('motion'), moving: z.boolean() }),
]);

export type SkyMessage = z.infer<typeof skyMessage>;

/** What the worker tells the page: it is running (the canvas may be handed over), and whether its particles now move. */
export const skyReady = z.object({ type: z.literal('ready') });
export const skyMoving = z.object({ type: z.literal('moving'), moving: z.boolean() });
