import { readFileSync } from "node:fs";
import { SECRET_SETTINGS } from "@thalassa/contract/settings-source";
import { describe, expect, it } from "vitest";
import { apiSettingNames, siteSettingNames } from "../settings-names.ts";
import { here, type K8sObject, readObjects, renderKustomization, strategicMerge } from "./render.ts";

type Validator = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; message?: string }[] | null;
};

/** The schema validator kubernetes-models compiled for one kind (Kubernetes 1.27's OpenAPI schemas). */
async function validatorFor(object: K8sObject): Promise<Validator> {
  const [group, version] = object.apiVersion.includes("/")
    ? (object.apiVersion.split("/") as [string, string])
    : ["core", object.apiVersion];
  const groupName = (group.split(".")[0] as string).replace(/^./, (c) => c.toUpperCase());
  const versionName = version.replace(/^./, (c) => c.toUpperCase());
  const module = (await import(
    `kubernetes-models/_schemas/IoK8sApi${groupName}${versionName}${object.kind}`
  )) as { validate: Validator };
  return module.validate;
}

/** Wraps an object so every property the validator reads is recorded. */
function tracked(value: unknown, path: string, seen: Set<string>): unknown {
  if (value === null || typeof value !== "object") return value;
  return new Proxy(value, {
    get(target, key, receiver) {
      const found = Reflect.get(target, key, receiver);
      if (typeof key !== "string") return found;
      seen.add(`${path}/${key}`);
      return tracked(found, `${path}/${key}`, seen);
    },
  });
}

function fieldPaths(value: unknown, path: string, out: string[] = []): string[] {
  if (value === null || typeof value !== "object") return out;
  for (const [key, child] of Object.entries(value)) {
    out.push(`${path}/${key}`);
    fieldPaths(child, `${path}/${key}`, out);
  }
  return out;
}

/**
 * What is wrong with an object by its kind's schema: the schema's own errors (types, required
 * fields, quantities) and every field the schema does not know (a misspelt `readinesProbe`), found
 * as the fields its validator never read.
 */
async function schemaProblems(object: K8sObject): Promise<string[]> {
  let validate: Validator;
  try {
    validate = await validatorFor(object);
  } catch {
    return [`${object.apiVersion} ${object.kind} is not a Kubernetes kind`];
  }
  const seen = new Set<string>();
  const problems: string[] = [];
  if (!validate(tracked(object, "", seen)))
    for (const error of validate.errors ?? []) problems.push(`${error.instancePath} ${error.message}`);
  for (const path of fieldPaths(object, "")) if (!seen.has(path)) problems.push(`${path}: unknown field`);
  return problems.map((p) => `${object.kind} ${object.metadata?.name}: ${p}`);
}

type Container = {
  name: string;
  image: string;
  command?: string[];
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string } }[];
  ports?: { name?: string; containerPort: number }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  volumeMounts?: { name: string; mountPath: string }[];
};
type PodSpec = {
  containers: Container[];
  volumes?: { name: string; secret?: { secretName: string; items?: { key: string; path: string }[] } }[];
};
type Workload = K8sObject & {
  spec: {
    replicas?: number;
    selector?: { matchLabels: Record<string, string> };
    template: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
  };
};

const MIB: Record<string, number> = { Mi: 1, Gi: 1024 };
const mebibytes = (quantity: string) => {
  const match = /^(\d+)(Mi|Gi)$/.exec(quantity);
  if (!match) throw new Error(`memory ${quantity}: write it in Mi or Gi`);
  return Number(match[1]) * (MIB[match[2] as string] as number);
};
const cpus = (quantity: string) =>
  quantity.endsWith("m") ? Number(quantity.slice(0, -1)) / 1000 : Number(quantity);

const find = <T extends K8sObject = K8sObject>(objects: K8sObject[], kind: string, name: string) => {
  const object = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!object) throw new Error(`no ${kind} ${name}`);
  return object as T;
};
const configData = (objects: K8sObject[], name: string) =>
  (find(objects, "ConfigMap", name) as K8sObject & { data: Record<string, string> }).data;

const secrets = readObjects(here("base/secret.example.yaml")) as (K8sObject & {
  stringData: Record<string, string>;
})[];

/** The server and setting names behind each ConfigMap and Secret of the same name. */
const readers: Record<string, () => string[]> = {
  "thalassa-api": apiSettingNames,
  "thalassa-site": siteSettingNames,
};

const base = renderKustomization(here("base"));
const production = renderKustomization(here("overlays/production"));

describe.each([
  ["the base", base],
  ["the production overlay", production],
])("Kubernetes manifests: %s", (_name, objects) => {
  it("are valid by the Kubernetes schemas, with no unknown field", async () => {
    expect(objects.length).toBeGreaterThanOrEqual(12);
    const problems = (await Promise.all(objects.map(schemaProblems))).flat();
    expect(problems).toEqual([]);
  });

  it("probe /livez for liveness and /readyz for readiness, and give every container requests and limits", () => {
    for (const name of ["thalassa-api", "thalassa-site"]) {
      const [container] = find<Workload>(objects, "Deployment", name).spec.template.spec.containers;
      expect(container?.livenessProbe?.httpGet?.path, name).toBe("/livez");
      expect(container?.readinessProbe?.httpGet?.path, name).toBe("/readyz");
      const port = container?.readinessProbe?.httpGet?.port;
      expect(
        container?.ports?.some((p) => p.name === port || p.containerPort === port),
        name,
      ).toBe(true);
    }
    for (const workload of objects.filter((o) => o.kind === "Deployment" || o.kind === "Job") as Workload[])
      for (const container of workload.spec.template.spec.containers) {
        expect(container.resources?.requests?.memory, workload.metadata.name).toBeDefined();
        expect(container.resources?.requests?.cpu, workload.metadata.name).toBeDefined();
        expect(container.resources?.limits?.memory, workload.metadata.name).toBeDefined();
      }
  });

  it("give the API and the site the memory measured under load (API 90–250 MiB, about 70 MiB a site worker)", () => {
    const api = find<Workload>(objects, "Deployment", "thalassa-api").spec.template.spec
      .containers[0] as Container;
    expect(mebibytes(api.resources?.requests?.memory as string)).toBeGreaterThanOrEqual(90);
    expect(mebibytes(api.resources?.limits?.memory as string)).toBeGreaterThan(250);
    const site = find<Workload>(objects, "Deployment", "thalassa-site").spec.template.spec
      .containers[0] as Container;
    const workers = Number(configData(objects, "thalassa-site").SITE_WORKERS);
    expect(workers).toBeGreaterThanOrEqual(1);
    // The workers, the primary, and each worker's page cache (PAGE_CACHE_MIB, 64 by default) filling up.
    const cacheMib = Number(configData(objects, "thalassa-site").PAGE_CACHE_MIB ?? 64);
    expect(mebibytes(site.resources?.limits?.memory as string)).toBeGreaterThanOrEqual(
      70 * (workers + 1) + (cacheMib * workers) / 2,
    );
    // No more workers than the pod may use cores.
    expect(cpus(site.resources?.limits?.cpu as string)).toBeGreaterThanOrEqual(workers);
  });

  it("keep every Deployment available through a drain: a PodDisruptionBudget and a Service that select its pods", () => {
    for (const deployment of objects.filter((o) => o.kind === "Deployment") as Workload[]) {
      const podLabels = deployment.spec.template.metadata?.labels ?? {};
      const selects = (selector: Record<string, string> | undefined) =>
        selector !== undefined && Object.entries(selector).every(([k, v]) => podLabels[k] === v);
      expect(Object.entries(deployment.spec.selector?.matchLabels ?? {}).length).toBeGreaterThan(0);
      expect(selects(deployment.spec.selector?.matchLabels), deployment.metadata.name).toBe(true);
      const budget = objects.find(
        (o) =>
          o.kind === "PodDisruptionBudget" && selects((o.spec as Workload["spec"]).selector?.matchLabels),
      ) as (K8sObject & { spec: { minAvailable?: number } }) | undefined;
      expect(budget, `${deployment.metadata.name} has a PodDisruptionBudget`).toBeDefined();
      expect(budget?.spec.minAvailable).toBeLessThan(deployment.spec.replicas ?? 1);
      const service = objects.find(
        (o) => o.kind === "Service" && selects((o.spec as { selector?: Record<string, string> }).selector),
      ) as (K8sObject & { spec: { ports: { targetPort: string }[] } }) | undefined;
      expect(service, `${deployment.metadata.name} has a Service`).toBeDefined();
      const ports = deployment.spec.template.spec.containers.flatMap((c) => c.ports ?? []).map((p) => p.name);
      for (const port of service?.spec.ports ?? []) expect(ports).toContain(port.targetPort);
      expect(
        (deployment.spec as { strategy?: { rollingUpdate?: { maxUnavailable?: number } } }).strategy
          ?.rollingUpdate?.maxUnavailable,
      ).toBe(0);
    }
  });

  it("run the release step as a Job: `node dist/migrate.js` from the API's own image, never restarted in place", () => {
    const job = find<Workload>(objects, "Job", "thalassa-migrate");
    const [container] = job.spec.template.spec.containers;
    expect(container?.command).toEqual(["node", "dist/migrate.js"]);
    const [api] = find<Workload>(objects, "Deployment", "thalassa-api").spec.template.spec.containers;
    expect(container?.image).toBe(api?.image);
    expect((job.spec.template.spec as { restartPolicy?: string }).restartPolicy).toBe("Never");
    // The guide's release applies the settings, then the Job, by these labels, before anything else.
    const component = (o: K8sObject) => o.metadata.labels?.["app.kubernetes.io/component"];
    expect(objects.filter((o) => component(o) === "config").map((o) => o.kind)).toEqual([
      "ConfigMap",
      "ConfigMap",
    ]);
    expect(objects.filter((o) => component(o) === "migrate").map((o) => o.kind)).toEqual(["Job"]);
    const guide = readFileSync(here("../../docs/operations.md"), "utf8");
    expect(guide).toContain("-l app.kubernetes.io/component=config");
    expect(guide).toContain("-l app.kubernetes.io/component=migrate");
    // The Dockerfile's images run it so (compose's migrate service does the same).
    expect(readFileSync(here("../../compose.yaml"), "utf8")).toContain(
      'command: ["node", "dist/migrate.js"]',
    );
  });

  it("give secrets only as files from the Secrets of secret.example.yaml, each a setting its server reads", () => {
    for (const workload of objects.filter((o) => o.kind === "Deployment" || o.kind === "Job") as Workload[]) {
      const pod = workload.spec.template.spec;
      for (const container of pod.containers) {
        const config = container.envFrom?.[0]?.configMapRef?.name as string;
        const reads = readers[config];
        expect(reads, `${workload.metadata.name} reads a known ConfigMap`).toBeDefined();
        for (const variable of container.env ?? []) {
          expect(
            SECRET_SETTINGS as readonly string[],
            `${variable.name} is no secret: put it in the ConfigMap`,
          ).toContain(variable.name.replace(/_FILE$/, ""));
          expect(variable.name, "a secret as a plain value").toMatch(/_FILE$/);
          const setting = variable.name.replace(/_FILE$/, "");
          expect(reads?.(), `${workload.metadata.name} does not read ${setting}`).toContain(setting);
          const mount = (container.volumeMounts ?? []).find((m) =>
            variable.value?.startsWith(`${m.mountPath}/`),
          );
          const volume = pod.volumes?.find((v) => v.name === mount?.name);
          expect(volume?.secret, `${variable.name} names a file in a mounted Secret`).toBeDefined();
          const secret = secrets.find((s) => s.metadata.name === volume?.secret?.secretName);
          expect(secret, `Secret ${volume?.secret?.secretName} in secret.example.yaml`).toBeDefined();
          const key = variable.value?.slice(`${mount?.mountPath}/`.length) as string;
          const items = volume?.secret?.items;
          const sourceKey = items ? items.find((i) => i.path === key)?.key : key;
          expect(Object.keys(secret?.stringData ?? {}), `${variable.name} → ${key}`).toContain(sourceKey);
        }
      }
    }
  });

  it("set in each ConfigMap only settings its server reads, and no secret", () => {
    for (const [name, reads] of Object.entries(readers)) {
      const keys = Object.keys(configData(objects, name));
      expect(
        keys.filter((key) => !reads().includes(key)),
        name,
      ).toEqual([]);
      expect(
        keys.filter((key) => (SECRET_SETTINGS as readonly string[]).includes(key)),
        name,
      ).toEqual([]);
    }
    expect(configData(objects, "thalassa-api").SEED_DEMO_CONTENT).toBe("never");
    // Above one site pod, the sites must share COOKIE_SECRET: SITE_INSTANCES says so.
    const sites = find<Workload>(objects, "Deployment", "thalassa-site").spec.replicas ?? 1;
    expect(Number(configData(objects, "thalassa-site").SITE_INSTANCES)).toBe(sites);
  });

  it("publish the site with the guide's page cache and the payment callback, and refuse /metrics, /livez, /readyz outside", () => {
    const ingresses = objects.filter((o) => o.kind === "Ingress") as (K8sObject & {
      metadata: { annotations?: Record<string, string> };
      spec: {
        rules: {
          host: string;
          http: { paths: { path: string; pathType: string; backend: { service: { name: string } } }[] };
        }[];
      };
    })[];
    const routes = ingresses.flatMap((ingress) =>
      ingress.spec.rules.flatMap((rule) =>
        rule.http.paths.map((path) => ({ ingress, host: rule.host, ...path })),
      ),
    );
    const hosts = new Set(routes.map((r) => r.host));
    expect(hosts.size).toBe(1);
    const origin = new URL(configData(objects, "thalassa-site").PUBLIC_SITE_URL as string);
    expect([...hosts]).toEqual([origin.host]);
    for (const path of ["/metrics", "/livez", "/readyz", "/healthz"]) {
      const route = routes.find((r) => r.path === path);
      expect(route?.pathType, path).toBe("Exact");
      expect(
        route?.ingress.metadata.annotations?.["nginx.ingress.kubernetes.io/denylist-source-range"],
        path,
      ).toBe("0.0.0.0/0,::/0");
    }
    const callback = routes.find((r) => r.path === "/api/v1/payments/gift-cards/callback");
    expect(callback?.backend.service.name).toBe("thalassa-api");
    // Nothing else of the API is published.
    expect(routes.filter((r) => r.backend.service.name === "thalassa-api")).toHaveLength(1);

    const site = routes.find((r) => r.path === "/");
    expect(site?.backend.service.name).toBe("thalassa-site");
    const annotations = site?.ingress.metadata.annotations ?? {};
    expect(annotations["nginx.ingress.kubernetes.io/proxy-body-size"]).toBe("16m");
    // Every caching line of the guide's nginx block (docs/operations.md), in the site's location.
    const guide = readFileSync(here("../../docs/operations.md"), "utf8");
    const block = guide.slice(
      guide.indexOf("proxy_cache_path"),
      guide.indexOf("```", guide.indexOf("proxy_cache_path")),
    );
    const cacheLines = block
      .split("\n")
      .map((line) => line.replace(/#.*$/, "").trim())
      .filter((line) =>
        /^(proxy_cache\w*|proxy_no_cache|proxy_ignore_headers|gunzip|add_header|proxy_set_header Accept-Encoding)\b/.test(
          line,
        ),
      )
      .filter((line) => !line.startsWith("proxy_cache_path"));
    expect(cacheLines.length).toBeGreaterThanOrEqual(10);
    const snippet = annotations["nginx.ingress.kubernetes.io/configuration-snippet"] ?? "";
    for (const line of cacheLines) expect(snippet, line).toContain(line);
  });
});

describe("secret.example.yaml", () => {
  it("holds valid Secrets with placeholders only, each key a secret setting its server reads", async () => {
    expect(secrets.map((s) => s.metadata.name).sort()).toEqual(["thalassa-api", "thalassa-site"]);
    for (const secret of secrets) {
      expect(await schemaProblems(secret)).toEqual([]);
      for (const [key, value] of Object.entries(secret.stringData)) {
        expect(value, key).toContain("REPLACE");
        expect(SECRET_SETTINGS as readonly string[]).toContain(key);
        expect(readers[secret.metadata.name]?.(), `${secret.metadata.name} reads ${key}`).toContain(key);
      }
    }
  });
});

describe("the production overlay", () => {
  it("puts everything in its namespace and takes the images from the registry by tag", () => {
    for (const object of production.filter((o) => o.kind !== "Namespace"))
      expect(object.metadata.namespace, `${object.kind} ${object.metadata.name}`).toBe("thalassa");
    const images = (
      production.filter((o) => o.kind === "Deployment" || o.kind === "Job") as Workload[]
    ).flatMap((o) => o.spec.template.spec.containers.map((c) => c.image));
    for (const image of images)
      expect(image).toMatch(/^registry\.example\.com\/thalassa\/thalassa-(api|site):\d+\.\d+\.\d+$/);
    expect(find<Workload>(production, "Deployment", "thalassa-api").spec.replicas).toBe(3);
  });

  it("changes only what it patches: the base's probes and secrets stay", () => {
    const [site] = find<Workload>(production, "Deployment", "thalassa-site").spec.template.spec.containers;
    expect(site?.env?.map((e) => e.name)).toEqual([
      "API_KEY_FILE",
      "COOKIE_SECRET_FILE",
      "METRICS_TOKEN_FILE",
    ]);
    expect(site?.readinessProbe?.httpGet?.path).toBe("/readyz");
  });
});

describe("the check's own kustomize renderer", () => {
  it("merges lists with a merge key item by item and replaces the others, as a strategic merge does", () => {
    expect(
      strategicMerge(
        { containers: [{ name: "a", env: [{ name: "X", value: "1" }], args: ["1"] }], hosts: ["x"] },
        { containers: [{ name: "a", env: [{ name: "Y", value: "2" }], args: ["2"] }], hosts: ["y"] },
      ),
    ).toEqual({
      containers: [
        {
          name: "a",
          env: [
            { name: "X", value: "1" },
            { name: "Y", value: "2" },
          ],
          args: ["2"],
        },
      ],
      hosts: ["y"],
    });
  });

  it("finds a misspelt field and a wrong quantity", async () => {
    const [deployment] = base.filter((o) => o.kind === "Deployment");
    const broken = structuredClone(deployment) as Workload;
    const container = broken.spec.template.spec.containers[0] as Container & Record<string, unknown>;
    container.readinesProbe = container.readinessProbe;
    (container.resources as { limits: Record<string, string> }).limits.memory = "lots";
    const problems = await schemaProblems(broken);
    expect(problems.some((p) => p.includes("/containers/0/readinesProbe: unknown field"))).toBe(true);
    expect(problems.some((p) => p.includes("/resources/limits/memory"))).toBe(true);
  });
});
