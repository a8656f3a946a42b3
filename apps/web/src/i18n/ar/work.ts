import type { Translation } from '@/lib/i18n';
import type { workText } from '@/features/work/messages';

export default {
  title: 'أعمالي',
  intro:
    'كل ما ينتظر قرارًا يحق لك اتخاذه في مؤسساتك، الأقدم أولًا. تظهر هنا العناصر التي أنشأتها، لكن يجب أن يتخذ القرار فيها شخص آخر.',
  filters: 'التصفية',
  applyFilters: 'تطبيق التصفية',
  selectItem: 'تحديد {item}',
  itemName: '{area}: {record}',
  decideSelected:
    '{decision} {count, plural, zero {لا عناصر محددة} one {عنصر محدد واحد} two {عنصران محددان} few {{n} عناصر محددة} many {{n} عنصرًا محددًا} other {{n} عنصر محدد}}',
  noCommonDecision: 'لا يوجد قرار مشترك بين العناصر المحددة: حدد عناصر من نوع واحد.',
  total:
    '{count, plural, zero {لا عناصر} one {عنصر واحد} two {عنصران} few {{n} عناصر} many {{n} عنصرًا} other {{n} عنصر}}',
  totalAtLeast: 'أكثر من {n} عنصر',

  area: 'النوع',
  record: 'السجل',
  waitingFor: 'بانتظار',
  sla: 'SLA',
  waitingSince: 'ينتظر منذ',
  age: 'مدة الانتظار',
  ageDaysHours:
    '{days, plural, zero {{d} يوم} one {يوم واحد} two {يومان} few {{d} أيام} many {{d} يومًا} other {{d} يوم}} و{hours, plural, zero {{h} ساعة} one {ساعة واحدة} two {ساعتان} few {{h} ساعات} many {{h} ساعة} other {{h} ساعة}}',
  ageHoursMinutes:
    '{hours, plural, zero {{h} ساعة} one {ساعة واحدة} two {ساعتان} few {{h} ساعات} many {{h} ساعة} other {{h} ساعة}} و{minutes, plural, zero {{m} دقيقة} one {دقيقة واحدة} two {دقيقتان} few {{m} دقائق} many {{m} دقيقة} other {{m} دقيقة}}',
  ageMinutes:
    '{minutes, plural, zero {{m} دقيقة} one {دقيقة واحدة} two {دقيقتان} few {{m} دقائق} many {{m} دقيقة} other {{m} دقيقة}}',
  ageUnderMinute: 'أقل من دقيقة',
  assignee: 'المسند إليه',
  unassigned: 'غير مسند',
  you: 'أنت',
  madeBy: 'أنشأه',
  actions: 'الإجراءات',
  claim: 'استلام',
  claimItem: 'استلام {item}',
  assignItem: 'إسناد {item}',
  assignToColleague: 'إسناد إلى زميل',

  allAreas: 'كل الأنواع',
  organization: 'المؤسسة',
  allOrganizations: 'كل المؤسسات',
  anySlaState: 'أي حالة للمهلة',
  assignedToMe: 'المسندة إليّ',
  anyone: 'الجميع',

  decideItems:
    '{decision}: {count, plural, zero {لا عناصر} one {عنصر واحد} two {عنصران} few {{n} عناصر} many {{n} عنصرًا} other {{n} عنصر}}',
  decideHelp: 'يُبت في كل عنصر على حدة: ما تغيّر منها في الأثناء يُرفض، ويمضي الباقي.',
  reason: 'السبب',
  sending: 'جارٍ الإرسال...',
  decisionsTaken: 'القرارات المتخذة',
  resultsTable: 'ما آل إليه كل عنصر',
  item: 'العنصر',
  result: 'النتيجة',
  message: 'الرسالة',
  close: 'إغلاق',
  done: 'تم',
  refused: 'مرفوض',
  summaryDone:
    '{done, plural, zero {لم يتم أي عنصر} one {تم عنصر واحد} two {تم عنصران} few {تم {doneN} عناصر} many {تم {doneN} عنصرًا} other {تم {doneN} عنصر}}',
  summaryRefused:
    '{refused, plural, zero {لم يُرفض أي عنصر} one {رُفض عنصر واحد} two {رُفض عنصران} few {رُفضت {refusedN} عناصر} many {رُفض {refusedN} عنصرًا} other {رُفض {refusedN} عنصر}}',
  summaryBoth:
    '{done, plural, zero {لم يتم أي عنصر} one {تم عنصر واحد} two {تم عنصران} few {تم {doneN} عناصر} many {تم {doneN} عنصرًا} other {تم {doneN} عنصر}}، و{refused, plural, zero {لم يُرفض أي عنصر} one {رُفض عنصر واحد} two {رُفض عنصران} few {رُفضت {refusedN} عناصر} many {رُفض {refusedN} عنصرًا} other {رُفض {refusedN} عنصر}}',

  nowAssignedTo: 'مسند حاليًا إلى {userName}.',
  nobodyHasIt: 'لم يُسند إلى أحد بعد.',
  assign: 'إسناد',
  colleague: 'الزميل',
  chooseColleague: 'اختر زميلًا',
  nobodyElse: 'لا يحق لأي شخص آخر اتخاذ القرار في هذا العنصر.',
  unassign: 'إلغاء الإسناد',
  saving: 'جارٍ الحفظ...',

  slaTitle: 'مهلة قائمة العمل (SLA)',
  slaIntro:
    'عدد الساعات التي يجوز أن ينتظرها العنصر قبل البت فيه، قبل أن يصبح مستحقًا قريبًا ثم متجاوزًا. يُبلَّغ بالتجاوز المسند إليه العنصر، أو كل من يحق له اتخاذ القرار فيه.',
  everyOrganization: 'كل المؤسسات',
  slaName: '{area}، {scope}',
  dueSoonAfter: 'يستحق قريبًا بعد (ساعات)',
  breachedAfter: 'متجاوز بعد (ساعات)',
  lastChanged: 'آخر تغيير',
  productDefault: 'القيمة الافتراضية للنظام',
  changedBy: '{at} بواسطة {userName}',
  edit: 'تعديل',
  editSlaOf: 'تعديل مهلة {name}',
  slaOf: 'مهلة {name}',
  slaHelp: 'ساعات الانتظار محسوبة من بدء انتظار العنصر. تسري الساعات الجديدة فورًا على العناصر المنتظرة.',
} satisfies Translation<typeof workText>;
