/**
 * Ids a form sends from a select must name a row of the reference data; a search's place text
 * becomes the district ids and English names stored places are matched by (decisions 020, 052).
 */
import { MARKETPLACE_MESSAGES, type Language } from '@lorrybazaar/contract';
import { fieldErrors, type FieldIssue } from '../../lib/field-errors.js';
import type { ReferenceService } from '../reference/reference.service.js';

type Kind = 'material' | 'capacity' | 'truckType';

/** 400 with an issue per id that names no reference row (null ids are not checked). */
export async function assertReferences(
  reference: ReferenceService,
  language: Language,
  checks: { path: string; id: number | null; kind: Kind }[],
  more: FieldIssue[] = [],
): Promise<void> {
  const issues: FieldIssue[] = [];
  for (const { path, id, kind } of checks) {
    if (id === null) continue;
    const row = await reference[kind](id);
    if (!row) issues.push({ path, code: MARKETPLACE_MESSAGES.referenceUnknown });
  }
  issues.push(...more);
  if (issues.length) throw fieldErrors(language, issues);
}

/** The tonnes of a capacity id (null for none); an unknown id is a 400 on `path`. */
export async function tonnesOf(
  reference: ReferenceService,
  language: Language,
  path: string,
  id: number | null,
): Promise<number | null> {
  if (id === null) return null;
  const row = await reference.capacity(id);
  if (!row) throw fieldErrors(language, [{ path, code: MARKETPLACE_MESSAGES.referenceUnknown }]);
  return row.tonnes;
}

/**
 * A search's place text as the district ids and English names stored places are matched by
 * (null: no filter; docs/decisions/052).
 */
export const placeFilter = async (reference: ReferenceService, text: string | null) =>
  text ? reference.placeFilter(text) : null;
