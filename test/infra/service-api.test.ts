import { beforeAll, describe, expect, it } from 'vitest';
import { HTTP_FUNCTION_ROUTES, type FunctionId } from '../../lambdas/runtime/aws-env.js';
import { SERVICE_OUTPUTS } from '../../lib/service-stack.js';
import { ROUTES as APP_ROUTES } from '../../lambdas/http/routes.js';
import { logicalIdOf, stageConfig, synthesizeStage, type SynthesizedStage } from './infra-helpers.js';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

/** The API Gateway routes: each route of a function, and a HEAD route beside each GET route. */
const ROUTES = Object.entries(HTTP_FUNCTION_ROUTES).flatMap(([functionId, routes]) =>
  routes!.flatMap((route) =>
    (route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]).map((method) => ({ functionId: functionId as FunctionId, ...route, method, key: `${method} ${route.path}` })),
  ),
);

describe('HTTP API', () => {
  let stage: SynthesizedStage;
  let resources: Resources;

  beforeAll(() => {
    stage = synthesizeStage(stageConfig('prod'));
    resources = stage.serviceTemplate.toJSON().Resources as Resources;
  });

  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const routeByKey = (key: string) => ofType('AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === key)?.[1];
  const integrationFunction = (route: { Properties: Record<string, any> }) => {
    const integrationId = (route.Properties.Target['Fn::Join'][1][1] as { Ref: string }).Ref;
    const uri = resources[integrationId]!.Properties.IntegrationUri;
    return uri['Fn::GetAtt'][0] as string;
  };

  it('routes HEAD of each GET route to the GET\'s function with the GET\'s authorization, and HEAD of nothing else', () => {
    const gets = ROUTES.filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThanOrEqual(16);
    for (const { path } of gets) {
      const [get, head] = [routeByKey(`GET ${path}`)!, routeByKey(`HEAD ${path}`)!];
      expect(head.Properties.Target).toEqual(get.Properties.Target);
      expect([head.Properties.AuthorizationType, head.Properties.AuthorizerId]).toEqual([get.Properties.AuthorizationType, get.Properties.AuthorizerId]);
    }
    const heads = ofType('AWS::ApiGatewayV2::Route').filter(([, r]) => String(r.Properties.RouteKey).startsWith('HEAD '));
    expect(heads).toHaveLength(gets.length);
  });

  it('has exactly one route per operation route (and a HEAD beside each GET), plus the $default fallback', () => {
    const keys = ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey as string);
    expect(keys.sort()).toEqual([...ROUTES.map((r) => r.key), '$default'].sort());
  });

  it.each(APP_ROUTES.filter((r) => r.path.startsWith('/v1/')))('$method $path is also a route under /pulse/v1, to the same function with the same authorization', ({ method, path, auth }) => {
    const template = stage.serviceTemplate;
    for (const key of [`${method} ${path}`, `${method} /pulse${path}`]) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: key, AuthorizationType: auth ? 'CUSTOM' : 'NONE' });
    }
    const v1 = routeByKey(`${method} ${path}`)!;
    const pulse = routeByKey(`${method} /pulse${path}`)!;
    expect(pulse.Properties.Target).toEqual(v1.Properties.Target);
  });

  it.each(ROUTES)('$key goes to the $functionId function', ({ key, functionId }) => {
    const route = routeByKey(key)!;
    expect(integrationFunction(route)).toBe(logicalIdOf(stage.service.functions[functionId]));
  });

  it('sends unmatched requests to the meta function (contract 404/405 bodies), without authorization', () => {
    const fallback = routeByKey('$default')!;
    expect(integrationFunction(fallback)).toBe(logicalIdOf(stage.service.functions.meta));
    expect(fallback.Properties.AuthorizationType).toBe('NONE');
  });

  it('integrates each function once, with payload format 2.0', () => {
    const integrations = ofType('AWS::ApiGatewayV2::Integration').map(([, r]) => r.Properties);
    expect(integrations).toHaveLength(Object.keys(HTTP_FUNCTION_ROUTES).length);
    for (const integration of integrations) {
      expect(integration).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    }
  });

  it.each(ROUTES)('$key requires the key authorizer exactly when the contract says so', ({ key, auth }) => {
    const route = routeByKey(key)!;
    const [authorizerId] = ofType('AWS::ApiGatewayV2::Authorizer')[0]!;
    if (auth) {
      expect(route.Properties.AuthorizationType).toBe('CUSTOM');
      expect(route.Properties.AuthorizerId).toEqual({ Ref: authorizerId });
    } else {
      expect(route.Properties.AuthorizationType).toBe('NONE');
    }
  });

  it('uses a simple-response Lambda authorizer on the Authorization header, cached for the configured TTL', () => {
    const authorizers = ofType('AWS::ApiGatewayV2::Authorizer').map(([, r]) => r.Properties);
    expect(authorizers).toHaveLength(1);
    expect(authorizers[0]).toMatchObject({
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      IdentitySource: ['$request.header.Authorization'],
      AuthorizerResultTtlInSeconds: stage.config.authorizerCacheTtlSeconds,
    });
    expect(JSON.stringify(authorizers[0]!.AuthorizerUri)).toContain(logicalIdOf(stage.service.functions.authorizer));
  });

  it('lets only API Gateway invoke the functions, each from its own routes', () => {
    const permissions = ofType('AWS::Lambda::Permission').map(([, r]) => r.Properties);
    for (const permission of permissions) {
      expect(permission.Principal).toBe('apigateway.amazonaws.com');
      expect(permission.SourceArn).toBeDefined();
    }
    const invoked = new Set(permissions.map((p) => p.FunctionName['Fn::GetAtt'][0] as string));
    const expected = new Set(
      (['authorizer', ...Object.keys(HTTP_FUNCTION_ROUTES)] as FunctionId[]).map((id) =>
        logicalIdOf(stage.service.functions[id]),
      ),
    );
    expect(invoked).toEqual(expected);
  });

  it('throttles the $default stage as configured and writes JSON access logs to a log group', () => {
    const stages = ofType('AWS::ApiGatewayV2::Stage').map(([, r]) => r.Properties);
    expect(stages).toHaveLength(1);
    expect(stages[0]).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: stage.config.throttling.rateLimit,
        ThrottlingBurstLimit: stage.config.throttling.burstLimit,
      },
    });
    const logGroupId = stages[0]!.AccessLogSettings.DestinationArn['Fn::GetAtt'][0] as string;
    expect(resources[logGroupId]!.Type).toBe('AWS::Logs::LogGroup');
    expect(resources[logGroupId]!.Properties.RetentionInDays).toBe(stage.config.logRetentionDays);
    const format = JSON.parse(stages[0]!.AccessLogSettings.Format as string) as Record<string, string>;
    expect(format).toMatchObject({ requestId: '$context.requestId', status: '$context.status' });
    expect(JSON.stringify(format)).not.toMatch(/header|body|querystring/i);
  });

  it('outputs the API URL, results bucket, API keys table and region', () => {
    const outputs = stage.serviceTemplate.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(Object.keys(outputs)).toEqual(expect.arrayContaining(Object.values(SERVICE_OUTPUTS)));
    expect(JSON.stringify(outputs[SERVICE_OUTPUTS.apiKeysTable]!.Value)).toContain(logicalIdOf(stage.stateful.apiKeysTable));
    expect(JSON.stringify(outputs[SERVICE_OUTPUTS.resultsBucket]!.Value)).toContain(logicalIdOf(stage.stateful.resultsBucket));
    expect(outputs[SERVICE_OUTPUTS.region]!.Value).toEqual({ Ref: 'AWS::Region' });
    expect(JSON.stringify(outputs[SERVICE_OUTPUTS.apiUrl]!.Value)).toContain(logicalIdOf(stage.service.api.api));
  });
});
