import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';
import { UserDashboard } from '@/features/dashboards/user-dashboard';
import { validateDashboardSearch } from '@/features/dashboards/dashboard-search';

export const Route = createFileRoute('/_authenticated/')({
  validateSearch: validateDashboardSearch,
  component: HomeRoute,
});

function HomeRoute() {
  const search = Route.useSearch();
  return <HomePage dashboard={(userName) => <UserDashboard search={search} userName={userName} />} />;
}
