import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** A CloudFormation value before resolution: literals, arrays, objects and intrinsic functions. */
export type TemplateValue = string | number | boolean | null | TemplateValue[] | { [key: string]: TemplateValue };

/** One resource of a template. */
export interface TemplateResource {
  Type: string;
  Properties?: Record<string, TemplateValue>;
  Metadata?: Record<string, TemplateValue>;
  DependsOn?: string | string[];
}

/** The parts of a CloudFormation template the local run reads. */
export interface Template {
  Resources: Record<string, TemplateResource>;
  Outputs?: Record<string, { Value: TemplateValue; Export?: { Name: TemplateValue }; Description?: string }>;
  Parameters?: Record<string, { Type: string; Default?: TemplateValue }>;
}

/** A stack of the assembly with its template. */
export interface AssemblyStack {
  name: string;
  template: Template;
  /** Stack names this one depends on (their exports must be resolved first). */
  dependencies: string[];
}

/** A synthesized cloud assembly: its folder and its stacks, dependencies first. */
export interface CloudAssembly {
  directory: string;
  region: string;
  stacks: AssemblyStack[];
}

interface ManifestArtifact {
  type: string;
  environment?: string;
  properties?: { templateFile?: string };
  dependencies?: string[];
  displayName?: string;
}

/** Region of environment-agnostic stacks (`aws://unknown-account/unknown-region`). */
const DEFAULT_REGION = 'us-east-1';
const STACK_ARTIFACT = 'aws:cloudformation:stack';

/** Reads `manifest.json` and the template of every stack of the assembly in `directory`. */
export async function readCloudAssembly(folder: string): Promise<CloudAssembly> {
  const directory = resolve(folder);
  const manifest = JSON.parse(await readFile(join(directory, 'manifest.json'), 'utf8')) as { artifacts?: Record<string, ManifestArtifact> };
  const artifacts = Object.entries(manifest.artifacts ?? {}).filter(([, a]) => a.type === STACK_ARTIFACT);
  if (artifacts.length === 0) throw new Error(`No stacks in the cloud assembly at ${directory}`);
  const stackNames = new Set(artifacts.map(([name]) => name));
  const stacks: AssemblyStack[] = [];
  let region = DEFAULT_REGION;
  for (const [name, artifact] of artifacts) {
    const templateFile = artifact.properties?.templateFile;
    if (!templateFile) throw new Error(`Stack ${name} has no template file`);
    const template = JSON.parse(await readFile(join(directory, templateFile), 'utf8')) as Template;
    const envRegion = artifact.environment?.split('/').pop();
    if (envRegion && envRegion !== 'unknown-region') region = envRegion;
    stacks.push({ name, template, dependencies: (artifact.dependencies ?? []).filter((d) => stackNames.has(d)) });
  }
  return { directory, region, stacks: dependenciesFirst(stacks) };
}

/** Orders stacks so each comes after the stacks it depends on. */
function dependenciesFirst(stacks: AssemblyStack[]): AssemblyStack[] {
  const byName = new Map(stacks.map((s) => [s.name, s]));
  const ordered: AssemblyStack[] = [];
  const visiting = new Set<string>();
  const visit = (stack: AssemblyStack) => {
    if (ordered.includes(stack)) return;
    if (visiting.has(stack.name)) throw new Error(`Stack dependency cycle at ${stack.name}`);
    visiting.add(stack.name);
    for (const dependency of stack.dependencies) visit(byName.get(dependency)!);
    ordered.push(stack);
  };
  for (const stack of stacks) visit(stack);
  return ordered;
}

/** Resources of a stack of one CloudFormation type, as `[logicalId, resource]` pairs. */
export function resourcesOfType(stack: AssemblyStack, type: string): [string, TemplateResource][] {
  return Object.entries(stack.template.Resources).filter(([, r]) => r.Type === type);
}
