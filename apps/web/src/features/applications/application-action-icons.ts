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

export const actionIcons: Record<ApplicationAction, LucideIcon> = {
  status: ArrowRightLeftIcon,
  resolve: UserCheckIcon,
  missing: FileWarningIcon,
  history: HistoryIcon,
  resubmit: SendIcon,
  retry: RotateCcwIcon,
};
