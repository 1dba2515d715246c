import { Duration, type RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { CfnApi, HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  CachePolicy,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildConsoleAssets } from '../../console/build.js';
import { acknowledgeFinding, NAG_RULES, wildcardActionFinding, wildcardResourceFinding, wildcardResourceFindings, renderedResource } from '../nag-suppressions.js';

/** cdk-nag findings of a public static site that this construct acknowledges, with why. */
const SITE_FINDINGS = {
  geoRestriction: 'AwsSolutions-CFR1',
  waf: 'AwsSolutions-CFR2',
  accessLogs: 'AwsSolutions-CFR3',
  tlsVersion: 'AwsSolutions-CFR4',
  managedPolicy: 'AwsSolutions-IAM4',
} as const;

/** Headers the console sends to the API and reads from its answers (contract §1–§3). */
const CORS_REQUEST_HEADERS = ['authorization', 'content-type', 'content-encoding', 'idempotency-key', 'x-request-id'];
const CORS_EXPOSED_HEADERS = ['x-request-id', 'location', 'retry-after', 'x-ignored-fields', 'x-themes-warning', 'idempotent-replayed'];

/** Properties of a {@link ConsoleSite}. */
export interface ConsoleSiteProps {
  /** The results bucket: its presigned links are fetched by the console, so it allows the console's origin. */
  resultsBucket: IBucket & { addCorsRule: Bucket['addCorsRule'] };
  /** Other browser origins allowed on the results bucket (stage config `corsOrigins`). */
  corsOrigins: readonly string[];
  removalPolicy: RemovalPolicy;
  /** Delete the site's files when the stack is destroyed (stages that are torn down completely). */
  autoDeleteObjects: boolean;
}

/**
 * Where the web console and the API reference live on AWS: a private bucket behind a CloudFront
 * distribution (origin access control, HTTPS only, strict security headers). The results bucket
 * lets the console's origin and the configured `corsOrigins` (only) GET presigned result links. Part of the stateful stack, so
 * the site's address stays the same across deployments of the service stack.
 */
export class ConsoleSite extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** Browser origins allowed on the API and the results bucket: the console's, then the configured ones. */
  readonly corsOrigins: string[];

  constructor(scope: Construct, id: string, props: ConsoleSiteProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: props.autoDeleteObjects,
    });
    acknowledgeFinding(this.bucket, NAG_RULES.bucketAccessLogs, 'The bucket holds only the public, built console files; CloudFront serves them and deployments replace them.');
    const region = Stack.of(this).region;
    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          override: true,
          contentSecurityPolicy: [
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data: blob:",
            "font-src 'self' data:",
            // The results bucket's own name would make a cycle (its CORS rule names this distribution).
            `connect-src 'self' https://*.execute-api.${region}.amazonaws.com https://*.s3.${region}.amazonaws.com`,
            "frame-ancestors 'none'",
            "base-uri 'none'",
            "form-action 'none'",
          ].join('; '),
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
      },
    });
    // The reference page is served at /docs as locally; its object is docs.html (an HTML content type).
    const docsPath = new CloudFrontFunction(this, 'DocsPath', {
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline("function handler(event) { var r = event.request; if (r.uri === '/docs' || r.uri === '/docs/') r.uri = '/docs.html'; return r; }"),
    });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Text analysis console and API reference',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: headers,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: docsPath }],
      },
    });
    acknowledgeFinding(this.distribution, SITE_FINDINGS.geoRestriction, 'The console is for the service’s users wherever they are; the API key, not the location, decides access.');
    acknowledgeFinding(this.distribution, SITE_FINDINGS.waf, 'The site is static public files with no server-side logic; the API it calls has its own throttling and key checks.');
    acknowledgeFinding(this.distribution, SITE_FINDINGS.accessLogs, 'Static public files only; the API access logs record every call the console makes.');
    acknowledgeFinding(this.distribution, SITE_FINDINGS.tlsVersion, 'The default CloudFront domain cannot set a minimum TLS version; a custom domain with its certificate sets TLSv1.2_2021.');
    this.corsOrigins = [this.origin, ...props.corsOrigins];
    props.resultsBucket.addCorsRule({ allowedOrigins: this.corsOrigins, allowedMethods: [HttpMethods.GET, HttpMethods.PUT], allowedHeaders: ['*'], maxAge: 3600 });
  }

  /** The console's origin, `https://<distribution domain>`. */
  get origin(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}

/** Properties of a {@link ConsoleContent}. */
export interface ConsoleContentProps {
  site: ConsoleSite;
  api: HttpApi;
  /** The API's base URL, written into the console's `config.json`. */
  apiUrl: string;
}

/**
 * The console's files (built with esbuild at synthesis) and its `config.json` (the API's URL),
 * deployed to the site's bucket; and CORS on the HTTP API for the console's origin and the
 * stage's configured `corsOrigins` only.
 */
export class ConsoleContent extends Construct {
  constructor(scope: Construct, id: string, props: ConsoleContentProps) {
    super(scope, id);
    const cfnApi = props.api.node.defaultChild as CfnApi;
    cfnApi.corsConfiguration = {
      allowOrigins: props.site.corsOrigins,
      // HEAD beside GET: every GET route of the API also answers HEAD (service-api.ts).
      allowMethods: ['GET', 'HEAD', 'POST', 'DELETE'],
      allowHeaders: CORS_REQUEST_HEADERS,
      exposeHeaders: CORS_EXPOSED_HEADERS,
      maxAge: 3600,
    };
    const deployment = new BucketDeployment(this, 'Files', {
      destinationBucket: props.site.bucket,
      sources: [Source.asset(writeConsoleFiles()), Source.jsonData('config.json', { apiBase: props.apiUrl })],
      distribution: props.site.distribution,
      distributionPaths: ['/*'],
      prune: true,
      memoryLimit: 512,
    });
    // The deployment runs on the CDK's singleton copy function; its findings are on that function and its role.
    const role = deployment.handlerRole;
    const stack = Stack.of(this);
    const copier = role.node.scope!;
    acknowledgeFinding(role, `${SITE_FINDINGS.managedPolicy}[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]`, 'The CDK bucket-deployment function writes its logs through the AWS managed basic execution policy.');
    acknowledgeFinding(copier, NAG_RULES.latestRuntime, 'The runtime of the CDK bucket-deployment function is chosen by the CDK release, not by this app.');
    const wildcards = [
      ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map(wildcardActionFinding),
      wildcardResourceFinding('*'),
      // The default synthesizer's asset bucket, written as cdk-nag writes it (literal where the environment is known).
      wildcardResourceFinding(renderedResource(role, `arn:${stack.partition}:s3:::cdk-hnb659fds-assets-${stack.account}-${stack.region}/*`)),
      ...wildcardResourceFindings('<Arn>/*', { construct: props.site.bucket, arn: props.site.bucket.bucketArn }, role),
    ];
    for (const finding of wildcards) {
      acknowledgeFinding(role, finding, 'The CDK bucket-deployment function copies every file of the built console from the asset bucket into the site bucket, prunes old files and invalidates the distribution.');
    }
  }
}

/**
 * The built console in a folder named by its content hash, for the deployment's asset; the pages'
 * content types come with them. Every synth of the same console reuses the folder (a fresh folder
 * per synth left one more copy in the temporary directory each time), but only when it is this
 * user's, private, and holds exactly the expected bytes: the name is predictable, so a folder
 * someone else made or a cleaner emptied is never deployed (a fresh folder is used instead). The
 * files are written into a private folder first and renamed into place whole, so a synth running
 * at the same moment never reads a half-written copy.
 */
export function writeConsoleFiles(): string {
  const assets = [...buildConsoleAssets()].map(([name, asset]) => ({ file: name === 'docs' ? 'docs.html' : name, body: asset.body }));
  const hash = createHash('sha256');
  for (const { file, body } of assets) hash.update(file).update('\0').update(body).update('\0');
  const dir = join(tmpdir(), `tas-console-${hash.digest('hex').slice(0, 20)}`);
  if (existsSync(dir)) return holdsExactly(dir, assets) ? dir : writeFresh(assets);
  const staging = writeFresh(assets);
  try {
    renameSync(staging, dir);
  } catch {
    // Another synth put a folder there first: use it only if it is a faithful copy.
    if (existsSync(dir) && holdsExactly(dir, assets)) {
      rmSync(staging, { recursive: true, force: true });
      return dir;
    }
    return staging;
  }
  return dir;
}

function writeFresh(assets: readonly { file: string; body: Buffer }[]): string {
  const staging = mkdtempSync(join(tmpdir(), 'tas-console-staging-'));
  for (const { file, body } of assets) {
    const path = join(staging, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, body);
  }
  return staging;
}

/** The folder is this user's, closed to others, and holds exactly these files with these bytes. */
function holdsExactly(dir: string, assets: readonly { file: string; body: Buffer }[]): boolean {
  try {
    const info = lstatSync(dir);
    if (!info.isDirectory() || info.uid !== process.getuid?.() || (info.mode & 0o077) !== 0) return false;
    const present = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => !e.isDirectory()).length;
    if (present !== assets.length) return false;
    return assets.every(({ file, body }) => {
      const path = join(dir, file);
      return !lstatSync(path).isSymbolicLink() && readFileSync(path).equals(body);
    });
  } catch {
    return false;
  }
}
