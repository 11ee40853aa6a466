-- The wrk script of bench/load.ts: requests the paths given after `--` in turn, counts
-- 5xx answers, and prints one JSON line when done (totals, p99 latency, and wrk's own
-- CPU time in clock ticks, read from /proc/self/stat).
local requests = {}
local index = 0
local fivexx = 0
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args)
  for i, path in ipairs(args) do requests[i] = wrk.format("GET", path) end
end
function request()
  index = index % #requests + 1
  return requests[index]
end
function response(status, headers, body)
  if status >= 500 then fivexx = fivexx + 1 end
end
local function cpu_ticks()
  local file = io.open("/proc/self/stat", "r")
  local stat = file:read("*a")
  file:close()
  local close = stat:find("%)[^%)]*$")
  local rest = stat:sub(close + 2)
  local fields = {}
  for field in rest:gmatch("%S+") do table.insert(fields, field) end
  return tonumber(fields[12]) + tonumber(fields[13])
end
function done(summary, latency, requests)
  local total5 = 0
  for _, thread in ipairs(threads) do total5 = total5 + (thread:get("fivexx") or 0) end
  io.write(string.format('{"requests":%d,"durationUs":%d,"bytes":%d,"errors":%d,"status":%d,"fivexx":%d,"p99Us":%d,"cpuTicks":%d}\n',
    summary.requests, summary.duration, summary.bytes,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.status, total5, latency:percentile(99), cpu_ticks()))
end
