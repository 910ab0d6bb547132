import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { addressSchema } from '../../lib/account/address.ts';
import { AddressSchema } from '../../lib/api/address.ts';
import { MessageSchema } from '../../lib/api/error.ts';
import { ProfileSchema, UserListItemSchema, UserPageSchema } from '../../lib/api/profile.ts';
import { CARD_TYPES } from '../../lib/account/payment-card.ts';
import {
  clearSessionCookie,
  clientIp,
  parseBasic,
  requireRole,
  requireSelfOrAdmin,
  requireUser,
  setSessionCookie,
  tooManyAttempts,
  type AuthUser,
} from '../http/auth.ts';
import { badRequest, forbidden, HttpError, messageFor, said } from '../http/errors.ts';
import { messageLocale, requestLocale } from '../http/locale.ts';
import { noStore } from '../http/no-store.ts';
import { anySignIn, errorResponse } from '../http/openapi-answers.ts';
import { createRouter } from '../http/openapi-router.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../security/passwords.ts';
import { GRANTABLE_ROLES, roleChangeProblem, sameLogin } from '../security/roles.ts';
import type { Services } from '../services.ts';
import {
  changePassword,
  deleteUser,
  listUsers,
  registerUser,
  rememberLocale,
  requestPasswordReset,
  requireUserByLogin,
  resetPassword,
  setAddress,
  setPaymentMethod,
  setRole,
  updateNames,
} from '../services/users/accounts.ts';
import { checkPassword } from '../services/users/authenticate.ts';
import { buildProfile } from '../services/users/profile.ts';
import { createSession, revokeSession } from '../services/users/sessions.ts';
import { validationMessage } from '../http/validation-message.ts';

/**
 * Accounts: register, login, logout, me, names, password change and recovery, address,
 * payment method, delete, MODERATOR role, and the administrators' user list.
 * Every call checks role and owner on the server (src/server/http/auth.ts); every answer is `no-store`.
 */

// ---------- schemas ----------

const name = z.string().trim().min(1, 'api.fieldIsRequired').max(100);
const password = z
  .string()
  .refine((p) => [...p].length >= PASSWORD_MIN_LENGTH, `must have at least ${PASSWORD_MIN_LENGTH} characters`)
  .refine((p) => [...p].length <= PASSWORD_MAX_LENGTH, `must have at most ${PASSWORD_MAX_LENGTH} characters`);

const RegistrationSchema = z
  .object({
    login: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ error: 'api.loginNotEmail' })),
    password,
    firstName: name,
    lastName: name,
  })
  .openapi('Registration');

const NamesSchema = z
  .object({ firstName: name, lastName: name })
  .openapi({ description: 'Only the names are read; any other field (roles…) is ignored' });

/** The old client's names (cardtype, cardname, cardno, exdate) are accepted too. */
const PaymentMethodSchema = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const r = raw as Record<string, unknown>;
    return {
      cardType: r.cardType ?? r.cardtype,
      cardName: r.cardName ?? r.cardname,
      cardNumber: r.cardNumber ?? r.cardno,
      cvv: r.cvv,
      expiry: r.expiry ?? r.exdate,
    };
  },
  z.object({
    cardType: z.enum(CARD_TYPES),
    cardName: z.string().trim().min(1, 'api.fieldIsRequired').max(100),
    cardNumber: z.string().max(40),
    cvv: z.string().max(8),
    expiry: z.string().max(10).openapi({ example: '2027-04' }),
  }),
);

const loginParam = z.object({
  login: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .openapi({ param: { name: 'login', in: 'path' }, example: 'ani@example.com' }),
});

const xPassword = z.object({
  'x-password': password.openapi({ param: { name: 'x-password', in: 'header' }, description: 'The new password' }),
});

const sessionHeaders = {
  'X-Session-Token': {
    description: 'A fresh session token for `Authorization: Bearer`',
    schema: { type: 'string' as const },
  },
  'Set-Cookie': {
    description: 'The same session as an HttpOnly, SameSite=Lax cookie',
    schema: { type: 'string' as const },
  },
};

const signedIn = { 401: errorResponse('Not signed in') };
const ownerOnly = { ...signedIn, 403: errorResponse('Not the owner or an administrator') };
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

// ---------- routes ----------

const registerRoute = createRoute({
  method: 'post',
  path: '/users/register',
  operationId: 'register',
  tags: ['users'],
  summary: 'Create an account and sign in (answers the profile, sets the session cookie)',
  request: { body: { required: true, ...json(RegistrationSchema) } },
  responses: {
    201: { description: 'Created and signed in', headers: sessionHeaders, ...json(ProfileSchema) },
    400: errorResponse('Not an e-mail address, password length, missing field'),
    409: errorResponse('already exists ({login})'),
  },
});

const loginRoute = createRoute({
  method: 'post',
  path: '/users/login',
  operationId: 'login',
  tags: ['users'],
  summary: 'Sign in with `Authorization: Basic login:password`; a new session each time',
  security: [{ basic: [] }],
  responses: {
    200: { description: 'Signed in', headers: sessionHeaders, ...json(ProfileSchema) },
    400: errorResponse('No Basic credentials'),
    403: errorResponse('Invalid credentials!'),
    404: errorResponse('Account not found!'),
    429: errorResponse('Too many failed attempts (Retry-After says how many seconds to wait)'),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/users/logout',
  operationId: 'logout',
  security: anySignIn,
  tags: ['users'],
  summary: 'Revoke the current session and clear the cookie',
  responses: { 200: { description: 'Signed out', ...json(MessageSchema) } },
});

const meRoute = createRoute({
  method: 'get',
  path: '/users/me',
  operationId: 'getMyProfile',
  security: anySignIn,
  tags: ['users'],
  summary: "The caller's profile",
  responses: { 200: { description: 'Profile', ...json(ProfileSchema) }, ...signedIn },
});

const updateNamesRoute = createRoute({
  method: 'put',
  path: '/users',
  operationId: 'updateNames',
  security: anySignIn,
  tags: ['users'],
  summary: "Change the caller's first and last name",
  request: { body: { required: true, ...json(NamesSchema) } },
  responses: {
    200: { description: 'Profile', ...json(ProfileSchema) },
    400: errorResponse('Missing name'),
    ...signedIn,
  },
});

const changePasswordRoute = createRoute({
  method: 'put',
  path: '/users/password',
  operationId: 'changePassword',
  security: anySignIn,
  tags: ['users'],
  summary:
    'Change the password: the current one proves itself by Basic credentials or X-Current-Password; every session ends and the caller gets a fresh one',
  request: {
    headers: xPassword.extend({
      'x-current-password': z
        .string()
        .max(PASSWORD_MAX_LENGTH * 4)
        .optional()
        .openapi({
          param: { name: 'x-current-password', in: 'header' },
          description: 'Needed unless the call uses Basic credentials',
        }),
    }),
  },
  responses: {
    200: { description: 'Changed; new session', headers: sessionHeaders, ...json(ProfileSchema) },
    400: errorResponse('Password length'),
    ...signedIn,
    403: errorResponse('The current password is wrong'),
    429: errorResponse('Too many failed attempts'),
  },
});

const recoveryRequestRoute = createRoute({
  method: 'get',
  path: '/users/password/recovery/{email}',
  operationId: 'requestPasswordReset',
  tags: ['users'],
  summary: 'Mail a reset link (valid 1 hour, single use). Answers the same whether or not the address has an account',
  request: {
    params: z.object({
      email: z
        .string()
        .trim()
        .max(254)
        .pipe(z.email({ error: 'api.enterValidEmail' }))
        .openapi({ param: { name: 'email', in: 'path' } }),
    }),
  },
  responses: { 200: { description: 'Accepted', ...json(MessageSchema) }, 400: errorResponse('Not an e-mail address') },
});

const recoveryResetRoute = createRoute({
  method: 'put',
  path: '/users/password/recovery/{token}',
  operationId: 'resetPassword',
  tags: ['users'],
  summary: 'Set a new password with a reset token (from the mail); ends every session',
  request: {
    params: z.object({
      token: z
        .string()
        .max(200)
        .openapi({ param: { name: 'token', in: 'path' } }),
    }),
    headers: xPassword,
  },
  responses: {
    200: { description: 'Password set', ...json(MessageSchema) },
    400: errorResponse('Invalid, used or expired token; password length'),
  },
});

const addressRoute = createRoute({
  method: 'post',
  path: '/users/address/{login}',
  operationId: 'saveAddress',
  security: anySignIn,
  tags: ['users'],
  summary: 'Save the billing address (owner or administrator)',
  request: { params: loginParam, body: { required: true, ...json(AddressSchema) } },
  responses: {
    200: { description: 'Profile', ...json(ProfileSchema) },
    400: errorResponse('A field is missing or wrong'),
    ...ownerOnly,
    404: errorResponse('Account not found!'),
  },
});

const paymentRoute = createRoute({
  method: 'put',
  path: '/users/payment-method/{login}',
  operationId: 'savePaymentMethod',
  security: anySignIn,
  tags: ['users'],
  summary:
    'Save the payment card: Luhn-checked number (only the last 4 kept), CVV checked then discarded (owner or administrator)',
  request: { params: loginParam, body: { required: true, ...json(PaymentMethodSchema) } },
  responses: {
    200: { description: 'Profile', ...json(ProfileSchema) },
    400: errorResponse('Card not valid'),
    ...ownerOnly,
    404: errorResponse('Account not found!'),
  },
});

const deleteUserRoute = createRoute({
  method: 'delete',
  path: '/users/user/{login}',
  operationId: 'deleteUser',
  security: anySignIn,
  tags: ['users'],
  summary: 'Delete an account (the owner or an administrator; the last administrator stays)',
  request: { params: loginParam },
  responses: {
    200: { description: 'Deleted', ...json(MessageSchema) },
    ...ownerOnly,
    404: errorResponse('Account not found!'),
    409: errorResponse('The last administrator'),
  },
});

const roleParams = loginParam.extend({
  role: z.enum(GRANTABLE_ROLES).openapi({ param: { name: 'role', in: 'path' }, example: 'MODERATOR' }),
});

const roleRoute = (method: 'put' | 'delete') =>
  createRoute({
    method,
    path: '/users/user/{login}/role/{role}',
    operationId: method === 'put' ? 'grantRole' : 'revokeRole',
    security: anySignIn,
    tags: ['users'],
    summary: `${method === 'put' ? 'Grant' : 'Revoke'} MODERATOR (administrators only, never on themselves)`,
    request: { params: roleParams },
    responses: {
      200: { description: 'The user with their roles', ...json(UserListItemSchema.omit({ createdAt: true })) },
      ...signedIn,
      403: errorResponse('Not an administrator, or their own account'),
      404: errorResponse('Account not found!'),
    },
  });

const listRoute = createRoute({
  method: 'get',
  path: '/users',
  operationId: 'listUsers',
  security: anySignIn,
  tags: ['users'],
  summary: 'Search users by login or name (administrators)',
  request: {
    query: z.object({
      q: z.string().max(100).optional(),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
  },
  responses: {
    200: { description: 'A page of users', ...json(UserPageSchema) },
    ...signedIn,
    403: errorResponse('Not an administrator'),
  },
});

// ---------- handlers ----------

const jsonLimit = bodyLimit({
  maxSize: 16 * 1024,
  onError: (c) => c.json({ message: messageFor(c, said('api.bodyTooLarge', { size: 16 })) }, 413),
});

function startSession(c: Context, services: Services, token: string): void {
  setSessionCookie(c, token, services);
  c.header('X-Session-Token', token);
}

/** The target of a `{login}` route, after the owner/administrator check (so strangers get 403, not 404). */
async function ownedTarget(c: Context, services: Services, login: string): Promise<{ me: AuthUser; targetId: number }> {
  const me = requireSelfOrAdmin(c, login);
  if (sameLogin(me.login, login)) return { me, targetId: me.id };
  return { me, targetId: (await requireUserByLogin(services, login)).id };
}

export function usersRoutes(services: Services) {
  const router = createRouter();
  router.use('/users/*', noStore, jsonLimit);
  router.use('/users', noStore, jsonLimit);

  return router
    .openapi(registerRoute, async (c) => {
      const user = await registerUser(services, c.req.valid('json'), ['USER'], requestLocale(c) ?? 'en');
      startSession(c, services, await createSession(services, user.id));
      return c.json(await buildProfile(services, user.id, messageLocale(c)), 201);
    })
    .openapi(loginRoute, async (c) => {
      const credentials = parseBasic(c.req.header('authorization'));
      if (!credentials) throw badRequest(said('api.basicRequired'));
      const result = await checkPassword(services, credentials.login, credentials.password, clientIp(c, services));
      if (!result.ok) {
        if (result.reason === 'throttled') throw tooManyAttempts(result.retryAfterSeconds);
        if (result.reason === 'unknown') throw new HttpError(404, said('api.accountNotFound'));
        throw new HttpError(403, said('api.invalidCredentials'));
      }
      await rememberLocale(services, result.user.id, requestLocale(c));
      startSession(c, services, await createSession(services, result.user.id));
      return c.json(await buildProfile(services, result.user.id, messageLocale(c)), 200);
    })
    .openapi(logoutRoute, async (c) => {
      const me = c.get('user');
      if (me?.sessionTokenHash) await revokeSession(services, me.sessionTokenHash);
      clearSessionCookie(c, services);
      return c.json({ message: messageFor(c, said('api.signedOut')) }, 200);
    })
    .openapi(meRoute, async (c) => c.json(await buildProfile(services, requireUser(c).id, messageLocale(c)), 200))
    .openapi(updateNamesRoute, async (c) => {
      const me = requireUser(c);
      await updateNames(services, me.id, c.req.valid('json'));
      return c.json(await buildProfile(services, me.id, messageLocale(c)), 200);
    })
    .openapi(changePasswordRoute, async (c) => {
      const me = requireUser(c);
      const headers = c.req.valid('header');
      if (me.via !== 'basic') {
        const current = headers['x-current-password'];
        if (!current) throw badRequest(said('api.currentPasswordRequired'));
        const check = await checkPassword(services, me.login, current, clientIp(c, services));
        if (!check.ok) {
          if (check.reason === 'throttled') throw tooManyAttempts(check.retryAfterSeconds);
          throw forbidden(said('api.currentPasswordWrong'));
        }
      }
      const token = await changePassword(services, me.id, headers['x-password']);
      startSession(c, services, token);
      return c.json(await buildProfile(services, me.id, messageLocale(c)), 200);
    })
    .openapi(recoveryRequestRoute, async (c) => {
      await requestPasswordReset(services, c.req.valid('param').email, requestLocale(c));
      return c.json({ message: messageFor(c, said('api.resetLinkOnItsWay')) }, 200);
    })
    .openapi(recoveryResetRoute, async (c) => {
      await resetPassword(services, c.req.valid('param').token, c.req.valid('header')['x-password']);
      return c.json({ message: messageFor(c, said('api.passwordResetDone')) }, 200);
    })
    .openapi(addressRoute, async (c) => {
      const { targetId } = await ownedTarget(c, services, c.req.valid('param').login);
      const parsed = addressSchema(services.content.countries.map((x) => x.name)).safeParse(c.req.valid('json'));
      if (!parsed.success) throw badRequest(validationMessage(parsed.error));
      await setAddress(services, targetId, parsed.data);
      return c.json(await buildProfile(services, targetId, messageLocale(c)), 200);
    })
    .openapi(paymentRoute, async (c) => {
      const { targetId } = await ownedTarget(c, services, c.req.valid('param').login);
      await setPaymentMethod(services, targetId, c.req.valid('json'));
      return c.json(await buildProfile(services, targetId, messageLocale(c)), 200);
    })
    .openapi(deleteUserRoute, async (c) => {
      const login = c.req.valid('param').login;
      const me = requireSelfOrAdmin(c, login);
      await deleteUser(services, await requireUserByLogin(services, login));
      if (sameLogin(me.login, login)) clearSessionCookie(c, services);
      return c.json({ message: messageFor(c, said('api.accountDeleted')) }, 200);
    })
    .openapi(roleRoute('put'), async (c) => roleChange(c, services, true))
    .openapi(roleRoute('delete'), async (c) => roleChange(c, services, false))
    .openapi(listRoute, async (c) => {
      requireRole(c, 'ADMINISTRATOR');
      return c.json(await listUsers(services, c.req.valid('query')), 200);
    });
}

async function roleChange(c: Context, services: Services, granted: boolean) {
  const { login, role } = c.req.param() as { login: string; role: 'MODERATOR' };
  const me = requireUser(c);
  const problem = roleChangeProblem(me, login);
  if (problem) throw forbidden(problem);
  const target = await requireUserByLogin(services, login);
  await setRole(services, target, role, granted);
  const updated = await requireUserByLogin(services, login);
  return c.json(
    { login: updated.login, firstName: updated.firstName, lastName: updated.lastName, roles: updated.roles },
    200,
  );
}
