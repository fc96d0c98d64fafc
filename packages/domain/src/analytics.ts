import { z } from 'zod';

/**
 * The product analytics events the server stores (issue 19 item 22): spec §2's `build_exit` (the
 * builder's back button) and finish-failure reasons (`quiz_build_failed`), and the AI file errors of
 * spec §8 ("client-side file errors tracked with 413 or 415 types"). Anything else is refused, so the
 * table holds only what the product decided to measure.
 */
export const ANALYTICS_EVENTS = ['build_exit', 'quiz_build_failed', 'ai_file_error'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** Cheap limits checked before anything is stored: at most 16 properties of short scalars. */
export const ANALYTICS_MAX_PROPS = 16;
export const ANALYTICS_MAX_VALUE_LENGTH = 200;

const propValue = z.union([
  z.string().max(ANALYTICS_MAX_VALUE_LENGTH),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);

/** POST /api/analytics/events body: one event with flat scalar properties. */
export const analyticsEventSchema = z
  .object({
    name: z.enum(ANALYTICS_EVENTS),
    props: z
      .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/), propValue)
      .refine((props) => Object.keys(props).length <= ANALYTICS_MAX_PROPS, {
        message: `At most ${ANALYTICS_MAX_PROPS} properties`,
      })
      .default({}),
  })
  .strict();
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
