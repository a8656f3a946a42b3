import { Fragment, type ReactNode } from 'react';

// Private-use characters never occur in a message: they mark where each element goes.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKER = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

/**
 * A translated message whose values are elements (a phone number kept left to right, a name in
 * its own style): the message is filled in with markers and split where they stand, so the
 * translation still orders the words around them. For plain `{name}` placeholders only (a
 * plural needs its number).
 */
export function withElements(
  fill: (values: Record<string, string>) => string,
  elements: Record<string, ReactNode>,
): ReactNode {
  const markers = Object.fromEntries(Object.keys(elements).map((name) => [name, `${OPEN}${name}${CLOSE}`]));
  return fill(markers)
    .split(MARKER)
    .map((part, i) => <Fragment key={i}>{i % 2 === 1 ? elements[part] : part}</Fragment>);
}
