import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { StaffLayout } from '@/components/layout/staff-layout';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import { paths } from '@/config/paths';
import { useNewLeadCount } from '@/features/enquiries-admin/api/enquiries';
import { StaffGate } from '@/features/auth/components/staff-gate';
import { useLogout } from '@/features/auth/components/use-logout';
import type { StaffUser } from '@/types/api';

type Props = {
  title: string;
  links?: { to: string; label: string }[];
  /** Administrator screens send a sub-user to /sub-user. */
  adminOnly?: boolean;
  /** Logout without calling the server (the sub-user management screen does so). */
  localLogout?: boolean;
  subtitle?: (user: StaffUser) => ReactNode;
  children?: (user: StaffUser) => ReactNode;
};

/** A staff screen: login form while logged out, then the titled screen with Logout. */
export function StaffScreen({ title, links, adminOnly = false, localLogout = false, subtitle, children }: Props) {
  const logout = useLogout({ server: !localLogout });
  useEffect(preloadToaster, []);
  return (
    <StaffGate>
      {(user) =>
        adminOnly && user.role === 'sub_user' ? (
          <Navigate to={paths.subUser.products.getHref()} replace />
        ) : (
          <StaffFrame title={title} subtitle={subtitle?.(user)} links={links} onLogout={() => void logout()}>
            {children?.(user)}
          </StaffFrame>
        )
      }
    </StaffGate>
  );
}

/**
 * The staff layout with the lead inbox's link and its new-lead count (docs/enquiries.md) on
 * every staff screen; mounted once logged in, so the count is asked only with a session.
 */
function StaffFrame({ links = [], ...props }: Parameters<typeof StaffLayout>[0]) {
  const newLeads = useNewLeadCount().data;
  return (
    <StaffLayout
      {...props}
      links={[
        ...links,
        { to: paths.admin.enquiries.getHref(), label: 'Leads', badge: newLeads ?? 0 },
        { to: paths.admin.calendar.getHref(), label: 'Calendar' },
      ]}
    />
  );
}

/** Body of a screen whose tools arrive in a later release. */
export function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <section className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
      {children}
    </section>
  );
}
