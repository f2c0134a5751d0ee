#pragma once
// Keeps the activity log bounded (docs/activity-log.md): entries older than the retention
// period are removed at start and then once a day.

#include "domain/activity/activity_service.hpp"

#include <boost/asio/io_context.hpp>

namespace marine {

// Runs on `io` for as long as it runs. The deletes go to a database worker in batches (each
// a short transaction), so the I/O thread only waits on a timer and no request is held up.
void remove_expired_activity_daily(boost::asio::io_context& io, domain::activity_service& activity, int retention_days);

}  // namespace marine
