/**
 * Feedback (docs/api.md, Help and feedback; rating 1 to 5). Messages are i18n keys of the
 * `feedback` namespace (`packages/contract/locales/<lng>/feedback.json`).
 *
 * | method & path             | request                          | 2xx answer                         |
 * |---------------------------|----------------------------------|------------------------------------|
 * | POST /Transpoter/feedback | FeedbackBodySchema {text, rating} | 201 FeedbackCreatedResponse       |
 * | GET  /Transpoter/feedback | —                                | FeedbackListResponse (own, newest first, at most 50) |
 *
 * Any signed-in user (else 403 `errors.auth.required`); stored with the user and the time.
 * At most `FEEDBACK_PER_HOUR` per user per hour: 429 `feedback:errors.tooMany` with
 * `retry_after` seconds, in the usual error shape.
 */
import { z } from 'zod';

export const FEEDBACK_TEXT_MAX = 2000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const FEEDBACK_PER_HOUR = 5;

const NS = 'feedback:';
export const FEEDBACK_CODES = {
  textRequired: `${NS}validation.textRequired`,
  textTooLong: `${NS}validation.textTooLong`,
  rating: `${NS}validation.rating`,
  thanks: `${NS}messages.thanks`,
  tooMany: `${NS}errors.tooMany`,
} as const;
const C = FEEDBACK_CODES;

export const FeedbackBodySchema = z.object({
  text: z
    .string({ error: C.textRequired })
    .trim()
    .min(1, { error: C.textRequired, abort: true })
    .max(FEEDBACK_TEXT_MAX, { error: C.textTooLong }),
  /** 1 to 5 stars: a whole number, or its numeric string (a radio button's value). */
  rating: z
    .union([z.number(), z.string()], { error: C.rating })
    .transform((value) => (typeof value === 'string' && value.trim() === '' ? NaN : Number(value)))
    .pipe(
      z
        .number({ error: C.rating })
        .int({ error: C.rating })
        .min(RATING_MIN, { error: C.rating })
        .max(RATING_MAX, { error: C.rating }),
    ),
});
export type FeedbackBody = z.input<typeof FeedbackBodySchema>;
export type FeedbackInput = z.output<typeof FeedbackBodySchema>;

export const FeedbackSchema = z.object({
  feedback_id: z.string(),
  text: z.string(),
  rating: z.number().int(),
  created_at: z.string(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const FeedbackCreatedResponseSchema = z.object({ message: z.string(), data: FeedbackSchema });
export type FeedbackCreatedResponse = z.infer<typeof FeedbackCreatedResponseSchema>;

export const FeedbackListResponseSchema = z.object({ data: z.array(FeedbackSchema) });
export type FeedbackListResponse = z.infer<typeof FeedbackListResponseSchema>;
