import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppMenu } from './app-menu';
import { Footer } from './footer';
import { useSessionWatch } from './use-session-watch';

export function AppLayout({ children }: { children: ReactNode }) {
  useSessionWatch();
  return (
    <Layout menu={AppMenu}>
      {children}
      <Footer />
    </Layout>
  );
}
