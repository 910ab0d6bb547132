// `npm run admin -- --email you@example.com [--password P] [--first-name F] [--last-name L]`
// Creates an ADMINISTRATOR account, or promotes an existing one (and sets its password when one is given).
// Without --password a new account gets a generated password, printed once. While the shop runs, the shop does it.
import { configFromEnvironment } from '../src/server/config.ts';
import { withShopOrDatabase } from '../src/server/control/cli.ts';
import { ensureAdmin, type EnsureAdminResult } from '../src/server/services/users/admin.ts';
import { parseCommandLine } from './command-line.ts';

const usage =
  'Usage: npm run admin -- --email you@example.com [--password "at least 8 characters"] [--first-name F] [--last-name L]';

const { values: args } = parseCommandLine(
  {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
  usage,
);
if (!args.email) {
  console.log(usage);
  process.exit(2);
}

const config = configFromEnvironment();
const request = {
  email: args.email,
  password: args.password,
  firstName: args['first-name'],
  lastName: args['last-name'],
};
try {
  const result = await withShopOrDatabase(config, 'admin', {
    // The running shop makes the change itself, so it takes effect at once and nothing opens its database twice.
    viaShop: (shop) => shop.call<EnsureAdminResult>('/admin', request),
    direct: (database) => ensureAdmin({ database, now: () => new Date() }, request),
  });
  if (result.created) console.log(`Created administrator ${result.login}.`);
  else if (result.promoted) console.log(`Promoted ${result.login} to administrator.`);
  else console.log(`${result.login} already is an administrator.`);
  if (!result.created && result.passwordChanged) console.log('Its password was changed and its sessions ended.');
  if (result.generatedPassword)
    console.log(`Password (shown once, change it on /account): ${result.generatedPassword}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
