import {
  ArrowRightLeftIcon,
  FileWarningIcon,
  HistoryIcon,
  RotateCcwIcon,
  SendIcon,
  UserCheckIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ApplicationAction } from './application-actions';

/** Whether an icon points a way (the paper plane of Resubmit): it turns with a right-to-left page. */
export const pointsAWay = (action: ApplicationAction) => action === 'resubmit';

export const actionIcons: Record<ApplicationAction, LucideIcon> = {
  status: ArrowRightLeftIcon,
  resolve: UserCheckIcon,
  missing: FileWarningIcon,
  history: HistoryIcon,
  resubmit: SendIcon,
  retry: RotateCcwIcon,
};
