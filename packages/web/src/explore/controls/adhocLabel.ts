/** Adhoc labels: the SQL translation, cut to 40 characters plus "..." when 43 or longer. */
export const LABEL_CUT = 40;
export const LABEL_LIMIT = 43;

export function truncateLabel(text: string): string {
  return text.length < LABEL_LIMIT ? text : `${text.substring(0, LABEL_CUT)}...`;
}

/** A random id for new adhoc metrics and filters (Superset's optionName / filterOptionName). */
export function randomOptionName(prefix: string): string {
  return `${prefix}_${Math.random().toString(36).substring(2, 15)}_${Math.random()
    .toString(36)
    .substring(2, 15)}`;
}
