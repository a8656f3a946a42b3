import { defineMessages } from '@/lib/i18n';

/**
 * My work (the queue, its filters, claim and assign, decisions on several items) and the work
 * queue's SLA screen. Counts are selected by `count` and shown as `n`, written by lib/format.
 */
export const workText = defineMessages('work', {
  title: 'My work',
  intro:
    'Everything that waits for a decision you may take, in your organizations, oldest first. Items you made are listed, but someone else must decide them.',
  filters: 'Filters',
  applyFilters: 'Apply Filters',
  selectItem: 'Select {item}',
  itemName: '{area}: {record}',
  decideSelected: '{decision} {count, plural, other {{n} selected}}',
  noCommonDecision: 'The selected items allow no decision in common: select items of one kind.',
  total: '{count, plural, one {{n} item} other {{n} items}}',
  totalAtLeast: '{n}+ items',

  // The queue's columns.
  area: 'Area',
  record: 'Record',
  waitingFor: 'Waiting for',
  sla: 'SLA',
  waitingSince: 'Waiting since',
  age: 'Age',
  ageDaysHours: '{days, plural, other {{d} d}} {hours, plural, other {{h} h}}',
  ageHoursMinutes: '{hours, plural, other {{h} h}} {minutes, plural, other {{m} min}}',
  ageMinutes: '{minutes, plural, other {{m} min}}',
  ageUnderMinute: '< 1 min',
  assignee: 'Assignee',
  unassigned: 'Unassigned',
  you: 'You',
  madeBy: 'Made by',
  actions: 'Actions',
  claim: 'Claim',
  claimItem: 'Claim {item}',
  assignItem: 'Assign {item}',
  assignToColleague: 'Assign to a colleague',

  // The filters.
  allAreas: 'All areas',
  organization: 'Organization',
  allOrganizations: 'All organizations',
  anySlaState: 'Any SLA state',
  assignedToMe: 'Assigned to me',
  anyone: 'Anyone',

  // A decision on the selected items, and what became of each.
  decideItems: '{decision} {count, plural, one {{n} item} other {{n} items}}',
  decideHelp:
    'Each item is decided on its own: one that changed meanwhile is refused and the others go ahead.',
  reason: 'Reason',
  sending: 'Sending...',
  decisionsTaken: 'Decisions taken',
  resultsTable: 'What became of each item',
  item: 'Item',
  result: 'Result',
  message: 'Message',
  close: 'Close',
  done: 'Done',
  refused: 'Refused',
  summaryDone: '{done, plural, other {{doneN} done}}',
  summaryRefused: '{refused, plural, other {{refusedN} refused}}',
  summaryBoth: '{done, plural, other {{doneN} done}}, {refused, plural, other {{refusedN} refused}}',

  // Assigning an item to a colleague.
  nowAssignedTo: 'Now assigned to {userName}.',
  nobodyHasIt: 'Nobody has it yet.',
  assign: 'Assign',
  colleague: 'Colleague',
  chooseColleague: 'Choose a colleague',
  nobodyElse: 'Nobody else may decide this item.',
  unassign: 'Unassign',
  saving: 'Saving...',

  // The SLA screen.
  slaTitle: 'Work queue SLA',
  slaIntro:
    "How many hours an item may wait for its decision before it is due soon, then breached. A breach is told to the item's assignee, or to everyone who may decide it.",
  everyOrganization: 'Every organization',
  slaName: '{area}, {scope}',
  dueSoonAfter: 'Due soon after (hours)',
  breachedAfter: 'Breached after (hours)',
  lastChanged: 'Last changed',
  productDefault: "The product's default",
  changedBy: '{at} by {userName}',
  edit: 'Edit',
  editSlaOf: 'Edit the SLA of {name}',
  slaOf: 'SLA of {name}',
  slaHelp:
    'Hours of waiting, counted from when the item started to wait. Items already waiting take the new hours at once.',
});
