-- wrk: POST /api/enquiries only, two items a list, cycling over the products given.
--   wrk -s post.lua URL -- PRODUCT_IDS(comma-separated)
local requests, k = {}, 0

function init(args)
  local ids = {}
  for id in string.gmatch(args[1] or "", "[^,]+") do ids[#ids + 1] = id end
  for i = 1, math.min(#ids, 50) do
    local body = '{"items":[{"productId":"' .. ids[i] .. '","quantity":2},{"productId":"' .. ids[(i % #ids) + 1] ..
                 '"}],"channel":"whatsapp","lang":"en","page":"/"}'
    requests[#requests + 1] = wrk.format("POST", wrk.path, {["Content-Type"] = "application/json"}, body)
  end
end

function request()
  k = (k % #requests) + 1
  return requests[k]
end
