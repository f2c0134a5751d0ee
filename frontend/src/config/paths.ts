/** Every route of the app, in one place. */
import type { CategorySlug } from './site';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  category: {
    path: '/category/:category',
    getHref: (slug: CategorySlug | string) => `/category/${encodeURIComponent(slug)}`,
  },
  product: {
    path: '/product/:id',
    getHref: (id: string) => `/product/${encodeURIComponent(id)}`,
  },
  contact: { path: '/contact', getHref: () => '/contact' },
  search: {
    path: '/search',
    getHref: (q = '') => (q.trim() ? `/search?${new URLSearchParams({ q: q.trim() }).toString()}` : '/search'),
  },
  enquiry: { path: '/enquiry', getHref: () => '/enquiry' },
  booking: { path: '/booking/:token', getHref: (token: string) => `/booking/${encodeURIComponent(token)}` },
  admin: {
    products: { path: '/admin', getHref: () => '/admin' },
    banners: { path: '/admin/banners', getHref: () => '/admin/banners' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
    desks: { path: '/admin/settings/desks', getHref: () => '/admin/settings/desks' },
    activity: { path: '/admin/activity', getHref: () => '/admin/activity' },
    insights: { path: '/admin/insights', getHref: () => '/admin/insights' },
    calendar: { path: '/admin/calendar', getHref: () => '/admin/calendar' },
    import: { path: '/admin/import', getHref: () => '/admin/import' },
    enquiries: { path: '/admin/enquiries', getHref: () => '/admin/enquiries' },
    enquiry: { path: '/admin/enquiries/:ref', getHref: (ref: string) => `/admin/enquiries/${encodeURIComponent(ref)}` },
    notFound: { path: '/admin/*' },
  },
  subUser: {
    products: { path: '/sub-user', getHref: () => '/sub-user' },
    notFound: { path: '/sub-user/*' },
  },
} as const;
