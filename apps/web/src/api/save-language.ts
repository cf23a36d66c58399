import type { Language, SaveLanguageResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/** The language the signed-in user's SMS and pushes are written in (docs/api.md, Alerts). */
export const saveLanguage = (language: Language) =>
  api<SaveLanguageResponse>('/Transpoter/language', { method: 'PUT', body: { language } });
