import { Navigate } from 'react-router';
import { PageLoader } from '../../components/query-state';
import { useMe } from '../auth/use-me';
import LandingPage from './landing-page';

/** `/` (issue 8): the landing page for a signed-out visitor, `/public` for a signed-in user. */
export default function RootIndex() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.data) return <Navigate to="/public" replace />;
  return <LandingPage />;
}
