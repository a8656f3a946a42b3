import { describe, expect, it } from 'vitest';
import { fillMessage, messages } from '@console/contract/core';
import { translateText } from '@/lib/i18n';
import { setLanguage } from '@/lib/language';

/** A text as the server sends it: a message of the contract with its values filled in. */
const server = (key: keyof typeof messages, values: Record<string, string> = {}) =>
  fillMessage(messages[key], values);

describe('server texts', () => {
  it('come back as they are in English', () => {
    const text = server('slaBreachedTitle', { area: 'Card requisition' });
    expect(translateText(text)).toBe('Card requisition breached its SLA');
  });

  it('come back in Arabic with their values translated: statuses, areas, decisions, steps', async () => {
    await setLanguage('ar');
    expect(translateText(server('statusMoveRefused', { from: 'Pending', to: 'Completed' }))).toBe(
      'لا يمكن لطلب حالته قيد الانتظار أن يصبح مكتمل.',
    );
    // The server writes the area and the decision in lower case inside its sentence.
    expect(
      translateText(
        server('workDecisionNotAllowed', {
          decision: 'approve',
          area: 'card requisition',
          status: 'Pending',
        }),
      ),
    ).toBe('«موافقة» ليس قرارًا مسموحًا به لـ طلب بطاقة حالته قيد الانتظار.');
    expect(translateText(server('slaBreachedTitle', { area: 'Card requisition' }))).toBe(
      'طلب بطاقة: تم تجاوز مهلة SLA',
    );
    // A count is said with Arabic's plural forms; a name stays as it came.
    expect(
      translateText(
        server('slaBreachedBody', {
          record: 'Amina Hassan Ali',
          hours: '48',
          step: 'review of a possible duplicate',
        }),
      ),
    ).toBe('انتظر Amina Hassan Ali مدة 48 ساعة من أجل مراجعة تكرار محتمل.');
  });

  it('come back in Somali, a value written in lower case staying so', async () => {
    await setLanguage('so');
    expect(translateText(server('workItemOpenIt', { step: messages.workStepReview.toLowerCase() }))).toBe(
      "Fur si aad go'aan uga gaarto: dib u eegis.",
    );
    expect(translateText(server('requisitionMoveRefused', { from: 'Approved', to: 'Pending' }))).toBe(
      'Dalab xaaladdiisu tahay La ansixiyay ma noqon karo Sugaya.',
    );
    expect(translateText(server('accountOpeningFailed', { reason: messages.coreDidNotAnswer }))).toBe(
      'Furitaanka akoonka wuu fashilmay: Nidaamka bangiga ee xudunta ahi ma jawaabin. Dib ayaa loo isku dayi karaa.',
    );
  });

  it('translate the lists the server writes: document names, rejection items', async () => {
    await setLanguage('ar');
    expect(translateText(server('uploadMissingFirst', { documents: 'Passport, Photo' }))).toBe(
      'ارفع المستندات الناقصة أولًا: جواز السفر, صورة شخصية.',
    );
    const rejection = ['Passport: Document expired', 'Photo: Photo unclear'].join('; ');
    expect(translateText(rejection)).toBe('جواز السفر: المستند منتهي الصلاحية; صورة شخصية: الصورة غير واضحة');
    await setLanguage('so');
    expect(translateText(rejection)).toBe('Baasaboor: Dukumeentigu wuu dhacay; Sawir: Sawirku ma cadda');
  });

  it('translate the texts the server composes for display: palette, queue, activity remarks', async () => {
    await setLanguage('ar');
    expect(
      translateText(
        server('searchMerchantWithCode', {
          code: '48151623',
          account: '0010000001',
          organization: 'Dahab Bank',
        }),
      ),
    ).toBe('الرمز 48151623 · الحساب 0010000001 · Dahab Bank');
    expect(translateText(server('labelled', { label: 'Create a user', value: 'teller.one' }))).toBe(
      'إنشاء مستخدم: teller.one',
    );
    expect(translateText(server('cardRequisitionMoved', { from: 'Pending', to: 'Approved' }))).toBe(
      'طلب بطاقة قيد الانتظار ← موافق عليه',
    );
    expect(translateText(messages.signInWrongPassword)).toBe('كلمة مرور خاطئة');
    // An approved unlock, policies or networks change; a flagged application moved onto its match.
    expect(translateText(server('changeAskedBy', { name: 'cards', userName: 'admin' }))).toBe(
      'cards؛ بطلب من admin',
    );
    expect(
      translateText(server('changeAskedBy', { name: messages.securityPoliciesTarget, userName: 'admin' })),
    ).toBe('سياسات الأمان؛ بطلب من admin');
    expect(
      translateText(server('resolvedInto', { name: 'Amina Ali', destination: 'Amina Hassan Ali' })),
    ).toBe('Amina Ali ← Amina Hassan Ali');
    await setLanguage('so');
    expect(
      translateText(
        server('jobRemarkNoRecord', { job: 'Purge expired sessions and codes', error: messages.jobNoError }),
      ),
    ).toBe('Tirtir fadhiyada iyo koodhadhka dhacay (khalad lama diiwaangelin)');
  });

  it('leave a text that is not the contract as it came', async () => {
    await setLanguage('ar');
    expect(translateText('The core refused the operation.')).toBe('The core refused the operation.');
    expect(translateText('Horn Traders')).toBe('Horn Traders');
  });

  it("name the activity trail's codes in Arabic and Somali, and keep a code they do not know", async () => {
    expect(translateText('LinkAccount')).toBe('LinkAccount');
    await setLanguage('ar');
    expect(translateText('LinkAccount')).toBe('رُبط الحساب');
    expect(translateText('MBankingUser')).toBe('مستخدم DahabPlus');
    // A type that is also a work area keeps the work area's name.
    expect(translateText('CardRequisition')).toBe(translateText('Card requisition'));
    expect(translateText('SomethingNew')).toBe('SomethingNew');
    await setLanguage('so');
    expect(translateText('StatusApproved')).toBe('La ansixiyay');
  });

  it('translate the notices of screening hits, the list and its reference kept as they came', async () => {
    const one = server('hitNoticeBody', { source: 'UN', reference: 'SOi.002' });
    await setLanguage('ar');
    expect(translateText(one)).toBe('نتيجة على قائمة UN (SOi.002) بانتظار المراجعة.');
    expect(translateText(server('hitsNoticeBody', { count: '3' }))).toBe(
      '3 نتائج فحص جديدة بانتظار المراجعة.',
    );
    await setLanguage('so');
    expect(translateText(one)).toBe('Natiijo ku jirta liiska UN (SOi.002) ayaa sugaysa dib u eegis.');
    expect(translateText(server('matchNoticeTitle'))).toBe('Isku mid dhab ah oo la xaqiijinayo');
  });
});
