import type { AdhocFilter, AdhocMetric } from '@tessera/core';

/** Adhoc metrics and filters as Superset's explore saves them. */
export const SUM_NUM: AdhocMetric = {
  expressionType: 'SIMPLE',
  column: { column_name: 'num', type: 'BIGINT' },
  aggregate: 'SUM',
  label: 'SUM(num)',
  hasCustomLabel: false,
  optionName: 'metric_11s5z3v7ij_5ogbj3nvrsn',
};

export const COUNT_STAR: AdhocMetric = {
  expressionType: 'SQL',
  sqlExpression: 'COUNT(*)',
  label: 'COUNT(*)',
  hasCustomLabel: false,
  optionName: 'metric_kd8s8e2p7wf_ihs3qaq9bxk',
};

export const temporalRange = (subject: string, comparator = 'No filter'): AdhocFilter => ({
  clause: 'WHERE',
  subject,
  operator: 'TEMPORAL_RANGE',
  comparator,
  expressionType: 'SIMPLE',
  filterOptionName: 'filter_8ly1sa3kaag_2ll4t5c6b3r',
});

export const inFilter = (subject: string, values: string[]): AdhocFilter => ({
  clause: 'WHERE',
  subject,
  operator: 'IN',
  operatorId: 'IN',
  comparator: values,
  expressionType: 'SIMPLE',
  isExtra: false,
  isNew: false,
  filterOptionName: 'filter_3ua7hz8fbw9_wp2wmxp6hnk',
});

export const sqlFilter = (clause: 'WHERE' | 'HAVING', sqlExpression: string): AdhocFilter => ({
  clause,
  sqlExpression,
  expressionType: 'SQL',
  subject: null,
  operator: null,
  comparator: null,
  filterOptionName: 'filter_0ymc5wlwn4xb_4zfkvkt0c6e',
});

/** The members every query object from `buildQueryObject` carries. */
export const BASE_QUERY = {
  applied_time_extras: {},
  annotation_layers: [],
  url_params: {},
  custom_params: {},
  custom_form_data: {},
} as const;
