import type { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { ApiRoute, FunctionId } from '../../lambdas/runtime/aws-env.js';
import { NAG_RULES, acknowledgeFinding } from '../nag-suppressions.js';

/** The header the authorizer reads; API Gateway answers 401 itself when it is missing. */
export const AUTHORIZATION_IDENTITY_SOURCE = '$request.header.Authorization';

/**
 * The methods of API Gateway routes for a route of the service: a `GET` route is also a `HEAD`
 * route to the same function with the same authorization, which answers it as the `GET` (as the
 * local server does; API Gateway sends no body for `HEAD`). Without it a `HEAD` matched only
 * `$default` and got 405.
 */
export function routeMethods(method: ApiRoute['method']): HttpMethod[] {
  return method === 'GET' ? [HttpMethod.GET, HttpMethod.HEAD] : [HttpMethod[method]];
}

/** API Gateway's name of the stage served at the API's root URL. */
const DEFAULT_STAGE_NAME = '$default';

/** One JSON line per request; never the body, the query string or the Authorization header. */
const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  method: '$context.httpMethod',
  routeKey: '$context.routeKey',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
  // Empty for a request without a valid key; never the key itself.
  tenantId: '$context.authorizer.tenantId',
  // The Lambda request id of the function that answered: joins the access log to its logs and trace.
  lambdaRequestId: '$context.integration.requestId',
};

/** Properties of a {@link ServiceApi}. */
export interface ServiceApiProps {
  /** The functions that serve HTTP routes, by id. */
  functions: Partial<Record<FunctionId, IFunction>>;
  /** Routes of each function (`HTTP_FUNCTION_ROUTES`). */
  routes: Partial<Record<FunctionId, readonly ApiRoute[]>>;
  /** Serves `$default`: unknown paths and wrong methods get the contract's 404 and 405 bodies. */
  fallback: IFunction;
  authorizer: IFunction;
  authorizerCacheTtl: Duration;
  throttling: { rateLimit: number; burstLimit: number };
  logRetention: RetentionDays;
  removalPolicy: RemovalPolicy;
}

/**
 * The HTTP API: one route per operation (and a `HEAD` route beside each `GET` route), each
 * integrated with its own function, a Lambda authorizer on the routes that need a key, stage
 * throttling and JSON access logs.
 *
 * The authorizer always answers "authorized" and passes `tenantId` in its context, empty for an
 * unknown or revoked key. The operation function then answers 401 with the contract's error body
 * and request id, which API Gateway's own 401/403 cannot carry. API Gateway itself answers 401
 * only when the Authorization header is missing (the identity source is absent). Caching is keyed
 * by the header, so a revoked key keeps working for at most the cache TTL.
 */
export class ServiceApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: ServiceApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'HttpApi', {
      description: 'Text analysis API',
      createDefaultStage: false,
    });
    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: DEFAULT_STAGE_NAME,
      autoDeploy: true,
      throttle: props.throttling,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });

    const authorizer = new HttpLambdaAuthorizer('ApiKeyAuthorizer', props.authorizer, {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: [AUTHORIZATION_IDENTITY_SOURCE],
      resultsCacheTtl: props.authorizerCacheTtl,
    });
    // One integration per function, shared by all its routes (and by the fallback).
    const integrations = new Map<IFunction, HttpLambdaIntegration>();
    const integrationOf = (handler: IFunction, name: string) => {
      const integration = integrations.get(handler) ?? new HttpLambdaIntegration(`${name}Integration`, handler);
      integrations.set(handler, integration);
      return integration;
    };
    for (const [functionId, routes] of Object.entries(props.routes) as [FunctionId, readonly ApiRoute[]][]) {
      const handler = props.functions[functionId];
      if (!handler) throw new Error(`No function for the routes of "${functionId}"`);
      const integration = integrationOf(handler, functionId);
      for (const route of routes) {
        const created = this.api.addRoutes({
          path: route.path,
          methods: routeMethods(route.method),
          integration,
          authorizer: route.auth ? authorizer : new HttpNoneAuthorizer(),
        });
        if (!route.auth) {
          for (const each of created) acknowledgeFinding(each, NAG_RULES.routeAuthorization, `The contract serves ${route.path} without an API key.`);
        }
      }
    }
    const fallback = new HttpRoute(this, 'FallbackRoute', {
      httpApi: this.api,
      routeKey: HttpRouteKey.DEFAULT,
      integration: integrationOf(props.fallback, 'fallback'),
    });
    acknowledgeFinding(
      fallback,
      NAG_RULES.routeAuthorization,
      'Unmatched paths and methods answer the contract 404 or 405 before authentication; routes are public in the OpenAPI document.',
    );
  }

  /** The API's base URL (the `$default` stage serves the root). */
  get url(): string {
    return this.stage.url;
  }
}
