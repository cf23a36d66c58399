import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { emptySession, type SessionRecord } from '@lorrybazaar/contract';

/**
 * The persisted session record, slice name `transporter` (kept as the first client named it).
 * It only mirrors who is signed in; the server decides with its HttpOnly cookies.
 */
export const sessionSlice = createSlice({
  name: 'transporter',
  initialState: emptySession(),
  reducers: {
    /** Merges a role's data (and the user data) into the record. */
    setRoleData: (state, action: PayloadAction<Partial<SessionRecord>>) => {
      for (const [key, value] of Object.entries(action.payload)) {
        if (key in state && typeof value === 'string') state[key as keyof SessionRecord] = value;
      }
    },
    clearSession: () => emptySession(),
  },
});

export const { setRoleData, clearSession } = sessionSlice.actions;

/**
 * The key of the query that checks the record against the server and writes the answer into it
 * (`meQueryOptions`, ./get-me.ts): refreshing it reads /Me again. Kept beside the record so that a
 * screen refreshing the check does not load the check itself.
 */
export const SESSION_CHECK_KEY = ['me'] as const;
