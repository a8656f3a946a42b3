import { Fragment, type ReactNode } from 'react';
import { Ltr } from '@/components/ltr';
import { currentLanguage, type Values } from '@/lib/i18n';
import { languageFacts } from '@/lib/language';

// Stands for a part while the message is split around it; no message holds it (private use).
const MARK = '\u{F8FF}';

interface Parts {
  /** Placeholders of plain text. */
  text?: Values;
  /** Values that read left to right: a mobile number, an account type and its currency. */
  ltr?: Record<string, string>;
  /** Placeholders that are elements (a status badge). */
  nodes?: Record<string, ReactNode>;
}

/**
 * A message of the active language whose placeholders are not all plain text. In a right-to-left
 * language each `ltr` value is isolated in <Ltr>, so `+252…` keeps its `+` in front; in a
 * left-to-right one it needs no isolation and stays in the text, which is then one text node.
 */
export function messageParts<K extends string>(
  t: (key: K, values?: Values) => string,
  key: K,
  { text = {}, ltr = {}, nodes = {} }: Parts,
): ReactNode {
  const isolate = languageFacts[currentLanguage()].dir === 'rtl';
  const parts: Record<string, ReactNode> = { ...nodes };
  if (isolate) for (const [name, value] of Object.entries(ltr)) parts[name] = <Ltr>{value}</Ltr>;
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  const message = t(key, { ...text, ...(isolate ? {} : ltr), ...marks });
  if (Object.keys(parts).length === 0) return message;
  return message
    .split(MARK)
    .map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? parts[piece] : piece}</Fragment>);
}
