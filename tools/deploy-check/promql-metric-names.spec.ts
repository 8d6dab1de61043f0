import { metricNamesIn } from './promql-metric-names';

describe('metricNamesIn', () => {
  it.each([
    ['up == 0', ['up']],
    ['up{job="eventdesk"} == 0 or up{namespace="eventdesk"} == 0', ['up']],
    ['max by (queue, state) (eventdesk_queue_jobs)', ['eventdesk_queue_jobs']],
    ['sum without (instance) (rate(process_cpu_seconds_total[5m]))', ['process_cpu_seconds_total']],
    [
      'histogram_quantile(0.95, sum by (route, le) (rate(eventdesk_http_request_duration_seconds_bucket{app="gateway", status=~"5.."}[$__rate_interval])))',
      ['eventdesk_http_request_duration_seconds_bucket'],
    ],
    [
      'max(a_total) by (le) / on (le) group_left (x) b_seconds offset 15m > bool 1e3',
      ['a_total', 'b_seconds'],
    ],
    ['60 * deriv(max(eventdesk_tickets{state="checked_in"})[5m:30s])', ['eventdesk_tickets']],
    ['{__name__="eventdesk_leads"}', []],
    // Unbalanced (promtool rejects it): the names before the open list, and no endless loop.
    ['max(x_total) by (le', ['x_total']],
  ])('%s selects %j', (expr, names) => {
    expect(metricNamesIn(expr)).toEqual(names);
  });
});
