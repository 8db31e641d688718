/**
 * How each example table is made from its shipped file: a SELECT that DuckDB runs over the
 * gzip-compressed CSV/JSON, with the column names and types of Superset's example tables
 * (superset/examples/*.py and the dataset configs of its example bundles).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { encodePolyline } from './polyline.js';

export interface SourceContext {
  /** Absolute path of a shipped data file, as an SQL string literal. */
  file(name: string): string;
  /** The UTC day of the load, `YYYY-MM-DD` (Superset stamps two tables with "today"). */
  today: string;
  /** Absolute path of a shipped data file, for reading it in JavaScript. */
  path(name: string): string;
}

export type TableSource = (ctx: SourceContext) => string;

export function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** What pandas.read_csv reads as missing, which is how Superset loads these CSV files. */
// prettier-ignore
const PANDAS_NA = [
  '', '#N/A', '#N/A N/A', '#NA', '-1.#IND', '-1.#QNAN', '-NaN', '-nan', '1.#IND', '1.#QNAN',
  '<NA>', 'N/A', 'NA', 'NULL', 'NaN', 'None', 'n/a', 'nan', 'null',
];

/** Column name -> DuckDB type; names listed in one space-separated string per type. */
function typed(groups: Record<string, string>): Record<string, string> {
  const types: Record<string, string> = {};
  for (const [type, names] of Object.entries(groups)) {
    for (const name of names.split(/\s+/).filter(Boolean)) types[name] = type;
  }
  return types;
}

/**
 * read_csv with an explicit dialect; every column is text unless `types` says otherwise,
 * so no type depends on sniffing.
 */
function csv(
  ctx: SourceContext,
  name: string,
  types: Record<string, string> = {},
  options = '',
): string {
  const typeStruct = Object.entries(types)
    .map(([column, type]) => `${sqlString(column)}: ${sqlString(type)}`)
    .join(', ');
  return (
    `read_csv(${ctx.file(name)}, header = true, delim = ',', quote = '"', escape = '"', ` +
    `all_varchar = true, ${typeStruct ? `types = {${typeStruct}}, ` : ''}` +
    `nullstr = [${PANDAS_NA.map(sqlString).join(', ')}]${options ? `, ${options}` : ''})`
  );
}

function json(ctx: SourceContext, name: string, columns: Record<string, string>): string {
  const struct = Object.entries(columns)
    .map(([column, type]) => `${quoteIdent(column)}: ${sqlString(type)}`)
    .join(', ');
  return `read_json(${ctx.file(name)}, format = 'array', columns = {${struct}})`;
}

/** Epoch seconds or milliseconds -> naive TIMESTAMP holding the UTC time (no session time zone). */
const fromEpochSeconds = (column: string) => `make_timestamp(${column} * 1000000)`;
const fromEpochMillis = (column: string) => `make_timestamp(${column} * 1000)`;

const FCC_DOUBLES = `is_software_dev is_first_dev_job months_job_search job_intr_fllstck
  job_intr_backend job_intr_frntend job_intr_mobile job_intr_devops job_intr_datasci
  job_intr_teacher job_intr_qa_engn job_intr_ux_engn job_intr_projm job_intr_gamedev
  job_intr_infosec job_intr_dataengn expected_earn job_relocate rsrc_fcc rsrc_mdn rsrc_so rsrc_edx
  rsrc_coursera rsrc_khan_acdm rsrc_pluralsght rsrc_codeacdm rsrc_udacity rsrc_udemy rsrc_code_wars
  rsrc_treehouse rsrc_hackerrank rsrc_frntendmstr rsrc_lynda rsrc_egghead rsrc_css_tricks
  codeevnt_fcc codeevnt_hackthn codeevnt_confs codeevnt_workshps codeevnt_startupwknd
  codeevnt_nodeschl codeevnt_womenwc codeevnt_girldevit codeevnt_coderdojo codeevnt_meetup
  codeevnt_railsbrdg codeevnt_gamejam codeevnt_railsgrls codeevnt_djangogrls codeevnt_wkndbtcmp
  podcast_fcc podcast_codenewbie podcast_changelog podcast_sedaily podcast_js_jabber
  podcast_syntaxfm podcast_ltcwm podcast_fullstckrd podcast_frnthppyhr podcast_codingblcks
  podcast_shoptalk podcast_devtea podcast_progthrwdwn podcast_geekspeak podcast_hanselmnts
  podcast_talkpythonme podcast_rubyrogues podcast_codepenrd podcast_seradio yt_mit_ocw yt_fcc
  yt_computerphile yt_devtips yt_cs_dojo yt_engn_truth yt_learncodeacdm yt_lvluptuts
  yt_funfunfunct yt_codingtuts360 yt_codingtrain yt_derekbanas yt_simplilearn yt_simpleprog
  yt_mozillahacks yt_googledevs hours_learning bootcamp_attend bootcamp_finished
  bootcamp_have_loan bootcamp_recommend money_for_learning is_ethnic_minority has_finance_depends
  has_children num_children do_finance_support debt_amt home_mrtg_has home_mrtg_owe
  student_debt_has student_debt_amt last_yr_income is_self_employed has_served_military
  is_recv_disab_bnft has_high_spd_ntnet`;

const FLIGHT_TYPES = typed({
  BIGINT: `YEAR MONTH DAY DAY_OF_WEEK FLIGHT_NUMBER SCHEDULED_DEPARTURE SCHEDULED_TIME DISTANCE
    SCHEDULED_ARRIVAL DIVERTED CANCELLED`,
  DOUBLE: `DEPARTURE_TIME DEPARTURE_DELAY TAXI_OUT WHEELS_OFF ELAPSED_TIME AIR_TIME WHEELS_ON TAXI_IN
    ARRIVAL_TIME ARRIVAL_DELAY AIR_SYSTEM_DELAY SECURITY_DELAY AIRLINE_DELAY LATE_AIRCRAFT_DELAY
    WEATHER_DELAY`,
});
const AIRPORT_TYPES = typed({ DOUBLE: 'LATITUDE LONGITUDE' });

/**
 * Geohash (12 characters, as python-geohash's default) of LAT/LON in SQL: 30 bits per axis,
 * interleaved longitude first by spreading each axis's bits, then read 5 bits per character.
 */
function withGeohash(from: string): string {
  const masks: [number, string][] = [
    [16, '281470681808895'], // 0x0000FFFF0000FFFF
    [8, '71777214294589695'], // 0x00FF00FF00FF00FF
    [4, '1085102592571150095'], // 0x0F0F0F0F0F0F0F0F
    [2, '3689348814741910323'], // 0x3333333333333333
    [1, '6148914691236517205'], // 0x5555555555555555
  ];
  const steps = masks.map(
    ([shift, mask], i) =>
      `g${i + 1} AS (SELECT * REPLACE ((gx | (gx << ${shift})) & ${mask}::UBIGINT AS gx, ` +
      `(gy | (gy << ${shift})) & ${mask}::UBIGINT AS gy) FROM g${i})`,
  );
  const chars = Array.from(
    { length: 12 },
    (_, k) =>
      `substr('0123456789bcdefghjkmnpqrstuvwxyz', CAST(((gz >> ${55 - 5 * k}) & 31) AS INTEGER) + 1, 1)`,
  );
  return (
    `WITH g0 AS (SELECT *, CAST(floor((LON + 180) / 360 * 1073741824) AS UBIGINT) AS gx, ` +
    `CAST(floor((LAT + 90) / 180 * 1073741824) AS UBIGINT) AS gy FROM ${from}), ` +
    `${steps.join(', ')}, ` +
    `gz AS (SELECT * EXCLUDE (gx, gy), (gx << 1) | gy AS gz FROM g5) ` +
    `SELECT * EXCLUDE (gz), ${chars.join(' || ')} AS geohash FROM gz`
  );
}

/** JSON text of a list, spaced like Python's json.dumps (the lists hold only numbers). */
function pythonJson(value: unknown): string {
  return JSON.stringify(value).replaceAll(',', ', ');
}

function bartLines(ctx: SourceContext): string {
  const lines = JSON.parse(
    gunzipSync(readFileSync(ctx.path('bart-lines.json.gz'))).toString('utf8'),
  ) as {
    name: string;
    color: string;
    path: number[][];
  }[];
  const rows = lines.map(
    (line) =>
      `(${[line.name, line.color, pythonJson(line.path), encodePolyline(line.path)].map(sqlString).join(', ')})`,
  );
  return `SELECT * FROM (VALUES ${rows.join(', ')}) AS t(name, color, path_json, polyline)`;
}

export const EXAMPLE_SOURCES: Record<string, TableSource> = {
  // prettier-ignore
  birth_names: (ctx) =>
    `SELECT ${fromEpochMillis('ds')} AS ds, gender, name, num, state, ` +
    `sum_boys AS num_boys, sum_girls AS num_girls FROM ` +
    json(ctx, 'birth_names.json.gz', {
      ds: 'BIGINT', gender: 'VARCHAR', name: 'VARCHAR', num: 'BIGINT', state: 'VARCHAR',
      sum_boys: 'BIGINT', sum_girls: 'BIGINT',
    }),

  video_game_sales: (ctx) =>
    `SELECT * FROM ${csv(
      ctx,
      'video_game_sales.csv.gz',
      typed({ BIGINT: 'rank year', DOUBLE: 'na_sales eu_sales jp_sales other_sales global_sales' }),
    )}`,

  cleaned_sales_data: (ctx) =>
    `SELECT * FROM ${csv(
      ctx,
      'sales.csv.gz',
      typed({
        BIGINT: 'order_number quantity_ordered order_line_number quarter month year msrp',
        DOUBLE: 'price_each sales',
        TIMESTAMP: 'order_date',
      }),
      `timestampformat = '%m/%d/%Y'`,
    )}`,

  covid_vaccines: (ctx) => `SELECT * FROM ${csv(ctx, 'covid_vaccines.csv.gz')}`,

  'FCC 2018 Survey': (ctx) =>
    // time_start is "2018-10-24T20:48:37Z" (always UTC): a TIMESTAMP; time_end stays text.
    `SELECT * REPLACE (strptime(time_start, '%Y-%m-%dT%H:%M:%SZ') AS time_start) FROM ${csv(
      ctx,
      'fcc_survey_2018.csv.gz',
      typed({ DOUBLE: FCC_DOUBLES, BIGINT: 'months_programming age time_total_sec' }),
    )}`,

  channels: (ctx) =>
    `SELECT * FROM ${csv(
      ctx,
      'slack/channels.csv.gz',
      typed({
        TIMESTAMP: 'created purpose__last_set topic__last_set unlinked',
        BOOLEAN: `is_archived is_channel is_ext_shared is_general is_group is_im is_member is_mpim
          is_org_shared is_pending_ext_shared is_private is_shared`,
        BIGINT: 'num_members',
      }),
    )}`,
  channel_members: (ctx) => `SELECT * FROM ${csv(ctx, 'slack/channel_members.csv.gz')}`,
  messages: (ctx) =>
    `SELECT * FROM ${csv(
      ctx,
      'slack/messages.csv.gz',
      typed({
        TIMESTAMP: 'bot_profile__updated last_read ts',
        BOOLEAN: `bot_profile__deleted display_as_bot is_delayed_message is_starred is_intro upload
          subscribed`,
        BIGINT: 'reply_users_count unread_count reply_count',
      }),
    )}`,
  threads: (ctx) =>
    `SELECT * FROM ${csv(
      ctx,
      'slack/threads.csv.gz',
      typed({ TIMESTAMP: 'ts', BOOLEAN: 'subscribed', BIGINT: 'reply_count reply_users_count' }),
    )}`,
  users: (ctx) =>
    `SELECT * FROM ${csv(
      ctx,
      'slack/users.csv.gz',
      typed({
        TIMESTAMP: 'updated',
        BOOLEAN: `deleted has_2fa is_admin is_app_user is_bot is_owner is_primary_owner is_restricted
          is_ultra_restricted`,
        BIGINT: 'tz_offset',
      }),
    )}`,
  users_channels: (ctx) => `SELECT * FROM ${csv(ctx, 'slack/users_channels.csv.gz')}`,
  exported_stats: (ctx) =>
    `SELECT * FROM ${csv(
      ctx,
      'slack/exported_stats.csv.gz',
      typed({
        TIMESTAMP: 'date',
        BIGINT: `total_membership full_members guests daily_active_members
          daily_members_posting_messages weekly_active_members weekly_members_posting_messages
          messages_in_public_channels messages_in_private_channels messages_in_shared_channels
          messages_in_dms name public_channels_single_workspace messages_posted`,
        DOUBLE: `percent_of_messages_public_channels percent_of_messages_private_channels
          percent_of_messages_dms percent_of_views_public_channels percent_of_views_private_channels
          percent_of_views_dms`,
      }),
    )}`,

  unicode_test: (ctx) =>
    `SELECT * FROM ${csv(ctx, 'unicode_test.csv.gz', typed({ DATE: 'dttm', DOUBLE: 'value' }))}`,

  tutorial_flights: (ctx) =>
    `SELECT * FROM ${csv(ctx, 'tutorial_flights.csv.gz', {
      Cost: 'DOUBLE',
      'Travel Date': 'TIMESTAMP',
      'Origin Latitude': 'DOUBLE',
      'Origin Longitude': 'DOUBLE',
      'Destination Latitude': 'DOUBLE',
      'Destination Longitude': 'DOUBLE',
      Distance: 'DOUBLE',
    })}`,

  // Superset adds ds and joins the airports twice: origin columns unsuffixed, then _DEST.
  flights: (ctx) =>
    `WITH f AS (SELECT *, row_number() OVER () AS __row FROM ${csv(ctx, 'flight_data.csv.gz', FLIGHT_TYPES)}), ` +
    `a AS (SELECT * FROM ${csv(ctx, 'airports.csv.gz', AIRPORT_TYPES)}) ` +
    `SELECT f.* EXCLUDE (__row), make_timestamp(f.YEAR, f.MONTH, f.DAY, 0, 0, 0) AS ds, ` +
    `o.AIRPORT, o.CITY, o.STATE, o.COUNTRY, o.LATITUDE, o.LONGITUDE, ` +
    `d.AIRPORT AS AIRPORT_DEST, d.CITY AS CITY_DEST, d.STATE AS STATE_DEST, ` +
    `d.COUNTRY AS COUNTRY_DEST, d.LATITUDE AS LATITUDE_DEST, d.LONGITUDE AS LONGITUDE_DEST ` +
    `FROM f LEFT JOIN a AS o ON o.IATA_CODE = f.ORIGIN_AIRPORT ` +
    `LEFT JOIN a AS d ON d.IATA_CODE = f.DESTINATION_AIRPORT ORDER BY f.__row`,

  random_time_series: (ctx) =>
    `SELECT ${fromEpochSeconds('ds')} AS ds FROM ` +
    json(ctx, 'random_time_series.json.gz', { ds: 'BIGINT' }),

  // prettier-ignore
  multiformat_time_series: (ctx) =>
    `SELECT CAST(${fromEpochSeconds('ds')} AS DATE) AS ds, ${fromEpochSeconds('ds2')} AS ds2, ` +
    `epoch_s, epoch_ms, string0, string1, string2, string3 FROM ` +
    json(ctx, 'multiformat_time_series.json.gz', {
      ds: 'BIGINT', ds2: 'BIGINT', epoch_s: 'BIGINT', epoch_ms: 'BIGINT',
      string0: 'VARCHAR', string1: 'VARCHAR', string2: 'VARCHAR', string3: 'VARCHAR',
    }),

  // Superset adds a timestamp spread over today, a random occupancy (1 to 6) and radius
  // (1 to 3 miles), the geohash and "LAT,LON". The random values here are hashes of the row
  // number, so that loading twice gives the same table.
  long_lat: (ctx) => {
    const src = `(SELECT *, row_number() OVER () - 1 AS __i, count(*) OVER () AS __n FROM ${csv(
      ctx,
      'san_francisco.csv.gz',
      typed({ DOUBLE: 'LON LAT CITY DISTRICT REGION ID', BIGINT: 'POSTCODE' }),
    )})`;
    return (
      `SELECT * EXCLUDE (__i, __n, geohash), ` +
      `TIMESTAMP '${ctx.today}' + to_microseconds(CAST(round(__i * 86400000000 / (__n - 1)) AS BIGINT)) AS datetime, ` +
      `CAST(1 + hash(__i, 'occupancy') % 6 AS DOUBLE) AS occupancy, ` +
      `1 + 2 * (hash(__i, 'radius_miles') % 1000000) / 1000000.0 AS radius_miles, ` +
      `geohash, CAST(LAT AS VARCHAR) || ',' || CAST(LON AS VARCHAR) AS delimited ` +
      `FROM (${withGeohash(src)}) ORDER BY __i`
    );
  },

  // prettier-ignore
  sf_population_polygons: (ctx) =>
    `SELECT zipcode, population, area, replace(CAST(contour AS VARCHAR), ',', ', ') AS contour FROM ` +
    json(ctx, 'sf_population.json.gz', {
      zipcode: 'BIGINT', population: 'BIGINT', area: 'DOUBLE', contour: 'JSON',
    }),

  bart_lines: bartLines,

  birth_france_by_region: (ctx) =>
    `SELECT *, DATE '${ctx.today}' AS dttm FROM ${csv(
      ctx,
      'birth_france_data_for_country_map.csv.gz',
      typed({ BIGINT: '2003 2004 2005 2006 2007 2008 2009 2010 2011 2012 2013 2014' }),
    )}`,

  airports: (ctx) => `SELECT * FROM ${csv(ctx, 'airports.csv.gz', AIRPORT_TYPES)}`,

  energy_usage: (ctx) =>
    `SELECT source, target, CAST(value AS DOUBLE) AS value FROM ` +
    json(ctx, 'energy.json.gz', { source: 'VARCHAR', target: 'VARCHAR', value: 'VARCHAR' }),
};
