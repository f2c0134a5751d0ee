#include "api/controllers/routes.hpp"

#include "api/controllers/controllers.hpp"
#include "api/http/auth_guard.hpp"

namespace marine::api {

router build_routes(const route_services& s, const route_settings& settings)
{
  router routes;
  const auth_guard guard(s.auth);
  add_catalogue_routes(routes, s.catalogue, guard, s.read_cache);
  add_auth_routes(routes, s.auth, guard, settings.cookies);
  add_sub_user_routes(routes, s.sub_users, guard);
  add_product_admin_routes(routes, s.products, guard);
  if (s.catalogue_io) add_catalogue_io_routes(routes, *s.catalogue_io, guard);
  if (s.catalogue_io) add_export_routes(routes, *s.catalogue_io, guard);
  add_banner_admin_routes(routes, s.banners, guard);
  add_upload_routes(routes, s.uploads, guard);
  add_settings_routes(routes, s.settings, guard, s.read_cache);
  add_activity_routes(routes, s.activity, guard);
  add_insights_routes(routes, s.insights, guard);
  add_enquiry_routes(routes, s.enquiries, guard, s.calendars, s.bookings);
  if (s.matches) add_parts_match_routes(routes, *s.matches);
  if (s.bookings) add_booking_routes(routes, *s.bookings, guard);
  add_lead_mail_routes(routes, s.lead_mail, s.mail != nullptr, guard);
  add_charter_routes(routes, s.charters, guard, s.read_cache);
  if (s.calendars) add_calendar_routes(routes, *s.calendars, guard, s.read_cache);
  add_site_routes(routes, s.generation);
  add_sitemap_routes(routes, s.catalogue, s.read_cache, settings.site_url);
  add_feed_routes(routes, s.catalogue, s.read_cache, settings.site_url);
  add_health_routes(routes, s.health, s.mail);
  add_metrics_route(routes, s.metrics, settings.metrics_token);
  add_media_routes(routes, settings.media_dir);
  return routes;
}

}  // namespace marine::api
