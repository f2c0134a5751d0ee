-- wrk: the URL's GET, and (when READS_PER_ENQUIRY > 0) one enquiry list sent after every
-- READS_PER_ENQUIRY reads, as the SPA sends it (POST /api/enquiries, JSON, three items). The
-- reads-only variant (0) runs the same script, so both pay the same Lua cost.
--   wrk -s mix.lua URL -- READS_PER_ENQUIRY PRODUCT_IDS(comma-separated)
local read_request, enquiry_requests = nil, {}
local every, n, k = 0, 0, 0

function init(args)
  every = tonumber(args[1]) or 0
  local ids = {}
  for id in string.gmatch(args[2] or "", "[^,]+") do ids[#ids + 1] = id end
  read_request = wrk.format("GET", wrk.path)
  for i = 1, math.min(#ids, 50) do
    local a, b, c = ids[i], ids[(i % #ids) + 1], ids[((i + 1) % #ids) + 1]
    local body = '{"items":[{"productId":"' .. a .. '","quantity":2},{"productId":"' .. b .. '"},{"productId":"' ..
                 c .. '","quantity":5}],"note":"Deliver to Port Rashid","channel":"whatsapp","lang":"en",' ..
                 '"page":"/category/marine-spares"}'
    enquiry_requests[#enquiry_requests + 1] = wrk.format("POST", "/api/enquiries", {["Content-Type"] = "application/json"}, body)
  end
end

function request()
  if every > 0 then
    n = n + 1
    if n > every then
      n = 0
      k = (k % #enquiry_requests) + 1
      return enquiry_requests[k]
    end
  end
  return read_request
end
