import { readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseAllDocuments } from "yaml";

/**
 * A Kubernetes object as YAML gives it. The renderer below is the part of kustomize these manifests
 * use (ADR 0050), so the test can check what `kubectl apply -k` would send without a kustomize
 * binary: `resources` (files and folders), `namespace`, `labels` (metadata only), `images`,
 * `replicas` and `patches` given as strategic-merge files. Anything else in a kustomization.yaml is
 * refused, so a manifest never silently relies on a feature the check does not render.
 */
export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
};

const SUPPORTED = new Set([
  "apiVersion",
  "kind",
  "resources",
  "namespace",
  "labels",
  "images",
  "replicas",
  "patches",
]);

/** The kinds `replicas:` sets. */
const SCALED_KINDS = new Set(["Deployment", "StatefulSet", "ReplicaSet"]);

/** Kinds that live outside a namespace (only those these manifests use). */
const CLUSTER_KINDS = new Set(["Namespace"]);

/** Lists a strategic merge patch merges item by item, and the field that matches items. */
const MERGE_KEYS: Record<string, string> = {
  containers: "name",
  initContainers: "name",
  env: "name",
  volumes: "name",
  volumeMounts: "mountPath",
  ports: "containerPort",
};

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every document of a YAML file, refusing one that does not parse. */
export function readObjects(file: string): K8sObject[] {
  return parseAllDocuments(readFileSync(file, "utf8"))
    .map((doc) => {
      if (doc.errors.length) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join("; ")}`);
      return doc.toJS() as K8sObject | null;
    })
    .filter((object): object is K8sObject => object !== null);
}

/** A strategic merge: maps merge key by key, lists with a merge key item by item, others are replaced. */
export function strategicMerge(target: unknown, patch: unknown, field = ""): unknown {
  if (isPlain(target) && isPlain(patch)) {
    const merged: Plain = { ...target };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete merged[key];
      else merged[key] = key in target ? strategicMerge(target[key], value, key) : value;
    }
    return merged;
  }
  const mergeKey = MERGE_KEYS[field];
  if (Array.isArray(target) && Array.isArray(patch) && mergeKey) {
    const merged = target.map((item) => ({ ...item }));
    for (const item of patch as Plain[]) {
      const at = merged.findIndex((existing) => existing[mergeKey] === item[mergeKey]);
      if (at < 0) merged.push(item);
      else merged[at] = strategicMerge(merged[at], item, field) as Plain;
    }
    return merged;
  }
  return patch;
}

/** The pod template's containers of a workload (Deployment, Job), or none. */
function containersOf(object: K8sObject): Plain[] {
  const spec = object.spec as { template?: { spec?: { containers?: Plain[]; initContainers?: Plain[] } } };
  return [...(spec?.template?.spec?.containers ?? []), ...(spec?.template?.spec?.initContainers ?? [])];
}

interface Kustomization {
  resources?: string[];
  namespace?: string;
  labels?: { pairs: Record<string, string> }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  replicas?: { name: string; count: number }[];
  patches?: { path: string }[];
}

/** The objects `kubectl apply -k <folder>` would send, for the kustomize features listed above. */
export function renderKustomization(folder: string): K8sObject[] {
  const file = join(folder, "kustomization.yaml");
  const [config] = readObjects(file) as unknown as Kustomization[];
  if (!config) throw new Error(`${file} is empty`);
  const unsupported = Object.keys(config).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length) throw new Error(`${file}: not rendered by this check: ${unsupported.join(", ")}`);

  let objects: K8sObject[] = [];
  for (const resource of config.resources ?? []) {
    const path = join(folder, resource);
    objects.push(...(statSync(path).isDirectory() ? renderKustomization(path) : readObjects(path)));
  }

  for (const { path } of config.patches ?? []) {
    for (const patch of readObjects(join(folder, path))) {
      const at = objects.findIndex((o) => o.kind === patch.kind && o.metadata.name === patch.metadata.name);
      if (at < 0) throw new Error(`${join(folder, path)}: no ${patch.kind} ${patch.metadata.name} to patch`);
      objects[at] = strategicMerge(objects[at], patch) as K8sObject;
    }
  }

  objects = objects.map((object) => structuredClone(object));
  for (const object of objects) {
    if (config.namespace && !CLUSTER_KINDS.has(object.kind)) object.metadata.namespace = config.namespace;
    for (const { pairs } of config.labels ?? [])
      object.metadata.labels = { ...object.metadata.labels, ...pairs };
    for (const container of containersOf(object)) {
      const image = String(container.image);
      const [name, tag] = image.includes(":") ? image.split(":") : [image, undefined];
      const rule = (config.images ?? []).find((i) => i.name === name);
      if (rule)
        container.image = `${rule.newName ?? name}${(rule.newTag ?? tag) ? `:${rule.newTag ?? tag}` : ""}`;
    }
    const replicas = (config.replicas ?? []).find((r) => r.name === object.metadata.name);
    if (replicas && SCALED_KINDS.has(object.kind) && isPlain(object.spec))
      object.spec.replicas = replicas.count;
  }
  for (const rule of config.replicas ?? [])
    if (!objects.some((o) => o.metadata.name === rule.name && SCALED_KINDS.has(o.kind)))
      throw new Error(`${file}: replicas names ${rule.name}, which is no Deployment`);
  return objects;
}

/** The folder of a file beside this module. */
export const here = (path: string) => join(dirname(new URL(import.meta.url).pathname), path);
