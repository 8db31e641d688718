/**
 * The tables of the `examples` database: what each one is, its main datetime column, its
 * saved metrics and the columns Superset's example datasets add or mark as temporal. The
 * loader reads the physical columns from the database and completes them with this.
 */

/** Superset's GenericDataType, by name. */
export type GenericType = 'NUMERIC' | 'STRING' | 'TEMPORAL' | 'BOOLEAN';

export interface ExampleMetric {
  metric_name: string;
  verbose_name: string | null;
  expression: string;
  d3format: string | null;
  description: string | null;
}

export interface ExampleColumn {
  column_name: string;
  /** The database type as DuckDB names it (`BIGINT`, `TIMESTAMP`...); null for a computed column. */
  type: string | null;
  generic_type: GenericType;
  is_dttm: boolean;
  groupby: boolean;
  filterable: boolean;
  /** SQL for a computed column; null for a physical one. */
  expression: string | null;
  python_date_format: string | null;
  verbose_name: string | null;
}

/** One loaded table, ready to be registered as a dataset of the `examples` database. */
export interface ExampleTable {
  table_name: string;
  description: string;
  row_count: number;
  main_dttm_col: string | null;
  /** Names of the columns with `is_dttm`. */
  temporal_columns: string[];
  columns: ExampleColumn[];
  metrics: ExampleMetric[];
  /** The files of Superset's examples-data repository the table is made from. */
  upstream_files: string[];
}

export interface ComputedColumnSpec {
  column_name: string;
  expression: string;
  generic_type: GenericType;
  is_dttm?: boolean;
  verbose_name?: string;
}

export interface ExampleTableSpec {
  table_name: string;
  description: string;
  main_dttm_col: string | null;
  upstream_files: string[];
  metrics: ExampleMetric[];
  /** Physical columns that are temporal without a temporal type, with their date format. */
  dttm_formats?: Record<string, string | null>;
  computed_columns?: ComputedColumnSpec[];
}

function metric(
  metric_name: string,
  expression: string,
  verbose_name: string | null = null,
  d3format: string | null = null,
): ExampleMetric {
  return { metric_name, verbose_name, expression, d3format, description: null };
}

/** Every example dataset has Superset's default metric. */
const COUNT = metric('count', 'COUNT(*)', 'COUNT(*)');

function slack(table_name: string, description: string, main_dttm_col: string | null) {
  return {
    table_name,
    description,
    main_dttm_col,
    upstream_files: [`datasets/examples/slack/${table_name}.csv`],
    metrics: [COUNT],
  } satisfies ExampleTableSpec;
}

const CLINICAL_STAGE = `CASE
WHEN stage_of_development = 'Pre-clinical' THEN '0. Pre-clinical'
WHEN stage_of_development = 'Phase I' THEN '1. Phase I'
WHEN stage_of_development = 'Phase I/II' or stage_of_development = 'Phase II' THEN '2. Phase II or Combined I/II'
WHEN stage_of_development = 'Phase III' THEN '3. Phase III'
WHEN stage_of_development = 'Authorized' THEN '4. Authorized'
END`;

export const EXAMPLE_CATALOG: readonly ExampleTableSpec[] = [
  {
    table_name: 'birth_names',
    description: 'Babies born in the USA by name, gender, state and year (1965 to 2008).',
    main_dttm_col: 'ds',
    upstream_files: ['birth_names.json.gz'],
    metrics: [
      COUNT,
      metric('sum__num', 'SUM(num)'),
      metric('sum_girls', 'SUM(num_girls)', 'Girls', ',d'),
      metric('sum_boys', 'SUM(num_boys)', 'Boys', ',d'),
    ],
    computed_columns: [
      {
        column_name: 'num_california',
        expression: "CASE WHEN state = 'CA' THEN num ELSE 0 END",
        generic_type: 'NUMERIC',
      },
    ],
  },
  {
    table_name: 'video_game_sales',
    description:
      'Video games that sold more than 100,000 copies, with sales by region in millions.',
    main_dttm_col: null,
    upstream_files: ['datasets/examples/video_game_sales.csv'],
    metrics: [
      COUNT,
      metric('sum__global_sales', 'SUM(global_sales)', 'Total Sales', ',.2f'),
      metric('sum__na_sales', 'SUM(na_sales)', 'North America Sales', ',.2f'),
    ],
    dttm_formats: { year: '%Y' },
  },
  {
    table_name: 'cleaned_sales_data',
    description: 'Orders of a vehicle models company, 2003 to 2005.',
    main_dttm_col: 'order_date',
    upstream_files: ['datasets/examples/sales.csv'],
    metrics: [
      COUNT,
      metric('sum__sales', 'SUM(sales)', 'Total Sales', '$,.2f'),
      metric('sum__quantity_ordered', 'SUM(quantity_ordered)', 'Quantity Ordered', ',d'),
    ],
  },
  {
    table_name: 'covid_vaccines',
    description: 'COVID-19 vaccine candidates and their stage of development.',
    main_dttm_col: null,
    upstream_files: ['datasets/examples/covid_vaccines.csv'],
    metrics: [COUNT],
    computed_columns: [
      { column_name: 'clinical_stage', expression: CLINICAL_STAGE, generic_type: 'STRING' },
      {
        // date_last_updated stays text as in Superset ("Prior to 4/20/2020" is a value).
        column_name: 'date_last_updated_date',
        expression: "TRY_STRPTIME(date_last_updated, '%m/%d/%Y')::DATE",
        generic_type: 'TEMPORAL',
        is_dttm: true,
        verbose_name: 'Date Last Updated',
      },
    ],
  },
  {
    table_name: 'FCC 2018 Survey',
    description: "freeCodeCamp's 2018 New Coder Survey.",
    main_dttm_col: null,
    upstream_files: ['datasets/examples/fcc_survey_2018.csv.gz'],
    metrics: [COUNT],
  },
  slack('channels', 'Channels of the Apache Superset Slack workspace.', 'created'),
  slack('channel_members', 'Members of each Slack channel.', null),
  slack('messages', 'Messages posted in the Superset Slack workspace.', 'ts'),
  slack('threads', 'Threads of the Superset Slack workspace.', 'ts'),
  slack('users', 'Users of the Superset Slack workspace.', 'updated'),
  slack('users_channels', 'Slack channel names with their members.', null),
  slack('exported_stats', 'Daily statistics of the Superset Slack workspace.', 'date'),
  {
    table_name: 'unicode_test',
    description: 'Phrases in many scripts, to check Unicode handling.',
    main_dttm_col: 'dttm',
    upstream_files: ['datasets/examples/unicode_test.csv'],
    metrics: [COUNT, metric('sum__value', 'SUM(value)')],
  },
  {
    table_name: 'tutorial_flights',
    description: 'Business flights of a UK company in 2011 (the tutorial data set).',
    main_dttm_col: 'Travel Date',
    upstream_files: ['tutorial_flights.csv'],
    metrics: [COUNT, metric('sum__cost', 'SUM("Cost")', 'Total Cost', ',.2f')],
  },
  {
    table_name: 'flights',
    description: 'Random set of flights in the US',
    main_dttm_col: 'ds',
    upstream_files: ['flight_data.csv.gz', 'airports.csv.gz'],
    metrics: [
      COUNT,
      metric('avg__departure_delay', 'AVG("DEPARTURE_DELAY")', 'Average Departure Delay', ',.1f'),
      metric('avg__arrival_delay', 'AVG("ARRIVAL_DELAY")', 'Average Arrival Delay', ',.1f'),
    ],
  },
  {
    table_name: 'random_time_series',
    description: 'Random timestamps, one row each (for calendar heatmaps).',
    main_dttm_col: 'ds',
    upstream_files: ['random_time_series.json.gz'],
    metrics: [COUNT],
  },
  {
    table_name: 'multiformat_time_series',
    description: 'The same instants stored as dates, timestamps, epochs and formatted strings.',
    main_dttm_col: 'ds',
    upstream_files: ['multiformat_time_series.json.gz'],
    metrics: [COUNT],
    dttm_formats: {
      epoch_s: 'epoch_s',
      epoch_ms: 'epoch_ms',
      string0: '%Y-%m-%d %H:%M:%S.%f',
      string1: '%Y-%m-%d^%H:%M:%S',
      string2: '%Y%m%d-%H%M%S',
      string3: '%Y/%m/%d%H:%M:%S.%f',
    },
  },
  {
    table_name: 'long_lat',
    description: 'Addresses in San Francisco with coordinates (for maps).',
    main_dttm_col: 'datetime',
    upstream_files: ['san_francisco.csv.gz'],
    metrics: [COUNT, metric('avg__occupancy', 'AVG(occupancy)', 'Average Occupancy', ',.2f')],
  },
  {
    table_name: 'sf_population_polygons',
    description: 'Population density of San Francisco',
    main_dttm_col: null,
    upstream_files: ['sf_population.json.gz'],
    metrics: [COUNT, metric('sum__population', 'SUM(population)', 'Population', ',d')],
  },
  {
    table_name: 'bart_lines',
    description: 'BART lines',
    main_dttm_col: null,
    upstream_files: ['bart-lines.json.gz'],
    metrics: [COUNT],
  },
  {
    table_name: 'birth_france_by_region',
    description: 'Births in France by department, 2003 to 2014.',
    main_dttm_col: 'dttm',
    upstream_files: ['birth_france_data_for_country_map.csv'],
    metrics: [COUNT, metric('avg__2004', 'AVG("2004")')],
  },
  {
    table_name: 'airports',
    description: 'Airports of the USA with their coordinates.',
    main_dttm_col: null,
    upstream_files: ['airports.csv.gz'],
    metrics: [COUNT],
  },
  {
    table_name: 'energy_usage',
    description: 'Energy consumption',
    main_dttm_col: null,
    upstream_files: ['energy.json.gz'],
    metrics: [COUNT, metric('sum__value', 'SUM(value)')],
  },
];
