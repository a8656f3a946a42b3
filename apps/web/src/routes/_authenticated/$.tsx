import { createFileRoute } from '@tanstack/react-router';
import { ShellNotFound } from '@/components/layout/shell-not-found';

// Any path without a screen: inside the shell, so the sign-in guard applies first.
export const Route = createFileRoute('/_authenticated/$')({ component: ShellNotFound });
