// drill:launch — a first production launch as docs/operations.md describes it, with the commands
// taken from the guide's own code blocks (each marked `<!-- launch-drill: <step> -->`), so guide and
// drill cannot drift: the images built on the stand-in base (as drill:container-image), compose.yaml
// started on an empty PostgreSQL 15, the holding page and /readyz, the first owner invited and
// signed in, Site settings and a brand made through the staff area's forms, every public route,
// the scheduled backup and one made now, the database broken and restored, a release with a
// request loop running (refused requests counted), `kill -9` of an API and of a site (recovery
// time, failed requests), and every container's log checked for lines that are not JSON and for
// the e-mail addresses used. Prints a step table and writes it to drills/results/launch.md.
//
// Docker here has no bridge (dockerd --bridge=none --iptables=false): every service runs with host
// networking on loopback, through an override file the drill writes. Two replicas of one service
// cannot share a port there, so the override runs the second API and the second site as services
// of their own (`api-2`, `site-2`) on ports of their own, nginx balances over the four loopback
// addresses, and the release runs deploy/release.sh with RELEASE_ORDER=stop-first over the four
// services. Everything else is compose.yaml as it is. docker-compose 1.29 (Debian's) runs it.
import "../scripts/runtime-node.mjs";
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { parse } from "yaml";
import { BASE_TAG, ensureBaseImage } from "./container-image/base-image.mjs";
import { connectDocker } from "./container-image/docker.mjs";
import { ensureStandIns } from "./launch/stand-ins.mjs";
import { cookiesOf, enrolSecondFactor, signInWithCode } from "./launch-safety/staff.mjs";
import { deployedSiteRoutes } from "./lib/discover.mjs";
import { DrillReport, runDrill } from "./lib/report.mjs";
import { freePort, repoRoot, sleep, tempDir } from "./lib/stack.mjs";

const SITE = "https://www.thalassa-launch.net";
const OWNER = {
  email: "owner@thalassa-launch.net",
  name: "Launch Owner",
  password: "launch-drill-owner-password",
};
const ADMIN_EMAIL = "info@thalassa-launch.net";
const EMAILS = [OWNER.email, ADMIN_EMAIL];
const PROJECT = "thalassalaunch";
const seconds = (from) => (Date.now() - from) / 1000;

/** The guide's marked blocks: step name → its command lines (comments, `git` and blank lines dropped). */
export function guideBlocks(text = readFileSync(join(repoRoot, "docs/operations.md"), "utf8")) {
  const blocks = {};
  for (const match of text.matchAll(/<!-- launch-drill: ([a-z-]+) -->\s*\n```sh\n([\s\S]*?)```/g)) {
    const joined = (match[2] ?? "").replace(/\\\n\s*/g, "");
    blocks[match[1]] = joined
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#") && !line.startsWith("git "));
  }
  return blocks;
}

async function startMailSink() {
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, done) {
      stream.on("end", () => done());
      stream.resume();
    },
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${port}`, close: () => server.close() };
}

/** As the host's TLS proxy would send it: the public host and scheme. */
const proxied = { "x-forwarded-host": new URL(SITE).host, "x-forwarded-proto": "https" };

/** Visitors: `clients` loops of GETs through nginx; counts answers that are not 200. */
function requestLoop(origin, paths, clients = 2) {
  const tally = { sent: 0, failed: 0, statuses: {}, errors: [] };
  let running = true;
  const loops = Array.from({ length: clients }, async (_, worker) => {
    let i = worker;
    while (running) {
      const path = paths[i++ % paths.length];
      tally.sent++;
      try {
        const response = await fetch(`${origin}${path}`, {
          headers: proxied,
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
        if (response.status !== 200) {
          tally.failed++;
          if (tally.errors.length < 10) tally.errors.push(`${path} → ${response.status}`);
        }
      } catch (error) {
        tally.failed++;
        if (tally.errors.length < 10) tally.errors.push(`${path} → ${error.cause?.code ?? error.message}`);
      }
    }
  });
  return {
    tally,
    async stop() {
      running = false;
      await Promise.all(loops);
      return tally;
    },
  };
}

await runDrill(new DrillReport("drill:launch"), async (report) => {
  const work = tempDir("launch");
  const docker = await connectDocker();
  if (spawnSync("sh", ["-c", "command -v docker-compose"]).status !== 0)
    spawnSync("sh", ["-c", "apt-get install -y -qq docker-compose"], { stdio: "inherit" });
  const steps = [];
  const blocks = guideBlocks();
  for (const name of ["start", "readyz", "first-owner", "backup", "restore", "upgrade"])
    if (!blocks[name])
      throw new Error(`docs/operations.md has no block marked <!-- launch-drill: ${name} -->`);

  // ── ports, settings, the host-network override ──
  const port = {};
  for (const name of ["postgres", "api", "api2", "site", "site2", "http", "internal"])
    port[name] = await freePort();
  const mail = await startMailSink();
  const apiKey = randomBytes(32).toString("hex");
  const envFile = (name, values) => {
    const file = join(work, name);
    writeFileSync(
      file,
      Object.entries(values)
        .map(([k, v]) => `${k}=${v}\n`)
        .join(""),
    );
    chmodSync(file, 0o600);
    return file;
  };
  const apiEnvFile = envFile("api.env", {
    API_KEY: apiKey,
    STAFF_AUTH_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_SITE_URL: SITE,
    SMTP_URL: mail.url,
    MAIL_FROM: "Thalassa Group <no-reply@thalassa-launch.net>",
    ENQUIRIES_EMAIL: "events@thalassa-launch.net",
    CATERING_EMAIL: "catering@thalassa-launch.net",
    CAREERS_EMAIL: "careers@thalassa-launch.net",
    GIFT_CARDS_EMAIL: "giftcards@thalassa-launch.net",
    PAYMENT_SANDBOX: "allow",
    LOG_LEVEL: "info",
  });
  const siteEnvFile = envFile("site.env", {
    API_KEY: apiKey,
    COOKIE_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_SITE_URL: SITE,
    ADMIN_EMAIL,
    LOG_LEVEL: "info",
  });
  const nginxDir = join(work, "nginx");
  mkdirSync(nginxDir, { recursive: true });
  writeFileSync(
    join(nginxDir, "thalassa.conf"),
    readFileSync(join(repoRoot, "deploy/nginx/thalassa.conf"), "utf8")
      .replace("listen 8080;", `listen 127.0.0.1:${port.http};`)
      .replace("listen 8081;", `listen 127.0.0.1:${port.internal};`),
  );
  const peers = (...ports) =>
    ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join(" ");
  writeFileSync(
    join(nginxDir, "upstreams.conf"),
    `# The launch drill's replicas on loopback (host networking), in place of Docker's DNS.
upstream thalassa_site { ${peers(port.site, port.site2)} }
upstream thalassa_api { ${peers(port.api, port.api2)} }
map $host $site_upstream { default http://thalassa_site; }
map $host $api_upstream { default http://thalassa_api; }
`,
  );
  const databaseUrl = `postgres://thalassa:\${POSTGRES_PASSWORD}@127.0.0.1:${port.postgres}/thalassa`;
  const compose = parse(readFileSync(join(repoRoot, "compose.yaml"), "utf8"), { merge: true });
  const hostBuild = (target) => ({
    context: ".",
    target,
    network: "host",
    args: { BASE_IMAGE: BASE_TAG },
  });
  const apiWiring = (apiPort) => ({
    DATABASE_URL: databaseUrl,
    API_HOST: "127.0.0.1",
    API_PORT: String(apiPort),
    TRUSTED_PROXIES: "loopback",
  });
  const siteWiring = (sitePort) => ({
    PORT: String(sitePort),
    HOST: "127.0.0.1",
    API_URL: `http://127.0.0.1:${port.internal}/api/v1`,
    SITE_TRUSTED_PROXIES: "loopback",
    SITE_INSTANCES: "2",
  });
  const sibling = (name, wiring) => {
    const { build: _build, deploy: _deploy, ...service } = structuredClone(compose.services[name]);
    return { ...service, network_mode: "host", environment: { ...service.environment, ...wiring } };
  };
  const override = {
    services: {
      postgres: {
        network_mode: "host",
        environment: { PGPORT: String(port.postgres), POSTGRES_LISTEN: "127.0.0.1" },
      },
      migrate: { network_mode: "host", build: hostBuild("api"), environment: apiWiring(port.api) },
      api: {
        network_mode: "host",
        build: hostBuild("api"),
        deploy: { replicas: 1 },
        environment: apiWiring(port.api),
      },
      "api-2": sibling("api", apiWiring(port.api2)),
      nginx: {
        network_mode: "host",
        volumes: [
          `${nginxDir}/thalassa.conf:/etc/nginx/conf.d/default.conf:ro`,
          `${nginxDir}/upstreams.conf:/etc/nginx/thalassa-upstreams.conf:ro`,
        ],
        healthcheck: {
          test: ["CMD", "curl", "-fsS", "-o", "/dev/null", `http://127.0.0.1:${port.internal}/nginx-health`],
        },
      },
      site: {
        network_mode: "host",
        build: hostBuild("site"),
        deploy: { replicas: 1 },
        environment: siteWiring(port.site),
      },
      "site-2": sibling("site", siteWiring(port.site2)),
      backup: {
        network_mode: "host",
        build: hostBuild("ops"),
        environment: { ...apiWiring(port.api), API_PORT: String(await freePort()) },
      },
    },
  };
  const overrideFile = join(work, "compose.drill.json");
  writeFileSync(overrideFile, JSON.stringify(override, null, 2));
  // compose.yaml as it is but for nginx's published port, which host networking refuses (an
  // override can add ports, not remove them).
  const { ports: _published, ...nginxWithoutPorts } = compose.services.nginx;
  const composeFile = join(work, "compose.yaml");
  writeFileSync(
    composeFile,
    JSON.stringify({ ...compose, services: { ...compose.services, nginx: nginxWithoutPorts } }, null, 2),
  );

  // `docker compose …` as the guide writes it, run by docker-compose 1.29 (no TTY: -T).
  const bin = join(work, "bin");
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    join(bin, "docker"),
    `#!/bin/sh
if [ "$1" = compose ]; then
  shift
  case "$1" in exec|run) sub=$1; shift; exec docker-compose --project-directory "${repoRoot}" "$sub" -T "$@";; esac
  exec docker-compose --project-directory "${repoRoot}" "$@"
fi
exec ${docker.binary} "$@"
`,
  );
  chmodSync(join(bin, "docker"), 0o755);
  const shellEnv = {
    ...docker.env,
    PATH: `${bin}:${process.env.PATH}`,
    COMPOSE_FILE: `${composeFile}:${overrideFile}`,
    COMPOSE_PROJECT_NAME: PROJECT,
    POSTGRES_PASSWORD: randomBytes(32).toString("hex"),
    BASE_IMAGE: BASE_TAG,
    THALASSA_TAG: "launch-1",
    THALASSA_API_ENV_FILE: apiEnvFile,
    THALASSA_SITE_ENV_FILE: siteEnvFile,
    BACKUP_EVERY: "2m",
    COMPOSE_HTTP_TIMEOUT: "300",
  };

  /** Runs one shell command as a step of the table. */
  const sh = (command, env = {}) => {
    const result = spawnSync("sh", ["-c", command], {
      cwd: repoRoot,
      env: { ...shellEnv, ...env },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    return { ok: result.status === 0, out: `${result.stdout ?? ""}${result.stderr ?? ""}` };
  };
  const record = (step, command, ok, result, from) => {
    steps.push({ step, command, ok, result, seconds: seconds(from) });
    report.check(`${step}: ${command}`, ok, result);
    return ok;
  };
  /** As sh, without blocking the event loop: the request loop keeps sending meanwhile. */
  const shAsync = (command, env = {}) =>
    new Promise((resolve) => {
      const child = spawn("sh", ["-c", command], { cwd: repoRoot, env: { ...shellEnv, ...env } });
      let out = "";
      child.stdout.on("data", (chunk) => {
        out += chunk;
      });
      child.stderr.on("data", (chunk) => {
        out += chunk;
      });
      child.on("close", (code) => resolve({ ok: code === 0, out }));
    });
  /**
   * The guide's block for `name`, every line in order (after `substitutions`); stops at the first
   * failure. `background: true` runs each line without blocking (while a request loop runs).
   */
  const runBlock = async (name, substitutions = [], env = {}, { background = false } = {}) => {
    const outputs = [];
    for (let line of blocks[name]) {
      for (const [from, to] of substitutions) line = line.split(from).join(to);
      const started = Date.now();
      const { ok, out } = background ? await shAsync(line, env) : sh(line, env);
      outputs.push(out);
      const last = out.trim().split("\n").filter(Boolean).slice(-1)[0] ?? "";
      record(name, line, ok, ok ? last.slice(0, 160) : out.trim().slice(-1500), started);
      if (!ok) return { ok: false, out: outputs.join("\n") };
    }
    return { ok: true, out: outputs.join("\n") };
  };
  const check = (step, what, ok, result, from = Date.now()) => record(step, what, ok, result, from);
  // By compose's labels, straight from Docker: docker-compose 1.x takes seconds a call on a busy host.
  const containerIds = (service) =>
    docker
      .run([
        "ps",
        "-aq",
        "--filter",
        `label=com.docker.compose.project=${PROJECT}`,
        "--filter",
        `label=com.docker.compose.service=${service}`,
      ])
      .trim()
      .split("\n")
      .filter(Boolean);
  const health = (id) =>
    docker
      .run([
        "inspect",
        "--format",
        "{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}",
        id,
      ])
      .trim();
  const waitFor = async (_what, probe, timeoutMs) => {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (await probe().catch(() => false)) return true;
      await sleep(250);
    }
    return false;
  };
  const front = `http://127.0.0.1:${port.http}`;
  const get = (path) =>
    fetch(`${front}${path}`, { headers: proxied, redirect: "manual", signal: AbortSignal.timeout(20_000) });
  const postForm = (url, fields, cookie) =>
    fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: SITE,
        ...proxied,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields),
      signal: AbortSignal.timeout(30_000),
    });

  try {
    sh("docker compose down -v --remove-orphans");
    // ── images ──
    report.section("Images: the stand-in base, PostgreSQL and nginx stand-ins");
    let started = Date.now();
    const base = ensureBaseImage(docker);
    const standIns = ensureStandIns(docker, join(work, "stand-ins"));
    check(
      "images",
      `stand-in ${BASE_TAG}, postgres:15-bookworm, nginx:1.27-bookworm`,
      true,
      [
        `base ${base.seconds ? `${base.seconds.toFixed(0)} s` : "cached"}`,
        ...Object.entries(standIns).map(([t, s]) => `${t} ${s ? `${s.toFixed(0)} s` : "cached"}`),
      ].join(", "),
      started,
    );

    // ── first deployment ──
    report.section("First deployment (guide: First deployment with compose)");
    if (!(await runBlock("start")).ok) return;
    for (const target of ["api", "site", "ops"]) {
      const bytes = Number(
        docker.run(["image", "inspect", "--format", "{{.Size}}", `thalassa-${target}:launch-1`]).trim(),
      );
      report.figure(`image thalassa-${target}`, `${(bytes / 1e6).toFixed(0)} MB`);
    }
    started = Date.now();
    const services = ["api", "api-2", "site", "site-2", "nginx", "backup"];
    const allHealthy = await waitFor(
      "every service healthy",
      async () =>
        services.every(
          (s) => containerIds(s).every((id) => health(id) === "healthy") && containerIds(s).length > 0,
        ),
      180_000,
    );
    check(
      "start",
      "every service healthy (api ×2, site ×2, nginx, backup)",
      allHealthy,
      services.map((s) => `${s} ${containerIds(s).map(health).join("/")}`).join(", "),
      started,
    );
    if (!allHealthy) return;

    // ── holding page ──
    report.section("Empty database: holding page and /readyz (guide: First content)");
    started = Date.now();
    const holding = await get("/");
    const holdingHtml = await holding.text();
    check(
      "holding page",
      "GET / through nginx",
      holding.status === 200 &&
        holdingHtml.includes("Our new website opens soon") &&
        /noindex/.test(holdingHtml),
      `${holding.status}, "Our new website opens soon": ${holdingHtml.includes("Our new website opens soon")}, noindex: ${/noindex/.test(holdingHtml)}`,
      started,
    );
    const readyz = await runBlock("readyz", [["site:3000", `127.0.0.1:${port.site}`]]);
    check(
      "readyz",
      "says what is missing",
      readyz.ok && /"site":"holding page"/.test(readyz.out) && /Site settings/.test(readyz.out),
      (readyz.out.trim().split("\n").pop() ?? "").slice(0, 200),
    );
    const hidden = await get("/readyz");
    check("readyz", "not public: GET /readyz through nginx", hidden.status === 404, String(hidden.status));

    // ── first owner ──
    report.section("First owner (guide: The first owner)");
    const invited = await runBlock("first-owner", [["owner@your-domain", OWNER.email]]);
    const link = /One-time link: (\S+)/.exec(invited.out)?.[1];
    if (!check("first-owner", "prints a one-time link", Boolean(link), link ? "" : invited.out.slice(-500)))
      return;
    started = Date.now();
    const accepted = await postForm(`${front}/staff/accept-invite`, {
      token: new URL(link).searchParams.get("token") ?? "",
      name: OWNER.name,
      password: OWNER.password,
    });
    const { secret } = await enrolSecondFactor(front, cookiesOf(accepted), OWNER.password, {
      post: postForm,
      withSecret: true,
    });
    const signedIn = await signInWithCode(front, OWNER, secret, { post: postForm });
    const cookie = signedIn.cookie;
    check(
      "first-owner",
      "accept the invitation, set up the authenticator app, sign in (forms through nginx)",
      [302, 303].includes(accepted.status) && Boolean(cookie),
      `accept ${accepted.status}, sign-in ${signedIn.passwordStatus} then ${signedIn.codeStatus}`,
      started,
    );
    const dashboard = await (await fetch(`${front}/staff`, { headers: { ...proxied, cookie } })).text();
    check(
      "first-owner",
      "the staff overview lists what is missing",
      dashboard.includes("Before the site opens") && dashboard.includes("Add the first brand"),
      "",
    );

    // ── first content through the staff forms ──
    report.section("First content through the staff area's forms");
    const saveForm = async (what, path, fields) => {
      const from = Date.now();
      const answer = await postForm(`${front}${path}`, fields, cookie);
      const body = answer.status >= 300 && answer.status < 400 ? "" : await answer.text();
      const refusal = /role="alert"[^>]*>([\s\S]{0,400}?)<\//.exec(body)?.[1] ?? body.slice(0, 300);
      return check(
        "first-content",
        `${what}: POST ${path}`,
        [302, 303].includes(answer.status),
        `${answer.status} ${answer.headers.get("location") ?? refusal}`,
        from,
      );
    };
    await saveForm("Site settings", "/staff/content/settings/new", {
      name: "Thalassa Group",
      domain: "www.thalassa-launch.net",
      email: ADMIN_EMAIL,
      phone: "+357 22 000 000",
      intent: "live",
    });
    await saveForm("the first brand", "/staff/content/brands/new", {
      name: "Harbour Taverna",
      type: "restaurant",
      order: "1",
      domain: "harbour.thalassa-launch.net",
      url: "harbour-taverna",
      intent: "live",
    });
    started = Date.now();
    const live = await waitFor(
      "the site goes live",
      async () => {
        const answer = await get("/");
        const html = await answer.text();
        return answer.status === 200 && !html.includes("Our new website opens soon");
      },
      30_000,
    );
    check("first-content", "GET / shows the site, not the holding page", live, "", started);

    // ── every public route ──
    const checkRoutes = async (step) => {
      const from = Date.now();
      const routes = await deployedSiteRoutes(`http://127.0.0.1:${port.api}/api/v1`, apiKey);
      const failing = [];
      const ask = async (route) => {
        const answer = await get(route).catch((error) => ({ status: 0, text: async () => String(error) }));
        const body = await answer.text();
        return { status: answer.status, holding: body.includes("Our new website opens soon") };
      };
      for (const route of routes) {
        let answer = await ask(route);
        // The other site replica forgets its cached holding page at its next content-version
        // poll (CONTENT_VERSION_POLL_MS, 500 ms): a route may show it for that long after the
        // first publish, never longer than the second the README promises.
        const since = Date.now();
        while (answer.status === 200 && answer.holding && Date.now() - since < 1000) {
          await sleep(100);
          answer = await ask(route);
        }
        if (answer.status !== 200 || answer.holding)
          failing.push(`${route} → ${answer.status}${answer.holding ? " (holding page)" : ""}`);
      }
      check(
        step,
        `every public route 200 through nginx (${routes.length} addresses)`,
        failing.length === 0,
        failing.join(", "),
        from,
      );
      return routes.filter(
        (route) => !route.startsWith("/staff") && !failing.some((f) => f.startsWith(`${route} `)),
      );
    };
    report.section("Every public route");
    const routes = await checkRoutes("routes");

    // ── backups ──
    report.section("Backups (guide: Backups)");
    started = Date.now();
    const scheduled = await waitFor(
      "a scheduled backup",
      async () => /\d{4}-\d\d-\d\d/.test(sh("docker compose exec backup ls /backups").out),
      150_000,
    );
    check(
      "backup",
      "the backup service's scheduled run left a dated folder (BACKUP_EVERY=2m)",
      scheduled,
      sh("docker compose exec backup ls /backups").out.trim().replace(/\n/g, " "),
      started,
    );
    const backedUp = await runBlock("backup");
    const folder = /into \/backups\/(\S+?) in /.exec(backedUp.out)?.[1];
    if (!check("backup", "names the folder it wrote", Boolean(folder), backedUp.out.slice(-300))) return;
    // The service keeps the newest backup of each day: its next scheduled run (every 2 minutes
    // here) prunes the one just made. Stopped now, as the restore stops it; the newest backup
    // then is the one to restore, as an operator would take it from `ls /backups`.
    sh("docker compose stop backup");
    const newest = sh("docker compose run --rm --no-deps --entrypoint ls backup /backups")
      .out.split(/\s+/)
      .filter((name) => /^\d{4}-\d\d-\d\d/.test(name))
      .sort()
      .at(-1);
    if (!check("backup", "the newest backup once the service stopped", Boolean(newest), newest ?? "none"))
      return;

    // ── break the database, restore ──
    report.section("Break the database, restore (guide: Restore)");
    started = Date.now();
    const broken = sh(
      `docker compose exec postgres psql -U thalassa -d thalassa -c 'TRUNCATE websites CASCADE'`,
    );
    const brokenReady = await waitFor(
      "the API notices",
      async () => /a brand/.test(await (await fetch(`http://127.0.0.1:${port.api}/readyz`)).text()),
      20_000,
    );
    check(
      "break",
      "TRUNCATE websites CASCADE: the API's /readyz misses a brand",
      broken.ok && brokenReady,
      broken.out.trim(),
      started,
    );
    const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, "");
    const restored = await runBlock("restore", [
      ["stop site api backup", "stop site site-2 api api-2 backup"],
      ["20261128", stamp],
      ["/backups/2026-11-27", `/backups/${newest}`],
    ]);
    if (!restored.ok) return;
    started = Date.now();
    const back = await waitFor(
      "the restored site",
      async () => {
        const answer = await get("/brands");
        return answer.status === 200 && (await answer.text()).includes("Harbour Taverna");
      },
      180_000,
    );
    check("restore", "the brand is back on /brands", back, "", started);
    const damaged = sh(
      `docker compose exec postgres psql -U thalassa -d postgres -Atc "select datname from pg_database where datname like 'thalassa_damaged_%'"`,
    );
    check(
      "restore",
      "the damaged database is kept",
      /thalassa_damaged_/.test(damaged.out),
      damaged.out.trim(),
    );
    await waitFor(
      "every service healthy again",
      async () =>
        services.every(
          (s) => containerIds(s).length > 0 && containerIds(s).every((id) => health(id) === "healthy"),
        ),
      180_000,
    );
    await checkRoutes("restore");

    // ── a release under load ──
    report.section("A release with visitors (guide: Upgrades, Releases without refused requests)");
    const visitorPaths = routes.filter((r) => !/\.(xml|txt|ics)$/.test(r)).slice(0, 12);
    let loop = requestLoop(front, visitorPaths);
    started = Date.now();
    // docker-compose 1.29 cannot create a one-off container with host networking while it starts
    // its dependencies ("conflicting options: hostname and the network mode"); they run already.
    const upgraded = await runBlock(
      "upgrade",
      [["run --rm migrate", "run --rm --no-deps migrate"]],
      {
        THALASSA_TAG: "launch-2",
        RELEASE_SERVICES: "api api-2 site site-2",
        RELEASE_ORDER: "stop-first",
      },
      { background: true },
    );
    let tally = await loop.stop();
    const releaseSeconds = seconds(started);
    const newImages = ["api", "api-2", "site", "site-2"].map((s) =>
      containerIds(s)
        .map((id) => docker.run(["inspect", "--format", "{{.Config.Image}}", id]).trim())
        .join(","),
    );
    check(
      "upgrade",
      "every replica runs the new image tag",
      upgraded.ok && newImages.every((image) => image.endsWith(":launch-2")),
      newImages.join(", "),
    );
    check(
      "upgrade",
      `requests refused during the release: ${tally.failed} of ${tally.sent}`,
      upgraded.ok && tally.failed === 0,
      `${JSON.stringify(tally.statuses)} ${tally.errors.join("; ")}`,
      started,
    );
    report.figure(
      "release (4 replicas, one at a time)",
      `${releaseSeconds.toFixed(0)} s, ${tally.failed} of ${tally.sent} requests failed`,
    );

    // ── kill -9 ──
    report.section("kill -9 of an API and of a site");
    for (const service of ["api", "site"]) {
      const [id] = containerIds(service);
      loop = requestLoop(front, visitorPaths);
      await sleep(1000);
      started = Date.now();
      // kill -9 of the container's main process from the host, as a crash or the OOM killer would:
      // `docker kill` counts as a manual stop, which the restart policy leaves stopped.
      process.kill(Number(docker.run(["inspect", "--format", "{{.State.Pid}}", id]).trim()), "SIGKILL");
      const recovered = await waitFor(
        "healthy again",
        async () => {
          const state = JSON.parse(docker.run(["inspect", "--format", "{{json .State}}", id]));
          return state.Running && state.Health?.Status === "healthy" && Date.now() - started > 1000;
        },
        120_000,
      );
      const recovery = seconds(started);
      await sleep(1000);
      tally = await loop.stop();
      const restarts = docker.run(["inspect", "--format", "{{.RestartCount}}", id]).trim();
      check(
        "kill -9",
        `kill -9 of ${service}'s main process: restarted and healthy in ${recovery.toFixed(1)} s; ${tally.failed} of ${tally.sent} requests failed`,
        recovered && tally.failed === 0,
        `restart count ${restarts}; ${JSON.stringify(tally.statuses)} ${tally.errors.join("; ")}`,
        started,
      );
      report.figure(
        `kill -9 ${service}: back healthy`,
        `${recovery.toFixed(1)} s, ${tally.failed} of ${tally.sent} requests failed`,
      );
    }

    // ── memory, logs ──
    report.section("Memory and logs");
    const stats = sh(`docker stats --no-stream --format '{{.Name}} {{.MemUsage}}'`).out.trim();
    for (const line of stats.split("\n")) {
      const [name, usage] = line.split(" ", 2);
      if (name?.startsWith(PROJECT)) report.figure(`memory ${name.replace(`${PROJECT}_`, "")}`, usage);
    }
    started = Date.now();
    const ours = [];
    const third = [];
    const personal = [];
    for (const service of ["migrate", "api", "api-2", "site", "site-2", "backup", "nginx", "postgres"]) {
      for (const id of containerIds(service)) {
        const logs = spawnSync(docker.binary, ["logs", id], {
          env: docker.env,
          encoding: "utf8",
          maxBuffer: 256 * 1024 * 1024,
        });
        const lines = `${logs.stdout}\n${logs.stderr}`.split("\n").filter((line) => line.trim());
        const notJson = lines.filter((line) => {
          try {
            return typeof JSON.parse(line) !== "object";
          } catch {
            return true;
          }
        });
        // nginx's error log and PostgreSQL have formats of their own; the release step prints the
        // operator's sentence ("Migrations applied on PostgreSQL in … ms.").
        (["nginx", "postgres", "migrate"].includes(service) ? third : ours).push([
          service,
          lines.length,
          notJson,
        ]);
        for (const line of lines)
          if (EMAILS.some((email) => line.includes(email)))
            personal.push(`${service}: ${line.slice(0, 200)}`);
      }
    }
    const oursBad = ours.filter(([, , bad]) => bad.length);
    check(
      "logs",
      `every line of the API, site and backup containers is JSON (${ours.reduce((n, [, c]) => n + c, 0)} lines)`,
      oursBad.length === 0,
      oursBad.map(([s, , bad]) => `${s}: ${bad.length} e.g. ${bad[0].slice(0, 160)}`).join("; "),
      started,
    );
    for (const [service, count, bad] of third)
      report.figure(
        `${service} log lines not JSON (its own format)`,
        `${bad.length} of ${count}${bad[0] ? `, e.g. ${bad[0].slice(0, 120)}` : ""}`,
      );
    check(
      "logs",
      `no log line holds an e-mail address used (${EMAILS.join(", ")})`,
      personal.length === 0,
      personal.slice(0, 3).join(" | "),
    );
  } finally {
    const table = [
      "| Step | Command | Result | Time |",
      "| ---- | ------- | ------ | ---- |",
      ...steps.map(
        (s) =>
          `| ${s.step} | \`${s.command.replace(/\|/g, "\\|").replace(/`/g, "'")}\` | ${s.ok ? "ok" : "**FAILED**"}${s.result ? `: ${s.result.replace(/\n/g, " ").replace(/\|/g, "\\|").slice(0, 200)}` : ""} | ${s.seconds.toFixed(1)} s |`,
      ),
    ].join("\n");
    console.log(`\n${table}`);
    const figures = report.figures.map(([label, value]) => `- ${label}: ${value}`).join("\n");
    mkdirSync(join(repoRoot, "drills/results"), { recursive: true });
    writeFileSync(
      join(repoRoot, "drills/results/launch.md"),
      `# Launch drill (\`npm run drill:launch\`)\n\nRun of ${new Date().toISOString()} on ${spawnSync("nproc", { encoding: "utf8" }).stdout.trim()} shared cores; ${report.passed} passed, ${report.failed} failed.\n\n${table}\n\n## Figures\n\n${figures}\n`,
    );
    if (!process.env.DRILL_KEEP) sh("docker compose down -v --remove-orphans");
    mail.close();
    await docker.stop();
  }
});
