-- wrk: nothing but enquiry beacons, spread over PRODUCT_IDS (comma-separated), the four
-- kinds and a few sources, as browsers send them.
--   wrk -s ingest.lua URL/api/events -- PRODUCT_IDS
local requests = {}
local i = 0

function init(args)
  local kinds = {"view", "call", "whatsapp", "email"}
  local sources = {"instagram.com", "google.com", "", "facebook.com", "t.co"}
  local headers = {
    ["Content-Type"] = "text/plain;charset=UTF-8",
    ["User-Agent"] = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
  }
  for product in string.gmatch(args[1] or "", "[^,]+") do
    for k, kind in ipairs(kinds) do
      local source = sources[(k + #requests) % #sources + 1]
      local body = '{"type":"' .. kind .. '","path":"/product/' .. product .. '","productId":"' .. product .. '"' ..
                   (source ~= "" and (',"ref":"' .. source .. '"') or "") .. '}'
      table.insert(requests, wrk.format("POST", "/api/events", headers, body))
    end
  end
end

function request()
  i = i % #requests + 1
  return requests[i]
end
