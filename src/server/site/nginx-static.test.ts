import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headersFile } from './headers-file.ts';
import { nginxStaticSite, siteWideHeaders } from './nginx-static.ts';
import { DEPLOYED_STATIC_SITE } from './nginx-static-deploy.ts';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('siteWideHeaders', () => {
  it("reads the _headers file's /* block, and nothing after it", () => {
    const headers = siteWideHeaders(headersFile('https://shop.example.com'));
    expect(headers).toContainEqual(['x-content-type-options', 'nosniff']);
    expect(headers.find(([name]) => name === 'content-security-policy')?.[1]).toContain("frame-ancestors 'none'");
    expect(headers.some(([name]) => name === 'cache-control')).toBe(false);
  });
});

describe('nginxStaticSite', () => {
  const conf = nginxStaticSite({
    root: '/srv/site',
    listen: '127.0.0.1:8080',
    serverName: 'shop.example.com',
    instances: ['10.0.0.1:4321', '10.0.0.2:4321'],
    headersFile: headersFile('https://shop.example.com'),
  });

  it('sends /api/ and /media/ to every instance, and the rest from the folder', () => {
    expect(conf).toContain('server 10.0.0.1:4321 max_fails=1 fail_timeout=5s;');
    expect(conf).toContain('server 10.0.0.2:4321 max_fails=1 fail_timeout=5s;');
    expect(conf).toMatch(/location \/api\/ \{\s+proxy_pass http:\/\/shop_api;/);
    expect(conf).toMatch(/location \/media\/ \{\s+proxy_pass http:\/\/shop_api;/);
    expect(conf).toContain('root /srv/site;');
  });

  it("draws unknown products, orders and reset links with their shell, and answers each language's 404 page", () => {
    const shells = new RegExp(conf.match(/location ~ (\S+) \{/)![1]!);
    expect('/product/481'.match(shells)?.[1]).toBe('/product');
    expect('/hy/product/edit/12'.match(shells)?.[1]).toBe('/hy/product/edit');
    expect('/ru/orders/Ab12cd'.match(shells)?.[1]).toBe('/ru/orders');
    expect('/shop/armenian-ceramics'.match(shells)).toBeNull();
    expect(conf).toContain('error_page 404 /hy/404/index.html;');
    expect(conf).toContain('error_page 404 /404.html;');
  });

  it('quotes header values so that nginx reads each as one', () => {
    expect(conf).toMatch(/add_header content-security-policy "[^"]*frame-ancestors 'none'[^"]*" always;/);
  });
});

describe('deploy/nginx-static.conf', () => {
  it('is the configuration the e2e test serves the shop through, for the documented production values', () => {
    const file = fs.readFileSync(path.join(projectDir, 'deploy/nginx-static.conf'), 'utf8');
    expect(file.slice(file.indexOf('upstream shop_api'))).toBe(nginxStaticSite(DEPLOYED_STATIC_SITE));
  });
});
