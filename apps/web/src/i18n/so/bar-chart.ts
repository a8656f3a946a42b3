import type { Translation } from '@/lib/i18n';
import type { barChartText } from '@/components/bar-chart-messages';

export default {
  seriesValue: '{series}: {value}',
} satisfies Translation<typeof barChartText>;
