import Holidays from 'date-holidays';
import { valueError } from './errors.js';
import { naive } from './naiveDateTime.js';
import type { NaiveDateTime } from './naiveDateTime.js';

/** Country codes Python's `holidays` accepts that date-holidays spells differently. */
const COUNTRY_ALIASES = new Map([['UK', 'GB']]);

interface Entry {
  date: string;
  names: string[];
  isPublic: boolean;
}

let countryCodes: Set<string> | undefined;
/** One calendar per language: date-holidays grows its language list on every getHolidays(year, lang). */
const calendars = new Map<string, Holidays[]>();
const yearCache = new Map<string, Entry[]>();

function calendarsFor(country: string): [string, Holidays[]] {
  const code = COUNTRY_ALIASES.get(country.toUpperCase()) ?? country.toUpperCase();
  countryCodes ??= new Set(Object.keys(new Holidays().getCountries()));
  if (!countryCodes.has(code)) throw valueError(`Country ${country} is not available`);
  let list = calendars.get(code);
  if (!list) {
    const languages = new Set([...new Holidays(code).getLanguages(), 'en']);
    list = [...languages].map((languages) => new Holidays(code, { languages }));
    calendars.set(code, list);
  }
  return [code, list];
}

/** The year's holidays, names in the country's languages and English, substitute days dropped. */
function entries(country: string, year: number): Entry[] {
  const [code, list] = calendarsFor(country);
  const cacheKey = `${code}|${year}`;
  const cached = yearCache.get(cacheKey);
  if (cached) return cached;
  const byKey = new Map<string, Entry>();
  for (const calendar of list) {
    for (const h of calendar.getHolidays(year)) {
      if (h.substitute) continue;
      const date = h.date.slice(0, 10);
      const key = `${date}|${h.rule}`;
      const entry = byKey.get(key) ?? { date, names: [], isPublic: h.type === 'public' };
      // "End of Ramadan (Eid al-Fitr)" is also known by its bracketed name.
      entry.names.push(h.name, ...[...h.name.matchAll(/\(([^)]+)\)/g)].map((m) => m[1]));
      byKey.set(key, entry);
    }
  }
  const result = [...byKey.values()].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
  if (yearCache.size >= 256) yearCache.clear();
  yearCache.set(cacheKey, result);
  return result;
}

/**
 * HOLIDAY(name, date, country): the first holiday of `year` in `country`
 * (default US) whose name starts with `name`, case-insensitively, at 00:00
 * (time-range.md §2.4). Observed/substitute days are ignored. Public holidays
 * are searched first, as Python's `holidays` only knows those; other kinds
 * (observances such as Easter Sunday) are a fallback. Names match in the
 * country's own languages and in English, including a bracketed alternative
 * name. Dates come from date-holidays, which may differ from Python's
 * `holidays` by a day for lunar-calendar holidays.
 */
export function findHoliday(name: string, year: number, country = 'US'): NaiveDateTime {
  const prefix = name.toLowerCase();
  const all = entries(country, year);
  const matches = (e: Entry): boolean => e.names.some((n) => n.toLowerCase().startsWith(prefix));
  const found = all.find((e) => e.isPublic && matches(e)) ?? all.find(matches);
  if (!found) throw valueError(`Unable to find such a holiday: [${name}]`);
  const [y, m, d] = found.date.split('-').map(Number);
  return naive(y, m, d);
}
