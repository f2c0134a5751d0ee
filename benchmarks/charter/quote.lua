-- wrk: POST /api/charters/ID/quote, cycling over dates, starts, hours and guests. Each
-- request says it comes from another client (X-Real-IP, believed from loopback), so the
-- per-address quote limit does not turn the run into 429s.
local requests, k = {}, 0

function init(args)
  local n = 0
  for day = 1, 28 do
    for _, start in ipairs({"09:00", "17:30", "22:00"}) do
      n = n + 1
      local body = string.format('{"date":"2027-03-%02d","start":"%s","hours":%s,"guests":%d,"extras":[{"id":"catering","quantity":1}]}',
                                 day, start, ({"4", "5.5", "8"})[(n % 3) + 1], (n % 10) + 1)
      local ip = string.format("10.%d.%d.%d", n % 200, (n * 7) % 250, (n * 13) % 250)
      requests[#requests + 1] = wrk.format("POST", wrk.path, {["Content-Type"] = "application/json", ["X-Real-IP"] = ip}, body)
    end
  end
end

function request()
  k = (k % #requests) + 1
  return requests[k]
end
