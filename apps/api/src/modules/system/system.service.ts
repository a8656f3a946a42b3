import type { platformApi } from '@console/contract';
import type { Config } from '../../kernel/config.ts';
import type { SecurityPolicies } from '../../platform/security-policies.ts';

/** Facts about this installation that the console shows (its environment label, its password minimum). */
export class SystemService {
  constructor(
    private readonly d: {
      config: Pick<Config, 'coreBanking' | 'seedDemo'>;
      policies: Pick<SecurityPolicies, 'current'>;
    },
  ) {}

  /** The password minimum is the one in force (the security policies), which new passwords must meet. */
  async info(): Promise<platformApi.SystemInfo> {
    const { config, policies } = this.d;
    return {
      // Widened on purpose: a bank's own adapter will add values to CORE_BANKING.
      coreBanking: (config.coreBanking as string) === 'sandbox' ? 'sandbox' : 'bank',
      demoData: config.seedDemo,
      passwordMinLength: (await policies.current()).passwordMinLength,
    };
  }
}
