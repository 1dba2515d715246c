import type { AssemblyStack, TemplateValue } from './cloud-assembly.js';

/** What a resource resolves to: `Ref` and its `Fn::GetAtt` attributes. */
export interface PhysicalResource {
  ref: string;
  attributes: Record<string, string>;
}

/** Account id of the local run (the SQS emulator's default, so queue ARNs agree). */
export const LOCAL_ACCOUNT_ID = '123456789012';

const PARTITION = 'aws';
const URL_SUFFIX = 'amazonaws.com';

/**
 * Resolves CloudFormation intrinsic functions against the resources the local run created.
 * Supports what CDK emits for these stacks: `Ref`, `Fn::GetAtt`, `Fn::ImportValue`, `Fn::Join`,
 * `Fn::Sub`, `Fn::Select`, `Fn::Split` and the pseudo parameters. A reference to a resource the
 * local run does not provide fails with its path, instead of handing a function a made-up value.
 */
export class ResourceRegistry {
  private readonly resources = new Map<string, PhysicalResource>();
  private readonly exports = new Map<string, { stack: AssemblyStack; value: TemplateValue }>();

  constructor(
    readonly region: string,
    readonly accountId: string = LOCAL_ACCOUNT_ID,
  ) {}

  /** Records what `logicalId` of `stack` resolves to. */
  set(stack: AssemblyStack, logicalId: string, physical: PhysicalResource): void {
    this.resources.set(key(stack, logicalId), physical);
  }

  get(stack: AssemblyStack, logicalId: string): PhysicalResource | undefined {
    return this.resources.get(key(stack, logicalId));
  }

  /** Makes the stack's exports importable; each is resolved when first imported. */
  addExports(stack: AssemblyStack): void {
    for (const output of Object.values(stack.template.Outputs ?? {})) {
      if (output.Export) this.exports.set(this.resolveString(output.Export.Name, stack), { stack, value: output.Value });
    }
  }

  /** `value` with every intrinsic function replaced by its result. */
  resolve(value: TemplateValue, stack: AssemblyStack): TemplateValue {
    if (Array.isArray(value)) return value.map((v) => this.resolve(v, stack));
    if (value === null || typeof value !== 'object') return value;
    const keys = Object.keys(value);
    if (keys.length === 1 && (keys[0] === 'Ref' || keys[0].startsWith('Fn::'))) return this.intrinsic(keys[0], value[keys[0]], stack);
    return Object.fromEntries(keys.map((k) => [k, this.resolve(value[k], stack)]));
  }

  /** Like `resolve`, for a value that must end up a string (numbers are converted). */
  resolveString(value: TemplateValue, stack: AssemblyStack): string {
    const resolved = this.resolve(value, stack);
    if (typeof resolved === 'string') return resolved;
    if (typeof resolved === 'number' || typeof resolved === 'boolean') return String(resolved);
    throw new Error(`Expected a string in ${stack.name}, got ${JSON.stringify(resolved)}`);
  }

  private intrinsic(name: string, argument: TemplateValue, stack: AssemblyStack): TemplateValue {
    switch (name) {
      case 'Ref':
        return this.ref(String(argument), stack);
      case 'Fn::GetAtt': {
        const [logicalId, attribute] = Array.isArray(argument) ? argument.map(String) : splitOnce(String(argument), '.');
        return this.attribute(logicalId, attribute, stack);
      }
      case 'Fn::ImportValue': {
        const exportName = this.resolveString(argument, stack);
        const exported = this.exports.get(exportName);
        if (!exported) throw new Error(`${stack.name} imports "${exportName}", which no stack exports`);
        return this.resolve(exported.value, exported.stack);
      }
      case 'Fn::Join': {
        const [separator, parts] = argument as [string, TemplateValue];
        const list = this.resolve(parts, stack) as TemplateValue[];
        return list.map((p) => String(p)).join(separator);
      }
      case 'Fn::Select': {
        const [index, list] = argument as [TemplateValue, TemplateValue];
        return (this.resolve(list, stack) as TemplateValue[])[Number(this.resolve(index, stack))];
      }
      case 'Fn::Split': {
        const [separator, source] = argument as [string, TemplateValue];
        return this.resolveString(source, stack).split(separator);
      }
      case 'Fn::Sub':
        return this.substitute(argument, stack);
      default:
        throw new Error(`${stack.name}: the local run does not support ${name}`);
    }
  }

  private ref(name: string, stack: AssemblyStack): string {
    const pseudo = this.pseudoParameter(name, stack);
    if (pseudo !== undefined) return pseudo;
    const parameter = stack.template.Parameters?.[name];
    if (parameter) {
      if (parameter.Default === undefined) throw new Error(`${stack.name}: parameter ${name} has no default`);
      return String(parameter.Default);
    }
    const physical = this.get(stack, name);
    if (!physical) throw new Error(`${stack.name}: Ref ${name} names a resource the local run does not provide`);
    return physical.ref;
  }

  private attribute(logicalId: string, attribute: string, stack: AssemblyStack): string {
    const value = this.get(stack, logicalId)?.attributes[attribute];
    if (value === undefined) throw new Error(`${stack.name}: Fn::GetAtt ${logicalId}.${attribute} is not provided by the local run`);
    return value;
  }

  private pseudoParameter(name: string, stack: AssemblyStack): string | undefined {
    const values: Record<string, string> = {
      'AWS::Region': this.region,
      'AWS::AccountId': this.accountId,
      'AWS::Partition': PARTITION,
      'AWS::URLSuffix': URL_SUFFIX,
      'AWS::StackName': stack.name,
      'AWS::StackId': `arn:${PARTITION}:cloudformation:${this.region}:${this.accountId}:stack/${stack.name}/local`,
    };
    return values[name];
  }

  private substitute(argument: TemplateValue, stack: AssemblyStack): string {
    const [text, variables] = Array.isArray(argument) ? (argument as [string, Record<string, TemplateValue>]) : [String(argument), {}];
    return text.replace(/\$\{([^}!][^}]*)\}/g, (_, name: string) => {
      if (name in variables) return this.resolveString(variables[name], stack);
      if (name.includes('.') && !name.startsWith('AWS::')) {
        const [logicalId, attribute] = splitOnce(name, '.');
        return this.attribute(logicalId, attribute, stack);
      }
      return this.ref(name, stack);
    });
  }
}

function key(stack: AssemblyStack, logicalId: string): string {
  return `${stack.name}/${logicalId}`;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return [text.slice(0, at), text.slice(at + 1)];
}
