#pragma once
// Keeps the activity log and the leads bounded (docs/activity-log.md, docs/enquiries.md):
// entries older than their retention period are removed at start and then once a day.

#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>

#include <functional>
#include <string>

namespace marine {

// Removes what is older than `retention_days` days; returns how many went.
using expired_removal = std::function<boost::asio::awaitable<long long>(int retention_days)>;

// Runs on `io` for as long as it runs. The deletes go to a database worker in batches (each
// a short transaction), so the I/O thread only waits on a timer and no request is held up.
// `what` names the kept data in the log lines.
void remove_expired_daily(boost::asio::io_context& io, std::string what, expired_removal remove, int retention_days);

}  // namespace marine
