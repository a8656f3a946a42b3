// Another commit of this repository, checked out into a temporary git worktree that uses this
// tree's installed packages, so that the bench can run that commit's API beside this one's.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/**
 * Links every package of this tree's node_modules into the checkout, except the workspaces' own
 * links (relative ones): those are made again as they are, so that they point at the checkout's
 * workspaces.
 */
function linkPackages(root, dir) {
  const link = (from, to) => {
    const relative = lstatSync(from).isSymbolicLink() && !isAbsolute(readlinkSync(from));
    symlinkSync(relative ? readlinkSync(from) : from, to);
  };
  const modules = join(root, 'node_modules');
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(modules)) {
    if (!name.startsWith('@')) {
      link(join(modules, name), join(dir, 'node_modules', name));
      continue;
    }
    mkdirSync(join(dir, 'node_modules', name));
    for (const pkg of readdirSync(join(modules, name)))
      link(join(modules, name, pkg), join(dir, 'node_modules', name, pkg));
  }
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const ws of workspaces) {
    const own = join(root, ws, 'node_modules');
    if (existsSync(own) && existsSync(join(dir, ws))) symlinkSync(own, join(dir, ws, 'node_modules'));
  }
}

/** Checks `ref` out beside this tree: `{ dir, commit, remove() }`. */
export function checkOut(root, ref) {
  const parent = mkdtempSync(join(tmpdir(), 'bench-against-'));
  const dir = join(parent, 'tree');
  const remove = () => {
    git(root, 'worktree', 'remove', '--force', dir);
    rmSync(parent, { recursive: true, force: true });
  };
  git(root, 'worktree', 'add', '--quiet', '--detach', dir, ref);
  try {
    linkPackages(root, dir);
  } catch (err) {
    remove();
    throw err;
  }
  return { dir, commit: git(dir, 'rev-parse', '--short', 'HEAD'), remove };
}
