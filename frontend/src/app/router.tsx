import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { StatusMessage } from '@/components/ui/status';
import { paths } from '@/config/paths';
import { CategoryRoute } from './routes/category';
import { ContactRoute } from './routes/contact';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { ProductRoute } from './routes/product';
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
          { path: paths.category.path, element: <CategoryRoute /> },
          { path: paths.product.path, element: <ProductRoute /> },
          { path: paths.contact.path, element: <ContactRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      ...staffRoutes,
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
