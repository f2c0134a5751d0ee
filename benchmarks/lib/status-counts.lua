-- wrk: answers by status and latency percentiles, one "key value" line each (for
-- benchmarks/outage). wrk counts only non-2xx in total; this keeps every status.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  statuses = {}
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local total = {}
  for _, t in ipairs(threads) do
    for status, n in pairs(t:get("statuses")) do
      total[status] = (total[status] or 0) + n
    end
  end
  for status, n in pairs(total) do
    io.write(string.format("status_%d %d\n", status, n))
  end
  io.write(string.format("requests %d\n", summary.requests))
  io.write(string.format("seconds %.3f\n", summary.duration / 1e6))
  io.write(string.format("timeouts %d\n", summary.errors.timeout))
  io.write(string.format("p50_ms %.2f\n", latency:percentile(50) / 1000))
  io.write(string.format("p99_ms %.2f\n", latency:percentile(99) / 1000))
  io.write(string.format("max_ms %.2f\n", latency.max / 1000))
end
