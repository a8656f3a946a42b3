import { Link } from '@tanstack/react-router';
import { UserRoundXIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { customersText } from './messages';

/** Shown when a profile cannot be loaded (spec 2 §2, §8). */
export function CustomerNotFound() {
  const t = useT(customersText);
  const tc = useT(contractText);
  return (
    <div className="grid justify-items-center gap-4 rounded-lg border border-dashed p-10 text-center">
      <UserRoundXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <p role="alert" className="font-medium">
        {tc('customerNotFound')}
      </p>
      <Button variant="outline" asChild>
        <Link to="/customers">{t('customersList')}</Link>
      </Button>
    </div>
  );
}
