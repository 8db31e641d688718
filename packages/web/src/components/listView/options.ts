/** Option hooks of select filters over Superset's `related/<col>` and `distinct/<col>` lookups. */
import type { FilterOption, OptionsHook } from './types';

interface Lookup {
  data?: { result: { value: string | number; text: string }[] };
  isFetching: boolean;
}

/** The options of a lookup endpoint's hook (RTK Query), asked with the typed search text. */
export function lookupOptions(useLookup: (search: string) => Lookup): OptionsHook {
  return function useOptions(search: string) {
    const answer = useLookup(search);
    const options: FilterOption[] = (answer.data?.result ?? []).map((o) => ({
      value: o.value,
      label: o.text,
    }));
    return { options, loading: answer.isFetching };
  };
}
