import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createThrowAwayDatabase } from '../../../scripts/bench/throw-away-database.ts';
import { buildsDirFor } from '../../../src/server/site/builds.ts';
import { nginxStaticSite, type StaticSiteOptions } from '../../../src/server/site/nginx-static.ts';
import { e2eAdmin } from './env.ts';
import { stopProcess } from './stop-process.ts';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const NGINX = '/usr/sbin/nginx';

/**
 * The shop as a CDN would serve it: the folder `npm run build -- --out` writes, behind nginx, with /api and /media
 * proxied to API instances. On PostgreSQL (TEST_DATABASE_URL) two instances share a throw-away database and one
 * media folder; on PGlite the shop is one process, so one instance.
 */
export interface StaticCluster {
  url: string;
  /** The instances' own addresses, to check what each one answers. */
  instances: string[];
  /** Another nginx on `port` serving the same folder over some of the instances (stopped with the cluster). */
  proxyTo(port: number, instances: string[]): Promise<string>;
  stop(): Promise<void>;
}

export interface StaticClusterOptions {
  /** Build the static folder from the live API (default); without it nginx serves an empty folder (API benches). */
  site?: boolean;
  /** The PostgreSQL server for the throw-away database (default TEST_DATABASE_URL); none: PGlite, one instance. */
  databaseBaseUrl?: string;
  /** More variables for the instances and the build, e.g. PUBLIC_API_URL. */
  env?: NodeJS.ProcessEnv;
  /** 'on-request': no seed picture is drawn until asked for (API benches: no drawing measured as the shop's). */
  seedPictures?: 'background' | 'on-request';
}

interface Child {
  process: ChildProcess;
  log: string[];
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const log: string[] = [];
  const child = spawn(command, args, { cwd: projectDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return { process: child, log };
}

async function until(what: string, child: Child, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (child.process.exitCode !== null)
      throw new Error(`${what} exited with ${child.process.exitCode}:\n${child.log.join('')}`);
    if (Date.now() > deadline)
      throw new Error(`${what} did not get ready in time:\n${child.log.join('').slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** An API instance: the `npm start` runtime without a site build of its own (pages come from the static folder). */
function startInstance(env: NodeJS.ProcessEnv, seedPictures: StaticClusterOptions['seedPictures']): Child {
  const runtime = path.join(projectDir, 'src/server/runtime.ts');
  const config = path.join(projectDir, 'src/server/config.ts');
  const code = `
    import { loadConfig } from ${JSON.stringify(config)};
    import { startShop } from ${JSON.stringify(runtime)};
    const shop = await startShop(loadConfig(process.env), {
      build: 'never',
      banner: false,
      seedPictures: ${JSON.stringify(seedPictures ?? 'background')},
    });
    for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void shop.close(5000).then(() => process.exit(0)));
  `;
  return start(process.execPath, ['--input-type=module', '-e', code], env);
}

/** A whole nginx configuration around one site (its own pid, logs and temp folders under `work`). */
function nginxConf(work: string, name: string, site: StaticSiteOptions): string {
  return `daemon off;
pid ${work}/${name}.pid;
error_log ${work}/${name}-error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${work}/${name}-client-body;
    proxy_temp_path ${work}/${name}-proxy;
    fastcgi_temp_path ${work}/${name}-fastcgi;
    uwsgi_temp_path ${work}/${name}-uwsgi;
    scgi_temp_path ${work}/${name}-scgi;
${nginxStaticSite(site)}
}
`;
}

export async function startStaticCluster(
  nginxPort: number,
  instancePorts: number[],
  options: StaticClusterOptions = {},
): Promise<StaticCluster> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `shop-static-${nginxPort}-`));
  // nginx's workers run as an unprivileged user when it is started as root: they must be able to read the site.
  fs.chmodSync(work, 0o755);
  const siteDir = path.join(work, 'site');
  const sharedMedia = path.join(work, 'media');
  fs.mkdirSync(sharedMedia);
  const url = `http://127.0.0.1:${nginxPort}`;
  const base = 'databaseBaseUrl' in options ? options.databaseBaseUrl : process.env.TEST_DATABASE_URL;
  const database = base ? await createThrowAwayDatabase(base, 'shop_static') : null;
  const ports = database ? instancePorts : instancePorts.slice(0, 1);
  const children: Child[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => stopProcess(child.process)));
    await database?.drop().catch(() => {});
    fs.rmSync(buildsDirFor(siteDir, projectDir), { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    const common: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      ASTRO_TELEMETRY_DISABLED: '1',
      ...options.env,
    };
    for (const name of ['CATALOG_API_URL', 'CI_REBUILD_HOOK_URL', 'BACKUP_DIR']) delete common[name];
    const instances: string[] = [];
    for (const [i, port] of ports.entries()) {
      // One media folder for all: each instance's DATA_DIR/media points at it, as README "Scaling out" says.
      const dataDir = path.join(work, `instance-${i}`);
      fs.mkdirSync(dataDir);
      fs.symlinkSync(sharedMedia, path.join(dataDir, 'media'));
      const child = startInstance(
        {
          ...common,
          PORT: String(port),
          DATA_DIR: dataDir,
          DIST_DIR: path.join(dataDir, 'dist'),
          DATABASE_URL: database?.url ?? '',
          PUBLIC_SITE_URL: url,
          TRUST_PROXY: '1',
          SHOP_ADMIN_EMAIL: e2eAdmin.email,
          SHOP_ADMIN_PASSWORD: e2eAdmin.password,
          LOG_LEVEL: 'error',
        },
        options.seedPictures,
      );
      children.push(child);
      const address = `http://127.0.0.1:${port}`;
      await until(`API instance ${i + 1}`, child, async () => (await fetch(`${address}/api/health`)).ok, 5 * 60_000);
      instances.push(address);
    }

    // The deployable folder, built from the live API as the scheduled workflow builds it.
    if (options.site === false) {
      fs.mkdirSync(siteDir);
      fs.writeFileSync(path.join(siteDir, '_headers'), '');
    } else {
      const build = start(process.execPath, ['scripts/build-catalog.ts', '--out', siteDir], {
        ...common,
        CATALOG_API_URL: `${instances[0]}/api`,
        PUBLIC_SITE_URL: url,
        DATA_DIR: path.join(work, 'build-data'),
        DIST_DIR: path.join(work, 'build-dist'),
        LOG_LEVEL: 'error',
      });
      children.push(build);
      const built = await new Promise<number | null>((resolve) => build.process.once('exit', resolve));
      if (built !== 0) throw new Error(`npm run build -- --out failed (${built}):\n${build.log.join('').slice(-4000)}`);
    }

    const proxyTo = async (port: number, over: string[]): Promise<string> => {
      const name = `nginx-${port}`;
      fs.writeFileSync(
        path.join(work, `${name}.conf`),
        nginxConf(work, name, {
          root: siteDir,
          listen: `127.0.0.1:${port}`,
          serverName: '127.0.0.1',
          instances: over.map((i) => i.replace('http://', '')),
          headersFile: fs.readFileSync(path.join(siteDir, '_headers'), 'utf8'),
        }),
      );
      const nginx = start(NGINX, ['-p', work, '-c', path.join(work, `${name}.conf`)], common);
      children.push(nginx);
      const address = `http://127.0.0.1:${port}`;
      await until('nginx', nginx, async () => (await fetch(`${address}/api/health`)).ok, 30_000);
      return address;
    };
    await proxyTo(nginxPort, instances);
    return { url, instances, proxyTo, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
