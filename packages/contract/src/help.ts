/**
 * Help (docs/api.md, Help and feedback): the request form behind the Chat tile. Messages are i18n
 * keys of the `help` namespace (`packages/contract/locales/<lng>/help.json`).
 *
 * | method & path                | request                                | 2xx answer                          |
 * |------------------------------|----------------------------------------|-------------------------------------|
 * | POST /Transpoter/helpRequest | HelpRequestBodySchema {topic, message} | 201 HelpRequestCreatedResponse      |
 * | GET  /Transpoter/helpRequest | —                                      | HelpRequestListResponse (own, newest first, at most 50) |
 *
 * Any signed-in user (else 403 `errors.auth.required`); stored with the user and the time;
 * support answers by phone or e-mail. At most `HELP_REQUESTS_PER_HOUR` per user per hour:
 * 429 `help:errors.tooMany` with `retry_after`.
 */
import { z } from 'zod';

/** `appeal`: a user whose listings are withheld by reports asks for a review (decision 042). */
export const HELP_TOPICS = [
  'account',
  'payments',
  'loads',
  'trucks',
  'bids',
  'documents',
  'appeal',
  'other',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];
export const HELP_MESSAGE_MAX = 2000;
export const HELP_REQUESTS_PER_HOUR = 10;

const NS = 'help:';
export const HELP_CODES = {
  topicRequired: `${NS}validation.topicRequired`,
  messageRequired: `${NS}validation.messageRequired`,
  messageTooLong: `${NS}validation.messageTooLong`,
  received: `${NS}messages.received`,
  tooMany: `${NS}errors.tooMany`,
} as const;
const C = HELP_CODES;

export const HelpRequestBodySchema = z.object({
  topic: z.enum(HELP_TOPICS, { error: C.topicRequired }),
  message: z
    .string({ error: C.messageRequired })
    .trim()
    .min(1, { error: C.messageRequired, abort: true })
    .max(HELP_MESSAGE_MAX, { error: C.messageTooLong }),
});
export type HelpRequestBody = z.input<typeof HelpRequestBodySchema>;

export const HelpRequestSchema = z.object({
  help_request_id: z.string(),
  topic: z.enum(HELP_TOPICS),
  message: z.string(),
  status: z.enum(['open', 'closed']),
  created_at: z.string(),
});
export type HelpRequest = z.infer<typeof HelpRequestSchema>;

export const HelpRequestCreatedResponseSchema = z.object({ message: z.string(), data: HelpRequestSchema });
export type HelpRequestCreatedResponse = z.infer<typeof HelpRequestCreatedResponseSchema>;

export const HelpRequestListResponseSchema = z.object({ data: z.array(HelpRequestSchema) });
export type HelpRequestListResponse = z.infer<typeof HelpRequestListResponseSchema>;
