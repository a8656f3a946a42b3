import { defineMessages } from '@/lib/i18n';

/** The bar chart's own texts: a series' value in the tooltip. */
export const barChartText = defineMessages('bar-chart', {
  seriesValue: '{series}: {value}',
});
