import { AppPage } from './AppPage.tsx';

/** The centre's app section (issue #31). */
export function AppSection() {
  return <AppPage />;
}
