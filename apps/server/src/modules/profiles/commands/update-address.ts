import {
  PROFILE_MESSAGES,
  gstinMatchesState,
  pincodeMatchesState,
  type Role,
  type UpdateAddressInput,
} from '@lorrybazaar/contract';
import { assertSelf, type Actor } from '../../../lib/actor.js';
import { FieldErrors, type FieldIssue } from '../../../lib/field-errors.js';
import type { ProfilesContext } from '../context.js';
import { ownerRecord } from '../present.js';
import * as repo from '../profiles.repository.js';

/** Edit Profile: address lines, state and district that belong together, GSTIN of that state. */
export async function updateAddress(
  ctx: ProfilesContext,
  user: Actor,
  role: Role,
  input: UpdateAddressInput,
) {
  const { db, clock } = ctx;
  const { language } = user;
  assertSelf(input.transporter_id, user.userId);
  return db.transaction(async (tx) => {
    const issues: FieldIssue[] = [];
    const state = await repo.findState(tx, input.state_id);
    const district = await repo.findDistrict(tx, input.district_id);
    if (!state) issues.push({ path: 'state_id', code: PROFILE_MESSAGES.state });
    if (!district) issues.push({ path: 'district_id', code: PROFILE_MESSAGES.district });
    else if (state && district.stateId !== state.id)
      issues.push({ path: 'district_id', code: PROFILE_MESSAGES.districtNotInState });
    const stateName = state ? (language !== 'en' && state.names[language]) || state.name : '';
    // A GSTIN is issued per state: one from another state is almost always a typing mistake.
    if (state && input.gstin && !gstinMatchesState(input.gstin, state.code)) {
      issues.push({ path: 'gstin', code: PROFILE_MESSAGES.gstinState, params: { state: stateName } });
    }
    // So is a PIN code of another state (India Post's ranges, contract pincode.ts).
    if (state && input.pincode && !pincodeMatchesState(input.pincode, state.code)) {
      issues.push({ path: 'pincode', code: PROFILE_MESSAGES.pincodeState, params: { state: stateName } });
    }
    if (issues.length) throw new FieldErrors(issues);
    await repo.saveAddress(
      tx,
      user.userId,
      {
        address1: input.addressline1,
        address2: input.addressline2,
        stateId: input.state_id,
        districtId: input.district_id,
        pincode: input.pincode,
        gstin: input.gstin,
      },
      clock.now(),
    );
    return ownerRecord(ctx, tx, role, user.userId, language);
  });
}
