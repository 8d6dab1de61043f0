import { aliasPatterns, sourcePaths } from './path-aliases.cjs';

describe('path aliases (tsconfig paths, read by jest, the SWC build and Vite)', () => {
  it('gives the web app the same @eventdesk/* aliases as the back end, which it can only copy', () => {
    const base = sourcePaths();
    const web = sourcePaths('apps/web/tsconfig.json');
    const shared = Object.keys(web).filter((alias) => alias.startsWith('@eventdesk/'));
    expect(shared).toEqual(['@eventdesk/contracts', '@eventdesk/contracts/*']);
    for (const alias of shared) {
      expect(web[alias]).toEqual(base[alias]);
    }
  });

  it('maps an import path to a workspace file, leaving type-only entries to TypeScript', () => {
    const resolveImport = (path: string) => {
      const alias = aliasPatterns().find(({ find }) => find.test(path));
      return alias && path.replace(alias.find, alias.replacement);
    };
    expect(resolveImport('@eventdesk/contracts/common')).toMatch(
      /\/libs\/contracts\/src\/common\/index\.ts$/,
    );
    expect(resolveImport('@eventdesk/contracts')).toMatch(/\/libs\/contracts\/src\/index\.ts$/);
    expect(resolveImport('@eventdesk/gateway/test/gateway-app')).toMatch(
      /\/apps\/gateway\/test\/gateway-app$/,
    );
    expect(resolveImport('altcha-lib')).toBeUndefined();
  });
});
