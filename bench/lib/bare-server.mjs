// Bare Fastify routes over a pg pool, with no framework of ours around them: the customers first
// page as the product finds it (the ratio goal of the bench), the same after what every request of
// the product must do first (verify the bearer token, look its session up by key:
// /first-page/authenticated), and the plain forms of the lists' speed-ups, which the product does
// not have:
//   /customers/plain, /applications/plain    the page, and count(*) beside it; ?name= is LIKE on
//                                            lower(name) (a trigram index makes it cheap)
//   /customers/cached, /applications/cached  the page, and the total cached in list_counts;
//                                            ?prepared=1 runs both as named prepared statements,
//                                            else PostgreSQL plans them on every request
// `node bench/lib/bare-server.mjs` (DATABASE_URL in the environment) serves them in a process of
// its own (`spawnBare`), whose CPU the bench measures apart from the API's and its own.
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import { spawn } from 'node:child_process';
import { webcrypto } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { stopProcess } from './api-server.mjs';

const CUSTOMER_COLUMNS = `c.id, c.name, c.mobile, c.email, c.status, c.organization_id, o.name as organization_name,
  c.documents_count, c.applications_count, c.pending_applications_count, c.created_at, c.created_by`;
const APPLICATION_COLUMNS = `a.id, a.customer_id, c.name as customer_name, c.mobile as customer_mobile,
  a.organization_id, o.name as organization, a.account_type, a.currency, a.branch_code, a.status,
  a.account_number, a.is_shadow, a.created_at, a.created_by, a.row_version, a.decline_reason, a.opening_error`;

/** The lists of the bench, each as its page query, count and cached total key for the filters given. */
const lists = {
  customers: ({ status, name }) => {
    const where = ['not c.is_deleted'];
    const values = [];
    if (status) where.push(`c.status = $${values.push(status)}`);
    if (name) where.push(`lower(c.name) like lower($${values.push(`%${name}%`)})`);
    const condition = where.join(' and ');
    return {
      page: `select ${CUSTOMER_COLUMNS} from customers c join organizations o on o.id = c.organization_id
             where ${condition} order by c.created_at desc, c.id asc limit 10 offset 0`,
      count: `select count(*)::int as n from customers c where ${condition}`,
      values,
      key: name ? null : status ? `customers:status:${status}` : 'customers',
    };
  },
  applications: ({ status }) => {
    const where = ['not a.is_deleted', 'not a.is_shadow'];
    const values = [];
    if (status) where.push(`a.status = $${values.push(status)}`);
    const condition = where.join(' and ');
    return {
      page: `select ${APPLICATION_COLUMNS} from applications a join customers c on c.id = a.customer_id
             join organizations o on o.id = a.organization_id
             where ${condition} order by a.created_at desc, a.id asc limit 10 offset 0`,
      count: `select count(*)::int as n from applications a where ${condition}`,
      values,
      key: `applications:main${status ? `:status:${status}` : ''}`,
    };
  },
};

// The session as the product reads it on every request (platform/auth/sessions.repository.ts):
// not ended, its user active, with the allowed networks of the person at the keyboard, and the
// session user as stored: name, flags, roles with their permissions, branch mappings.
const SESSION = `select s.id, s.user_id, s.token_id, s.expires_at, u.is_active, a.user_name as actor_name,
  (select coalesce(json_agg(o.allowed_networks), '[]'::json) from user_branches ub
     join organizations o on o.id = ub.organization_id
     where ub.user_id = coalesce(s.actor_user_id, s.user_id) and not ub.is_deleted and not o.is_deleted
       and cardinality(o.allowed_networks) > 0) as networks,
  u.user_name, u.is_sudo, u.reset_password,
  (select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'permissions', r.permissions)
     order by r.name), '[]'::json)
     from user_roles ur join roles r on r.id = ur.role_id and not r.is_deleted
     where ur.user_id = s.user_id) as roles,
  (select coalesce(json_agg(json_build_object('organizationId', ub.organization_id, 'branchCode', b.code)
     order by ub.created_at), '[]'::json)
     from user_branches ub join branches b on b.id = ub.branch_id
     where ub.user_id = s.user_id and not ub.is_deleted) as mappings
  from sessions s join users u on u.id = s.user_id left join users a on a.id = s.actor_user_id
  where s.id = $1 and s.ended_at is null`;

/** The product's token check (platform/auth/tokens.ts): HS256 pinned, issuer, audience, expiry. */
function tokenCheck(secret) {
  const key = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  return async (header) => {
    if (!header?.startsWith('Bearer ')) return null;
    try {
      const { payload } = await jwtVerify(header.slice(7), await key, {
        algorithms: ['HS256'],
        issuer: 'backoffice-console',
        audience: 'backoffice-console-web',
        requiredClaims: ['exp', 'iat', 'jti', 'sid', 'userId', 'userName'],
      });
      return payload;
    } catch {
      return null;
    }
  };
}

function bareApp(pool, { jwtSecret } = {}) {
  const app = Fastify({ logger: false });
  const answer = (items, n) => ({ items, totalItems: Number(n ?? 0) });
  // The customers first page as the product finds it: the page, and its cached total beside it.
  const firstPage = async () => {
    const [items, count] = await Promise.all([
      pool.query(`select ${CUSTOMER_COLUMNS} from customers c join organizations o on o.id = c.organization_id
                  where not c.is_deleted order by c.created_at desc, c.id asc limit 10 offset 0`),
      pool.query(`select sum(n)::int as n from list_counts where key = 'customers'`),
    ]);
    return answer(items.rows, count.rows[0]?.n);
  };
  app.get('/first-page', firstPage);
  if (jwtSecret) {
    const verify = tokenCheck(jwtSecret);
    app.get('/first-page/authenticated', async (req, reply) => {
      const claims = await verify(req.headers.authorization);
      const session = claims
        ? (await pool.query({ name: 'live_session', text: SESSION, values: [claims.sid] })).rows[0]
        : undefined;
      if (!session?.is_active || session.token_id !== claims.jti) return reply.code(401).send({});
      return firstPage();
    });
  }
  app.get('/:list/plain', async (req) => {
    const list = lists[req.params.list](req.query);
    const [items, count] = await Promise.all([
      pool.query(list.page, list.values),
      pool.query(list.count, list.values),
    ]);
    return answer(items.rows, count.rows[0]?.n);
  });
  app.get('/:list/cached', async (req) => {
    const list = lists[req.params.list](req.query);
    const named = (name) => (req.query.prepared ? { name: `${req.params.list}_${name}_${list.key}` } : {});
    const [items, count] = await Promise.all([
      pool.query({ ...named('page'), text: list.page, values: list.values }),
      pool.query({
        ...named('total'),
        text: 'select sum(n)::int as n from list_counts where key = $1',
        values: [list.key],
      }),
    ]);
    return answer(items.rows, count.rows[0]?.n);
  });
  return app;
}

/**
 * The bare routes served by a process of their own: `{ baseUrl, pid, stop() }`. With `jwtSecret`,
 * also /first-page/authenticated, which verifies tokens the API signed with that key.
 */
export async function spawnBare(url, { jwtSecret } = {}) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, DATABASE_URL: url, BARE_JWT_SECRET: jwtSecret },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('listening '));
      if (line) resolve(line.slice('listening '.length).trim());
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    baseUrl,
    pid: child.pid,
    stop: () => stopProcess(child),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  const app = bareApp(pool, { jwtSecret: process.env.BARE_JWT_SECRET });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`listening ${address}`);
  process.once('SIGTERM', () => void app.close().then(() => pool.end()));
}
