import { routeLabel, STATIC_ROUTE, UNMATCHED_ROUTE } from './http-metrics.middleware';

describe('routeLabel: the bounded route label of a request', () => {
  it('is the matched route template with its base, never the raw path', () => {
    expect(
      routeLabel({
        method: 'GET',
        baseUrl: '',
        route: { path: '/api/admin/meta-leads/:id/history' },
        statusCode: 200,
      }),
    ).toBe('/api/admin/meta-leads/:id/history');
    expect(
      routeLabel({
        method: 'POST',
        baseUrl: '/admin/queues',
        route: { path: '/api/queues/:name' },
        statusCode: 403,
      }),
    ).toBe('/admin/queues/api/queues/:name');
  });

  it('keeps a matched route whatever the status (a 404 of a known route is still that route)', () => {
    expect(routeLabel({ method: 'GET', baseUrl: '', route: { path: '/api/seats' }, statusCode: 503 })).toBe(
      '/api/seats',
    );
  });

  it('is "static" for a GET or HEAD the web app answered outside the router', () => {
    expect(routeLabel({ method: 'GET', baseUrl: '', statusCode: 200 })).toBe(STATIC_ROUTE);
    expect(routeLabel({ method: 'HEAD', baseUrl: '', statusCode: 304 })).toBe(STATIC_ROUTE);
  });

  it("does not take Nest's every-verb middleware binding for a matched route", () => {
    const everyVerb = Object.fromEntries(
      ['get', 'post', 'put', 'patch', 'delete', 'head', 'options']
        .concat(Array.from({ length: 20 }, (_, index) => `verb${index}`))
        .map((verb) => [verb, true]),
    );
    expect(
      routeLabel({
        method: 'GET',
        baseUrl: '',
        route: { path: '/api/{*splat}', methods: everyVerb },
        statusCode: 404,
      }),
    ).toBe(UNMATCHED_ROUTE);
    expect(
      routeLabel({
        method: 'GET',
        baseUrl: '',
        route: { path: '/api/{*splat}', methods: everyVerb },
        statusCode: 200,
      }),
    ).toBe(STATIC_ROUTE);
    // An @All() handler is a route of its own.
    expect(
      routeLabel({
        method: 'PUT',
        baseUrl: '',
        route: { path: '/api/any', methods: { _all: true } },
        statusCode: 200,
      }),
    ).toBe('/api/any');
  });

  it('is "unmatched" for a request no route answered', () => {
    expect(routeLabel({ method: 'GET', baseUrl: '', statusCode: 404 })).toBe(UNMATCHED_ROUTE);
    expect(routeLabel({ method: 'POST', baseUrl: '', statusCode: 200 })).toBe(UNMATCHED_ROUTE);
    expect(routeLabel({ method: 'POST', baseUrl: '', statusCode: 413 })).toBe(UNMATCHED_ROUTE);
  });
});
