import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS } from '@lorrybazaar/contract';
import { useDispatch, useSelector } from 'react-redux';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import { sessionSlice } from '#lib/session/session-slice';

/**
 * localStorage behind redux-persist's async storage interface. Reading it starts with
 * `persistStore(store)` in main.tsx, not here: the prerender (Node, docs/decisions/031) renders
 * with this store as it is before rehydration, signed out.
 */
const storage = {
  getItem: async (key: string) => window.localStorage.getItem(key),
  setItem: async (key: string, value: string) => window.localStorage.setItem(key, value),
  removeItem: async (key: string) => window.localStorage.removeItem(key),
};

const rootReducer = combineReducers({ transporter: sessionSlice.reducer });

/** Persisted as localStorage `persist:root`, rehydrate time-out 5000 ms (as the first client kept it). */
const persisted = persistReducer({ key: PERSIST_KEY, storage, timeout: PERSIST_TIMEOUT_MS }, rootReducer);

export const store = configureStore({
  reducer: persisted,
  middleware: (getDefault) =>
    getDefault({
      serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
    }),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useSession = () => useAppSelector((state) => state.transporter);
