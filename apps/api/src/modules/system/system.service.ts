import type { platformApi } from '@console/contract';
import type { Config } from '../../config.ts';

/** Facts about this installation that the console shows (its environment label). */
export class SystemService {
  constructor(private readonly config: Pick<Config, 'coreBanking' | 'seedDemo'>) {}

  info(): platformApi.SystemInfo {
    return {
      // Widened on purpose: a bank's own adapter will add values to CORE_BANKING.
      coreBanking: (this.config.coreBanking as string) === 'sandbox' ? 'sandbox' : 'bank',
      demoData: this.config.seedDemo,
    };
  }
}
