// Every staff screen, for the router's one lazy import (app/router.tsx).
export { AdminActivityRoute } from './admin-activity';
export { AdminBannersRoute } from './admin-banners';
export { AdminInsightsRoute } from './admin-insights';
export { AdminProductsRoute } from './admin-products';
export { AdminSettingsRoute } from './admin-settings';
export { AdminUsersRoute } from './admin-users';
export { StaffNotFoundRoute } from './staff-not-found';
export { SubUserProductsRoute } from './sub-user-products';
export { EnquiriesRoute } from './admin-enquiries';
export { AdminCalendarRoute } from './admin-calendar';
export { AdminImportRoute } from './admin-import';
