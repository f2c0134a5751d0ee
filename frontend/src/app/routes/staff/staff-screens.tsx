// Every staff screen by its path, for the router's one lazy import (app/router.tsx): every path
// of `paths.admin` and `paths.subUser` has its screen here.
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { AdminActivityRoute } from './admin-activity';
import { AdminBannersRoute } from './admin-banners';
import { AdminCalendarRoute } from './admin-calendar';
import { AdminDesksRoute } from './admin-desks';
import { EnquiriesRoute } from './admin-enquiries';
import { AdminImportRoute } from './admin-import';
import { AdminInsightsRoute } from './admin-insights';
import { AdminProductsRoute } from './admin-products';
import { AdminSettingsRoute } from './admin-settings';
import { AdminUsersRoute } from './admin-users';
import { StaffNotFoundRoute } from './staff-not-found';
import { SubUserProductsRoute } from './sub-user-products';

type StaffPath =
  (typeof paths.admin)[keyof typeof paths.admin]['path'] | (typeof paths.subUser)[keyof typeof paths.subUser]['path'];

export const staffScreens: Record<StaffPath, ComponentType> = {
  [paths.admin.products.path]: AdminProductsRoute,
  [paths.admin.banners.path]: AdminBannersRoute,
  [paths.admin.users.path]: AdminUsersRoute,
  [paths.admin.settings.path]: AdminSettingsRoute,
  [paths.admin.desks.path]: AdminDesksRoute,
  [paths.admin.insights.path]: AdminInsightsRoute,
  [paths.admin.activity.path]: AdminActivityRoute,
  [paths.admin.calendar.path]: AdminCalendarRoute,
  [paths.admin.import.path]: AdminImportRoute,
  [paths.admin.enquiries.path]: EnquiriesRoute,
  [paths.admin.enquiry.path]: EnquiriesRoute,
  [paths.subUser.products.path]: SubUserProductsRoute,
  [paths.admin.notFound.path]: StaffNotFoundRoute,
  [paths.subUser.notFound.path]: StaffNotFoundRoute,
};
