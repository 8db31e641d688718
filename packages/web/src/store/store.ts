/** The Redux store: one slice per area (the API cache, SQL Lab). */
import { configureStore } from '@reduxjs/toolkit';
import { tesseraApi } from '../api/tesseraApi';
import { sqlLabReducer } from '../sqllab/state/sqlLabSlice';

export function createStore() {
  return configureStore({
    reducer: { [tesseraApi.reducerPath]: tesseraApi.reducer, sqlLab: sqlLabReducer },
    middleware: (getDefault) => getDefault().concat(tesseraApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
