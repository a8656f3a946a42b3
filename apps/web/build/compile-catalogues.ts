import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parseAst, type Plugin } from 'vite';

/*
 * Message catalogues are written as ICU MessageFormat text (`'Profile of {name}'`) and shipped
 * compiled (`["Profile of ",["name"]]`): the browser then needs only Lingui's small runtime, not
 * its message parser. Two kinds of module hold catalogues written in place:
 *   - an English catalogue of the web: the object literal given to `defineMessages(namespace, {…})`
 *     in a module of its own named `messages.ts` or `<name>-messages.ts` (it keeps no source map);
 *   - a translation: the object literal that `src/i18n/<language>/<namespace>.ts` exports by default.
 * Every value of those objects must be a string literal: a catalogue is text, not code, so the
 * build refuses anything else rather than ship a message it cannot compile. (The contract's
 * catalogues, which the server uses as they are, hold plain `{name}` placeholders only; lib/i18n
 * takes them at run time.)
 */

type Kind = 'english' | 'translation';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const ENGLISH = /\/src\/.*messages\.ts$/;
const TRANSLATION = /\/src\/i18n\/[a-z]{2}\/(?!index\.ts$)[^/]+\.ts$/;

/** The object literal under TypeScript's `as const` / `satisfies` wrappers, if it is one. */
function objectLiteral(node: Node | undefined): Node | undefined {
  let n = node;
  while (n && (n.type === 'TSAsExpression' || n.type === 'TSSatisfiesExpression')) n = n.expression as Node;
  return n?.type === 'ObjectExpression' ? n : undefined;
}

function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) node.forEach((child) => walk(child, visit));
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    visit(node as Node);
    for (const [key, child] of Object.entries(node)) if (key !== 'parent') walk(child, visit);
  }
}

/** The catalogue objects of a module, by the kind of module it is. */
function catalogueObjects(program: Node, kind: Kind): Node[] {
  const found: Node[] = [];
  walk(program, (n) => {
    if (kind === 'english' && n.type === 'CallExpression') {
      const callee = n.callee as Node & { name?: string };
      const args = n.arguments as Node[];
      const object = objectLiteral(args[1]);
      if (callee.type === 'Identifier' && callee.name === 'defineMessages' && object) found.push(object);
    }
    if (kind === 'translation' && n.type === 'ExportDefaultDeclaration') {
      const object = objectLiteral(n.declaration as Node);
      if (object) found.push(object);
    }
  });
  return found;
}

function stringValue(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as { value: { cooked: string } }[] | undefined;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0)
    return quasis?.[0]?.value.cooked;
  return undefined;
}

/** The module's source with every message of its catalogues compiled; the same text when it has none. */
export function compileCatalogues(code: string, id: string, kind: Kind): string {
  const program = parseAst(code, { lang: 'ts' }) as unknown as Node;
  const edits: { start: number; end: number; text: string }[] = [];
  for (const object of catalogueObjects(program, kind)) {
    for (const property of object.properties as Node[]) {
      const value = property.value as Node | undefined;
      const message = property.type === 'Property' && value ? stringValue(value) : undefined;
      if (message === undefined || !value) {
        const line = code.slice(0, property.start).split('\n').length;
        throw new Error(`${id}:${line}: a catalogue holds string literals only`);
      }
      edits.push({ start: value.start, end: value.end, text: JSON.stringify(compileMessage(message)) });
    }
  }
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** The Vite plugin: compiles catalogues as they are loaded, in the build, the dev server and tests. */
export function catalogues(): Plugin {
  return {
    name: 'compile-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('?') || !/\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
      if (TRANSLATION.test(id)) return { code: compileCatalogues(code, id, 'translation'), map: null };
      if (ENGLISH.test(id) && code.includes('defineMessages('))
        return { code: compileCatalogues(code, id, 'english'), map: null };
      return null;
    },
  };
}
