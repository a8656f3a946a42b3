import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names; a later Tailwind class wins over an earlier one that sets the same property
 * under the same variants, so callers can override a primitive's classes:
 * `cn('h-9 px-4 text-sm', 'px-2 text-xs')` is `h-9 px-2 text-xs`.
 *
 * It resolves conflicts as tailwind-merge does for the utilities this app writes, at a tenth of its
 * weight on the sign-in page (docs/benchmarks.md › Speed-ups against their plain forms). A class it
 * cannot place (not a Tailwind utility, or a kind it does not know) is kept, as clsx would keep it.
 */
export function cn(...inputs: ClassValue[]): string {
  const kept: string[] = [];
  const taken = new Set<string>();
  const classes = clsx(inputs).split(' ');
  for (let i = classes.length - 1; i >= 0; i--) {
    const name = classes[i]!;
    const cut = variantEnd(name);
    let utility = name.slice(cut);
    // `!p-2`, `p-2!` (important) and `-mt-1` (negative) conflict only with their own kind.
    const important = utility.startsWith('!') || utility.endsWith('!');
    utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
    const group = groupOf(utility);
    if (group) {
      const variants = name.slice(0, cut) + (important ? '!' : '');
      if (taken.has(variants + group)) continue;
      for (const g of [group, ...(conflicts[group] ?? [])]) taken.add(variants + g);
    }
    if (name) kept.push(name);
  }
  return kept.reverse().join(' ');
}

/** Where the utility starts: after the last `:` that is not inside brackets (`[&_svg]:size-4`). */
function variantEnd(name: string): number {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) end = i + 1;
  }
  return end;
}

/** The kind of property a utility sets, e.g. `px-2` → `px`, `text-sm` → `font-size`. */
function groupOf(utility: string): string | undefined {
  const keyword = keywords[utility];
  if (keyword) return keyword;
  // The longest known prefix wins: `max-w-lg` is max-w, `border-b-0` is a bottom border width.
  for (let i = utility.length; i > 0; i = utility.lastIndexOf('-', i - 1)) {
    const rule = prefixes[utility.slice(0, i)];
    if (rule !== undefined) return typeof rule === 'string' ? rule : rule(utility.slice(i + 1));
  }
  return undefined;
}

const words = (list: string, group: string) => Object.fromEntries(list.split(' ').map((w) => [w, group]));

const keywords: Record<string, string> = {
  ...words(
    'block inline inline-block inline-flex inline-grid inline-table flex grid hidden contents flow-root list-item table table-cell table-row table-caption table-column table-row-group table-header-group table-footer-group',
    'display',
  ),
  ...words('static fixed absolute relative sticky', 'position'),
  ...words('visible invisible collapse', 'visibility'),
  ...words('sr-only not-sr-only', 'sr'),
  ...words('truncate', 'text-overflow'),
  ...words('underline overline line-through no-underline', 'text-decoration'),
  ...words('uppercase lowercase capitalize normal-case', 'text-transform'),
  ...words('italic not-italic', 'font-style'),
  ...words('tabular-nums proportional-nums', 'fvn-spacing'),
  ...words('grow', 'grow'),
  ...words('shrink', 'shrink'),
};

const isLength = (v: string) => /^\d|^\[(length:|[\d.]|calc\()|^\[.*\d(px|r?em|%)\]$/.test(v);
const side = /^(ss|se|ee|es|tl|tr|br|bl|[xysetrbl])(-|$)/;

/** A side (`border-t-2` → border-w-t) or the whole (`border-2` → border-w). */
const sided = (kind: (v: string) => string) => (v: string) => {
  const s = side.exec(v);
  return s ? `${kind(v.slice(s[0].length))}-${s[1]}` : kind(v);
};

const simple =
  'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml gap gap-x gap-y w h size min-w min-h max-w max-h ' +
  'inset inset-x inset-y top right bottom left start end z order opacity space-x space-y ' +
  'translate translate-x translate-y rotate scale duration delay ease animate cursor select ' +
  'pointer-events whitespace break line-clamp origin align accent caret fill stroke decoration ' +
  'underline-offset leading tracking basis items justify justify-items justify-self self ' +
  'place-items place-content place-self auto-rows auto-cols grid-cols grid-rows col-span ' +
  'col-start col-end row-span row-start row-end caption overflow overflow-x overflow-y ' +
  'blur backdrop-blur grow shrink ring-offset outline-offset';

const prefixes: Record<string, string | ((value: string) => string)> = {
  text: (v) =>
    /^(xs|sm|base|lg|[2-9]?xl)$/.test(v) || isLength(v)
      ? 'font-size'
      : /^(left|center|right|justify|start|end)$/.test(v)
        ? 'text-align'
        : /^(wrap|nowrap|balance|pretty)$/.test(v)
          ? 'text-wrap'
          : /^(ellipsis|clip)$/.test(v)
            ? 'text-overflow'
            : 'text-color',
  font: (v) =>
    /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(v)
      ? 'font-weight'
      : 'font-family',
  bg: (v) =>
    /^(fixed|local|scroll)$/.test(v)
      ? 'bg-attachment'
      : /^(auto|cover|contain)$/.test(v)
        ? 'bg-size'
        : /^(none|linear|radial|conic)/.test(v)
          ? 'bg-image'
          : 'bg-color',
  border: sided((v) =>
    v === '' || isLength(v)
      ? 'border-w'
      : /^(solid|dashed|dotted|double|hidden|none)$/.test(v)
        ? 'border-style'
        : 'border-color',
  ),
  rounded: sided(() => 'rounded'),
  shadow: (v) => (/^(|2?xs|sm|md|lg|2?xl|none|inner)$/.test(v) ? 'shadow' : 'shadow-color'),
  ring: (v) => (v === '' || isLength(v) ? 'ring-w' : 'ring-color'),
  outline: (v) =>
    /^(none|hidden|solid|dashed|dotted|double)$/.test(v)
      ? 'outline-style'
      : v === '' || isLength(v)
        ? 'outline-w'
        : 'outline-color',
  flex: (v) =>
    v === '' ? 'display' : /^(row|col)/.test(v) ? 'flex-direction' : /wrap/.test(v) ? 'flex-wrap' : 'flex',
  transition: () => 'transition',
  object: (v) => (/^(contain|cover|fill|none|scale-down)$/.test(v) ? 'object-fit' : 'object-position'),
  list: (v) => (/^(inside|outside)$/.test(v) ? 'list-position' : 'list-type'),
  content: (v) =>
    /^(normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(v)
      ? 'align-content'
      : 'content',
};
// A simple prefix is its own group.
for (const key of simple.split(' ')) prefixes[key] = key;

/** Groups that a later class of the key's group overrides besides its own (`p-2` over `px-4`). */
const conflicts: Record<string, string[]> = {
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['basis', 'grow', 'shrink'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  translate: ['translate-x', 'translate-y'],
};
/** `p` over px … pl, `px` over ps pe pr pl, `py` over pt pb; the same for margins and borders. */
function sides(group: string, join = '') {
  const of = (list: string) => list.split(' ').map((s) => group + join + s);
  conflicts[group] = of('x y s e t r b l');
  conflicts[group + join + 'x'] = of('s e r l');
  conflicts[group + join + 'y'] = of('t b');
}
sides('p');
sides('m');
sides('border-w', '-');
sides('border-color', '-');
const corners = { s: 'ss es', e: 'se ee', t: 'tl tr', r: 'tr br', b: 'br bl', l: 'tl bl' };
conflicts.rounded = Object.keys(corners)
  .concat(...Object.values(corners).map((c) => c.split(' ')))
  .map((c) => `rounded-${c}`);
for (const [s, list] of Object.entries(corners))
  conflicts[`rounded-${s}`] = list.split(' ').map((c) => `rounded-${c}`);
