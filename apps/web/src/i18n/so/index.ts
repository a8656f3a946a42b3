import type { Messages as CompiledCatalogue } from '@lingui/core';
import { languagePack } from '../pack';

// Every namespace's translation in this folder, compiled by the build, in one chunk.
export default languagePack(
  import.meta.glob<CompiledCatalogue>(['./*.ts', '!./index.ts'], { eager: true, import: 'default' }),
);
