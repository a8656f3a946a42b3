import { defineMessages } from '@/lib/i18n';

/** The activity report: its filters, its columns and its CSV export. */
export const reportsText = defineMessages('reports', {
  title: 'Activity report',
  intro: 'Every change made in the console; days are UTC, a range ends at 23:59:59.999.',
  filters: 'Activity filters',
  type: 'Type',
  event: 'Event',
  createdBy: 'Created By',
  createdAt: 'Created At',
  remarks: 'Remarks',
  recordId: 'Record ID',
  byActor: '(by {actor})',
});
