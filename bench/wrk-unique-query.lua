-- make bench, cache attack: every request asks ATTACK_PATH (default the papers list) with a query string never sent
-- before. ATTACK_PARAM=x sends an unknown parameter (x=<n>-<random>), ATTACK_PARAM=skip a distinct page (skip=<n>).
local param = os.getenv("ATTACK_PARAM") or "x"
local path = os.getenv("ATTACK_PATH") or "/api/papers/all"
local counter = 0
math.randomseed(os.time())
request = function()
  counter = counter + 1
  local value = param == "skip" and tostring(counter) or (counter .. "-" .. math.random(1000000000))
  return wrk.format("GET", path .. "?" .. param .. "=" .. value)
end
done = function(summary, latency, requests)
  io.write(string.format('WRK_ATTACK {"requests":%d,"statusErrors":%d}\n', summary.requests, summary.errors.status))
end
