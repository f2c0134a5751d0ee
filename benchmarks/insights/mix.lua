-- wrk: the URL's GET, and (when READS_PER_BEACON > 0) one enquiry beacon after every
-- READS_PER_BEACON reads, as a visitor's browser sends it (text/plain, a browser's
-- User-Agent). The same script runs the reads-only variant (0), so both pay the same Lua cost.
--   wrk -s mix.lua URL -- READS_PER_BEACON PRODUCT_ID
local read_request, beacon_request
local every, n = 0, 0

function init(args)
  every = tonumber(args[1]) or 0
  local product = args[2] or ""
  read_request = wrk.format("GET", wrk.path)
  local body = '{"type":"whatsapp","path":"/product/' .. product .. '","productId":"' .. product ..
               '","ref":"www.instagram.com","utmSource":"spring"}'
  beacon_request = wrk.format("POST", "/api/events", {
    ["Content-Type"] = "text/plain;charset=UTF-8",
    ["User-Agent"] = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
  }, body)
end

function request()
  if every > 0 then
    n = n + 1
    if n > every then
      n = 0
      return beacon_request
    end
  end
  return read_request
end
