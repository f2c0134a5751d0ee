#pragma once
// The whole route table in one place: every controller's routes, in the order the table
// matches them (docs/architecture.md).

#include "api/cache/public_read_cache.hpp"
#include "api/cache/site_generation.hpp"
#include "api/http/cookies.hpp"
#include "api/http/request_metrics.hpp"
#include "api/http/router.hpp"
#include "domain/accounts/auth_service.hpp"
#include "domain/accounts/sub_user_service.hpp"
#include "domain/activity/activity_service.hpp"
#include "domain/catalogue/banner_service.hpp"
#include "domain/catalogue/catalogue_service.hpp"
#include "domain/catalogue/product_import.hpp"
#include "domain/catalogue/product_service.hpp"
#include "domain/catalogue/upload_service.hpp"
#include "domain/charter/channel_calendar_service.hpp"
#include "domain/charter/charter_service.hpp"
#include "domain/enquiries/enquiry_service.hpp"
#include "domain/enquiries/lead_mail.hpp"
#include "domain/enquiries/parts_match.hpp"
#include "domain/insights/insights_service.hpp"
#include "domain/mail/outbox_sender.hpp"
#include "domain/payments/booking_service.hpp"
#include "domain/settings/settings_service.hpp"
#include "domain/rules/health_probe.hpp"

#include <chrono>
#include <string>

namespace marine::api {

// What the routes serve from: the use cases, and the settings that shape the answers.
struct route_services {
  domain::catalogue_service& catalogue;
  domain::auth_service& auth;
  domain::sub_user_service& sub_users;
  domain::product_service& products;
  domain::banner_service& banners;
  domain::upload_service& uploads;
  domain::settings_service& settings;
  domain::activity_service& activity;
  domain::insights_service& insights;
  domain::enquiry_service& enquiries;
  domain::lead_mail_service& lead_mail;
  domain::charter_service& charters;
  domain::health_probe& health;
  request_metrics& metrics;
  public_read_cache* read_cache;  // null: every read asks the database (CACHE_ENABLED=false)
  const site_generation* generation;  // null: no changes heard (CACHE_ENABLED=false)
  const domain::outbox_sender* mail = nullptr;  // null: no staff mail (SMTP_URL unset)
  domain::product_import_service* catalogue_io = nullptr;  // null: no import routes (docs/catalogue-io.md)
  domain::channel_calendar_service* calendars = nullptr;    // null: no channel calendars (docs/charter.md)
  domain::booking_service* bookings = nullptr;              // null: no booking routes (docs/payments.md)
  domain::parts_match_service* matches = nullptr;           // null: no parts-list matching (docs/parts-lists.md)
};

struct route_settings {
  cookie_options cookies;
  std::string site_url;       // the public origin, for the sitemap's and the feeds' URLs
  std::string metrics_token;  // empty: /metrics needs no Authorization
  std::string media_dir;
};

router build_routes(const route_services& services, const route_settings& settings);

}  // namespace marine::api
