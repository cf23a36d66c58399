import type { Language } from '@lorrybazaar/contract';
import { HttpError } from './http-error.js';
import { translate } from './i18n.js';

export interface FieldIssue {
  path: string;
  /** An i18n key (`profile:validation.districtNotInState`, `marketplace:…`). */
  code: string;
  params?: Record<string, string | number>;
}

/**
 * Rules only the database can judge (the district belongs to the state, the GSTIN was issued
 * in that state) answer like the schema's own checks: 400 `errors.validation` with `issues[]`,
 * so a form puts each message under its field.
 */
export class FieldErrors extends Error {
  constructor(readonly issues: FieldIssue[]) {
    super('field errors');
    this.name = 'FieldErrors';
  }

  toHttpError(language: Language): HttpError {
    const issues = this.issues.map((issue) => ({
      path: issue.path,
      code: issue.code,
      message: translate(language, issue.code, issue.params),
    }));
    const first = issues[0]!;
    return new HttpError(
      400,
      'errors.validation',
      {},
      { issues, message: `${first.path}: ${first.message}` },
    );
  }
}

/** Rethrows FieldErrors as the 400 answer in the request's language. */
export const localiseFieldErrors =
  (language: Language) =>
  (error: unknown): never => {
    throw error instanceof FieldErrors ? error.toHttpError(language) : error;
  };

/** The 400 answer for these issues, in this language. */
export const fieldErrors = (language: Language, issues: FieldIssue[]): HttpError =>
  new FieldErrors(issues).toHttpError(language);
