import type { platformApi } from '@console/contract';

/** The `GET System/Info` answer of a mocked API (`mockApi`) whose password minimum in force is `passwordMinLength`. */
export const systemInfo = (passwordMinLength: number): { body: platformApi.SystemInfo } => ({
  body: { coreBanking: 'sandbox', demoData: true, passwordMinLength },
});
