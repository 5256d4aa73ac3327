import { defineCatalog } from '../define.ts';

/** Play, series and catalogue names and rule texts of the engine's families (see packages/engine). */
export const playsOne = defineCatalog({
  vi: {},
  zh: {},
  en: {},
  id: {},
});
