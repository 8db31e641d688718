/**
 * A tree's labels laid out again when it is zoomed: ECharts' tree view hides overlapping labels
 * once, when drawn, and its roam moves and scales them without looking again (its graph view
 * does look), so a label hidden at the first zoom stayed hidden however far one zoomed in.
 */
import type { EchartsEventHandlers } from '../shared/echarts/EchartsRenderer.js';

export const TREE_ROAM_HANDLERS: EchartsEventHandlers = {
  // ECharts' `treeRoam` action, whose event name it lowercases; a pan carries no zoom.
  treeroam: (params, chart) => {
    if ((params as { zoom?: unknown }).zoom != null) chart.updateLabelLayout();
  },
};
