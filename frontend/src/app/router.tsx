import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { StatusMessage } from '@/components/ui/status';
import { paths } from '@/config/paths';
import { HomeRoute } from './routes/home';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/** Staff screens are code-split: visitors never download them. */
const staffRoutes: RouteObject[] = [
  {
    path: paths.admin.products.path,
    lazy: async () => ({ Component: (await import('./routes/staff/admin-products')).AdminProductsRoute }),
  },
  {
    path: paths.admin.banners.path,
    lazy: async () => ({ Component: (await import('./routes/staff/admin-banners')).AdminBannersRoute }),
  },
  {
    path: paths.admin.users.path,
    lazy: async () => ({ Component: (await import('./routes/staff/admin-users')).AdminUsersRoute }),
  },
  {
    path: paths.subUser.products.path,
    lazy: async () => ({ Component: (await import('./routes/staff/sub-user-products')).SubUserProductsRoute }),
  },
  ...[paths.admin.notFound.path, paths.subUser.notFound.path].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('./routes/staff/staff-not-found')).StaffNotFoundRoute }),
  })),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: (
      <StatusMessage loading className="min-h-dvh">
        Loading...
      </StatusMessage>
    ),
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomeRoute /> },
          // Home is in the entry chunk; the other public pages are small chunks of their own.
          {
            path: paths.category.path,
            lazy: async () => ({ Component: (await import('./routes/category')).CategoryRoute }),
          },
          {
            path: paths.product.path,
            lazy: async () => ({ Component: (await import('./routes/product')).ProductRoute }),
          },
          {
            path: paths.contact.path,
            lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
        ],
      },
      ...staffRoutes,
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
