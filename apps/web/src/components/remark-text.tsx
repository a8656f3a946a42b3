import { Fragment, type ReactNode } from 'react';
import { Ltr } from '@/components/ltr';
import { UserText } from '@/components/user-text';
import { currentLanguage, translateText } from '@/lib/i18n';
import { languageFacts } from '@/lib/language';

/** A phone (masked or not), an account number, an id: a run of digits, `*` and `-`, maybe after a `+`. */
const NUMBER = /(\+?[\d*][\d*-]{3,})/;

/**
 * An event's remarks as the server wrote them, translated. In a right-to-left language each
 * number inside is isolated in <Ltr>, so `+252…` keeps its `+` in front and a masked `*******001`
 * its stars; in a left-to-right one the remarks stay one text. Either way the remark is isolated
 * (components/user-text): what a server text carries as it came may be English in Arabic.
 */
export function remarkText(remarks: string | null): ReactNode {
  const text = translateText(remarks ?? '');
  if (languageFacts[currentLanguage()].dir !== 'rtl') return <UserText>{text}</UserText>;
  return (
    <UserText>
      {text.split(NUMBER).map((part, i) => (
        <Fragment key={i}>{i % 2 === 1 ? <Ltr>{part}</Ltr> : part}</Fragment>
      ))}
    </UserText>
  );
}
