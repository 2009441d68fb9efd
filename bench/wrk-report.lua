-- make bench: wrk prints its summary as one JSON line that bench/load.ts reads (times in microseconds).
-- errors.status counts answers with a status of 400 or more.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"p50Us":%d,"p99Us":%d,"socketErrors":%d,"statusErrors":%d}\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
