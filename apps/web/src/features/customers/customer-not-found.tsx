import { Link } from '@tanstack/react-router';
import { messages } from '@console/contract/core';
import { UserRoundXIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Shown when a profile cannot be loaded (spec 2 §2, §8). */
export function CustomerNotFound() {
  return (
    <div className="grid justify-items-center gap-4 rounded-lg border border-dashed p-10 text-center">
      <UserRoundXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <p role="alert" className="font-medium">
        {messages.customerNotFound}
      </p>
      <Button variant="outline" asChild>
        <Link to="/customers">Customers List</Link>
      </Button>
    </div>
  );
}
