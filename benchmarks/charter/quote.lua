-- wrk: POST /api/charters/ID/quote, cycling over dates, starts, hours and guests. The
-- requests say they come from 40,000 clients in turn (X-Real-IP, believed from loopback):
-- a few quotes each in a run, far inside the per-address limit (120 a minute), which would
-- otherwise turn the run into 429s. The limiter keeps at most 50,000 addresses.
local bodies, k, client = {}, 0, 0

function init(args)
  local n = 0
  for day = 1, 28 do
    for _, start in ipairs({"09:00", "17:30", "22:00"}) do
      n = n + 1
      local body = string.format('{"date":"2027-03-%02d","start":"%s","hours":%s,"guests":%d,"extras":[{"id":"catering","quantity":1}]}',
                                 day, start, ({"4", "5.5", "8"})[(n % 3) + 1], (n % 10) + 1)
      bodies[#bodies + 1] = body
    end
  end
end

function request()
  k = (k % #bodies) + 1
  client = (client + 1) % 40000
  local ip = string.format("10.%d.%d.%d", math.floor(client / 40000), math.floor(client / 200) % 200, client % 200)
  return wrk.format("POST", wrk.path, {["Content-Type"] = "application/json", ["X-Real-IP"] = ip}, bodies[k])
end
