import { timeseriesControlPanel } from '../timeseries/controlPanel.js';

export const controlPanel = timeseriesControlPanel('generic');
