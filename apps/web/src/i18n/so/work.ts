import type { Translation } from '@/lib/i18n';
import type { workText } from '@/features/work/messages';

export default {
  title: 'Shaqadayda',
  intro:
    "Wax kasta oo sugaya go'aan aad xaq u leedahay inaad gaarto, hay'adahaaga dhexdooda, kan ugu horreeyay marka hore. Shayada aad adigu samaysay waa la taxay, laakiin qof kale ayaa go'aan ka gaaraya.",
  filters: 'Sifeynta',
  applyFilters: 'Dabaq sifeynta',
  selectItem: 'Dooro {item}',
  itemName: '{area}: {record}',
  decideSelected: '{decision} {count, plural, one {{n} la doortay} other {{n} la doortay}}',
  noCommonDecision: "Shayada la doortay ma laha go'aan ay wadaagaan: dooro shay hal nooc ah.",
  total: '{count, plural, one {{n} shay} other {{n} shay}}',
  totalAtLeast: '{n}+ shay',

  area: 'Nooca',
  record: 'Diiwaanka',
  waitingFor: 'Wuxuu sugayaa',
  sla: 'SLA',
  waitingSince: 'Sugaya tan iyo',
  age: 'Muddada sugitaanka',
  ageDaysHours:
    '{days, plural, one {{d} maalin} other {{d} maalmood}} {hours, plural, one {{h} saac} other {{h} saacadood}}',
  ageHoursMinutes:
    '{hours, plural, one {{h} saac} other {{h} saacadood}} {minutes, plural, one {{m} daqiiqad} other {{m} daqiiqo}}',
  ageMinutes: '{minutes, plural, one {{m} daqiiqad} other {{m} daqiiqo}}',
  ageUnderMinute: 'Wax ka yar 1 daqiiqad',
  assignee: 'Qofka loo xilsaaray',
  unassigned: 'Cidna looma xilsaarin',
  you: 'Adiga',
  madeBy: 'Waxaa sameeyay',
  actions: 'Falalka',
  claim: 'Qaado',
  claimItem: 'Qaado {item}',
  assignItem: 'U xilsaar {item}',
  assignToColleague: 'U xilsaar saaxiib shaqo',

  allAreas: 'Noocyada oo dhan',
  organization: "Hay'adda",
  allOrganizations: "Hay'adaha oo dhan",
  anySlaState: 'Xaalad kasta oo SLA',
  assignedToMe: 'Aniga la ii xilsaaray',
  anyone: 'Qof kasta',

  decideItems: '{decision} {count, plural, one {{n} shay} other {{n} shay}}',
  decideHelp:
    "Shay kasta go'aankiisa si gaar ah ayaa loo gaaraa: kii isbeddelay intii u dhaxaysay waa la diidaa, kuwa kalena way socdaan.",
  reason: 'Sababta',
  sending: 'Waa la dirayaa...',
  decisionsTaken: "Go'aannada la gaaray",
  resultsTable: 'Waxa ku dhacay shay kasta',
  item: 'Shayga',
  result: 'Natiijada',
  message: 'Fariinta',
  close: 'Xir',
  done: 'La sameeyay',
  refused: 'La diiday',
  summaryDone: '{done, plural, one {{doneN} la sameeyay} other {{doneN} la sameeyay}}',
  summaryRefused: '{refused, plural, one {{refusedN} la diiday} other {{refusedN} la diiday}}',
  summaryBoth:
    '{done, plural, one {{doneN} la sameeyay} other {{doneN} la sameeyay}}, {refused, plural, one {{refusedN} la diiday} other {{refusedN} la diiday}}',

  nowAssignedTo: 'Hadda waxaa loo xilsaaray {userName}.',
  nobodyHasIt: 'Weli cidna looma xilsaarin.',
  assign: 'U xilsaar',
  colleague: 'Saaxiibka shaqada',
  chooseColleague: 'Dooro saaxiib shaqo',
  nobodyElse: "Qof kale ma go'aamin karo shaygan.",
  unassign: 'Ka qaad xilsaarka',
  saving: 'Waa la kaydinayaa...',

  slaTitle: 'SLA-da safka shaqada',
  slaIntro:
    "Inta saacadood ee shay sugi karo go'aankiisa ka hor inta aanu noqon mid dhowaan dhacaya, kadibna la dhaafay. Dhaafitaanka waxaa loo sheegaa qofka shayga loo xilsaaray, ama qof kasta oo go'aamin kara.",
  everyOrganization: "Hay'ad kasta",
  slaName: '{area}, {scope}',
  dueSoonAfter: 'Dhowaan ayuu dhacayaa kadib (saacado)',
  breachedAfter: 'Waa la dhaafay kadib (saacado)',
  lastChanged: 'Beddelkii ugu dambeeyay',
  productDefault: 'Qiimaha caadiga ah ee nidaamka',
  changedBy: '{at} waxaa beddelay {userName}',
  edit: 'Wax ka beddel',
  editSlaOf: 'Wax ka beddel SLA-da {name}',
  slaOf: 'SLA-da {name}',
  slaHelp:
    'Saacadaha sugitaanka, laga tiriyo markii shaygu bilaabay inuu sugo. Shayada hadda sugaya isla markiiba waxay qaataan saacadaha cusub.',
} satisfies Translation<typeof workText>;
