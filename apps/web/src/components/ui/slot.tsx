import { cloneElement, isValidElement, type ReactNode, type Ref } from 'react';

type Props = Record<string, unknown> & { children?: ReactNode };
type Handler = (...args: unknown[]) => unknown;

/**
 * Renders its only child with these props merged into the child's: the child's win, except that
 * class names are joined, styles merged, refs and event handlers both kept (the child's handler
 * first). It is what `asChild` does in our primitives, as Radix's Slot does inside Radix's parts;
 * ours keeps Radix off the sign-in page.
 */
export function Slot({ children, ...slot }: Props) {
  if (!isValidElement<Props>(children)) return null;
  const own = children.props;
  const merged: Props = { ...slot, ...own };
  for (const [key, value] of Object.entries(slot)) {
    const mine = own[key];
    if (value === undefined || mine === undefined) continue;
    if (key === 'className') merged.className = `${value as string} ${mine as string}`;
    else if (key === 'style') merged.style = { ...(value as object), ...(mine as object) };
    else if (key === 'ref') merged.ref = composeRefs(value as Ref<unknown>, mine as Ref<unknown>);
    else if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof mine === 'function')
      merged[key] = (...args: unknown[]) => {
        const result = (mine as Handler)(...args);
        (value as Handler)(...args);
        return result;
      };
  }
  return cloneElement(children, merged);
}

function composeRefs<T>(...refs: Ref<T>[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
