import type { platformApi } from '@console/contract';
import type { Config } from '../../config.ts';

/** Facts about this installation that the console shows (its environment label, its password minimum). */
export class SystemService {
  constructor(private readonly config: Pick<Config, 'coreBanking' | 'seedDemo' | 'passwordPolicy'>) {}

  info(): platformApi.SystemInfo {
    return {
      // Widened on purpose: a bank's own adapter will add values to CORE_BANKING.
      coreBanking: (this.config.coreBanking as string) === 'sandbox' ? 'sandbox' : 'bank',
      demoData: this.config.seedDemo,
      passwordMinLength: this.config.passwordPolicy.minLength,
    };
  }
}
