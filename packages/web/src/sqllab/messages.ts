/** SQL Lab's texts from the spec's error catalogue (§8). */

export const ADMIN_SUFFIX = 'Please contact your administrator.';

/** Backend persistence failures (spec §8): each ends with "Please contact your administrator." */
const occurred = (what: string) => `An error occurred while ${what}. ${ADMIN_SUFFIX}`;

export const PERSISTENCE = {
  latestQuery: occurred('storing the latest query id in the backend'),
  addTab: `Unable to add a new tab to the backend. ${ADMIN_SUFFIX}`,
  activeTab: occurred('setting the active tab'),
  fetchTab: occurred('fetching tab state'),
  hideLeftBar: occurred('hiding the left bar'),
  removeTab: occurred('removing tab'),
  removeQuery: occurred('removing query'),
  database: occurred('setting the tab database ID'),
  schema: occurred('setting the tab schema'),
  autorun: occurred('setting the tab autorun'),
  title: occurred('setting the tab title'),
  templateParams: occurred('setting the tab template parameters'),
  queryLimit: occurred('setting the tab query limit'),
  addTable: occurred('fetching table metadata'),
  expandTable: occurred('expanding the table schema'),
  collapseTable: occurred('collapsing the table schema'),
  removeTable: occurred('removing the table schema'),
} as const;

/** A locally held tab that could not move to the server (spec §4): a warning, retried later. */
const retried = (what: string) =>
  `Unable to migrate ${what} state to backend. Tessera will retry later. Please contact your administrator if this problem persists.`;

export const MIGRATION = {
  tab: retried('query editor'),
  query: retried('query'),
  table: retried('table schema'),
} as const;

/** A failed save of the SQL text points at "Save Query". */
export const SQL_SAVE_FAILED =
  'An error occurred while storing your query in the backend. To avoid losing your changes, please save your query using the "Save Query" button.';

export const MESSAGES = {
  queryLoad: "The query couldn't be loaded",
  datasourceLoad: "The datasource couldn't be loaded",
  scheduleFailed: 'Your query could not be scheduled',
  saveFailed: 'Your query could not be saved',
  updateFailed: 'Your query could not be updated',
  notProperlySaved: 'Your query was not properly saved',
  resultsFailed: 'Failed at retrieving results',
  unknown: 'Unknown error',
  stopped: 'Query was stopped.',
  scheduled:
    'Your query has been scheduled. To see details of your query, navigate to Saved queries',
  saved: 'Your query was saved',
  updated: 'Your query was updated',
  tableMetadata: 'An error occurred while fetching table metadata',
  functionNames: 'An error occurred while fetching function names.',
  createDatasource: 'An error occurred while creating the data source',
  saveDataset: 'An error occurred saving dataset',
  datasetSaved: 'The dataset has been saved',
  sessionTimedOut: 'Your session timed out, please refresh your page and try again.',
} as const;

/** "Failed at stopping query. <reason>" */
export function stopFailed(reason: string): string {
  return `Failed at stopping query. ${reason}`;
}

/** A run or validation failure's text: the server's, with CSRF failures read as a timeout. */
export function runErrorText(message: string | undefined | null): string {
  if (!message) return MESSAGES.unknown;
  if (/csrf/i.test(message)) return MESSAGES.sessionTimedOut;
  return message;
}
