import { useEffect, useState } from 'react';
import { platformApi } from '@console/contract';
import { api } from '@/lib/api-client';

/**
 * The shortest password the server accepts (GET System/Info), undefined until it answers. The
 * public screens have no query cache (routes/__root.tsx), so this is one call through the client.
 */
export function usePasswordMinLength(): number | undefined {
  const [minLength, setMinLength] = useState<number>();
  useEffect(() => {
    const request = new AbortController();
    api(platformApi.systemInfo, { signal: request.signal }).then(
      (info) => setMinLength(info.passwordMinLength),
      // The API client has shown why; the server still checks the password on submit.
      () => undefined,
    );
    return () => request.abort();
  }, []);
  return minLength;
}
