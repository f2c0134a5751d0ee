#pragma once
// Each controller adds its routes to the one table. Controllers translate HTTP to use
// cases and results back to HTTP; business rules stay in domain/.

#include "api/cache/public_read_cache.hpp"
#include "api/http/auth_guard.hpp"
#include "api/http/cookies.hpp"
#include "api/http/router.hpp"
#include "api/cache/site_generation.hpp"
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
#include "domain/rules/health_probe.hpp"
#include "domain/settings/settings_service.hpp"

#include <memory>
#include <string>

namespace marine::api {

// `cache` null: every read asks the database (CACHE_ENABLED=false).
void add_catalogue_routes(router& routes, domain::catalogue_service& catalogue, const auth_guard& guard,
                          public_read_cache* cache);
// /readyz also says what the staff's mail outbox holds (`mail`; null: no SMTP_URL).
void add_health_routes(router& routes, domain::health_probe& probe, const domain::outbox_sender* mail);
// GET /api/site/generation: the site's data generation (docs/operations.md); 503 while
// this process cannot vouch for it (`generation` null: it never can, CACHE_ENABLED=false).
void add_site_routes(router& routes, const site_generation* generation);
// GET /metrics (Prometheus text format); `token` empty: no Authorization needed.
void add_metrics_route(router& routes, const request_metrics& metrics, std::string token);
void add_media_routes(router& routes, std::string media_dir);
// Puts the files the site expects in the media store if they are missing: docs/behaviour.md's
// product placeholder /uploads/placeholder.jpg. Returns false if it cannot write them.
bool install_default_media(const std::string& media_dir);
void add_auth_routes(router& routes, domain::auth_service& auth, const auth_guard& guard, cookie_options cookies);
void add_product_admin_routes(router& routes, domain::product_service& products, const auth_guard& guard);
// The catalogue import (docs/catalogue-io.md).
void add_catalogue_io_routes(router& routes, domain::product_import_service& imports, const auth_guard& guard);
void add_export_routes(router& routes, domain::product_import_service& imports, const auth_guard& guard);
void add_feed_routes(router& routes, domain::catalogue_service& catalogue, public_read_cache* cache, std::string site_url);
void add_banner_admin_routes(router& routes, domain::banner_service& banners, const auth_guard& guard);
void add_sub_user_routes(router& routes, domain::sub_user_service& sub_users, const auth_guard& guard);
// GET /api/admin/activity (the administrator): the activity log, filtered, newest first.
void add_activity_routes(router& routes, domain::activity_service& activity, const auth_guard& guard);
// /robots.txt and /sitemap.xml (through the read cache when there is one).
void add_sitemap_routes(router& routes, domain::catalogue_service& catalogue, public_read_cache* cache,
                        std::string site_url);
// GET /api/settings (anyone; through the read cache when there is one, with the desks in
// their public shape), PUT /api/admin/settings and GET/PUT /api/admin/settings/desks (the
// administrator; docs/desks.md).
void add_settings_routes(router& routes, domain::settings_service& settings, const auth_guard& guard,
                         public_read_cache* cache);
// POST /api/events (anyone: a page view or an enquiry tap, counted in memory) and
// GET /api/admin/insights, /api/admin/insights.csv (the administrator).
void add_insights_routes(router& routes, domain::insights_service& insights, const auth_guard& guard);
// POST /api/enquiries (anyone: a visitor's list, rate-limited) and the lead inbox under
// /api/admin/enquiries (staff; deleting, the administrator): docs/enquiries.md.
// `calendars` (may be null) adds the channel calendars' conflicts to the inbox's count.
// `bookings` (may be null) adds a lead's booking state and payment flag (docs/payments.md).
void add_enquiry_routes(router& routes, domain::enquiry_service& enquiries, const auth_guard& guard,
                        domain::channel_calendar_service* calendars, domain::booking_service* bookings = nullptr);
// POST /api/enquiries/match (anyone, rate-limited): a parts list's lines against the
// catalogue (docs/parts-lists.md, "Matching a list").
void add_parts_match_routes(router& routes, domain::parts_match_service& matches);
// The booking page's calls, the gateway's webhook and the staff's payments (docs/payments.md).
void add_booking_routes(router& routes, domain::booking_service& bookings, const auth_guard& guard);
// GET and PUT /api/admin/settings/lead-mail (the administrator): how the staff hear of new
// leads; `relay`: whether SMTP_URL is set.
void add_lead_mail_routes(router& routes, domain::lead_mail_service& lead_mail, bool relay, const auth_guard& guard);
// POST /api/charters/:id/quote and GET /api/charters/:id/availability (anyone; the month
// through the read cache), the blocks and the calendar under /api/admin (staff; deleting a
// booking, the administrator): docs/charter.md.
void add_charter_routes(router& routes, domain::charter_service& charters, const auth_guard& guard, public_read_cache* cache);
// The charter calls' failures: the codebase's {message, errors: [{field, message}]} and the
// contract's {error, fields: {path: message}} (docs/charter.md), so either reader finds them.
response charter_failure(const request& req, const domain::failure& f);
// GET /calendars/:id/<token>.ics (anyone with the link) and /api/admin/charters/:id/calendar…
// (staff read, the administrator writes): docs/charter.md, "Channel calendars".
void add_calendar_routes(router& routes, domain::channel_calendar_service& calendars, const auth_guard& guard,
                         public_read_cache* cache);
// POST /api/upload (staff) and /api/upload/banner (admin): multipart, streamed to the media store.
void add_upload_routes(router& routes, domain::upload_service& uploads, const auth_guard& guard);

}  // namespace marine::api
